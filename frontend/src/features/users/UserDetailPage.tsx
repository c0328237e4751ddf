import { LockIcon, PencilAltIcon, SignOutAltIcon, TrashIcon } from '@patternfly/react-icons';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCurrentSession } from '../../api/session.queries';
import { DetailPage } from '../../shared/components/DetailPage';
import { StatusLabel, StatusToggleButton } from '../../shared/components/StatusToggle';
import { TooltipIconButton } from '../../shared/components/TooltipIconButton';
import { useCan } from '../../shared/hooks/useCan';
import { useEntityName } from '../../shared/hooks/useEntityName';
import { ServiceAccountsPanel } from '../account/ServiceAccountsPanel';
import { ChangeUserPasswordModal } from './ChangeUserPasswordModal';
import { DeleteUserModal } from './DeleteUserModal';
import { EndUserSessionsModal } from './EndUserSessionsModal';
import { UserFormModal } from './UserFormModal';
import { UserGroupsTab, UserPoliciesTab } from './UserTabs';
import { usersStrings as strings } from './users.strings';
import { useUpdateUser, useUser } from './users.queries';

/** /users/{name}: status and its toggle, delete, change password, end sessions; tabs Groups, Service Accounts, Policies. */
export function UserDetailPage() {
  const name = useEntityName('/users');
  const user = useUser(name);
  const session = useCurrentSession();
  const can = useCan();
  const navigate = useNavigate();
  const update = useUpdateUser(name);
  const [dialog, setDialog] = useState<'delete' | 'password' | 'edit' | 'sessions'>();
  const isSelf = name === session.user;
  const enabled = user.data?.status === 'enabled';
  const groups = user.data?.memberOf ?? [];
  const mayEdit = can('admin:CreateUser') && !isSelf;
  const actions = user.data && (
    <>
      <StatusToggleButton
        name={name}
        enabled={enabled}
        strings={strings}
        mayToggle={can(enabled ? 'admin:DisableUser' : 'admin:EnableUser')}
        update={update}
        // Saved at once, with the groups unchanged (spec 02 §4): what the page shows goes along, so the server changes
        // only the status, whatever the groups are now.
        body={(status) => ({ status, groups, previous: { status: user.data.status, groups } })}
        data-test="toggle-user-status"
      />
      {mayEdit && (
        <TooltipIconButton
          label={strings.editUser}
          icon={<PencilAltIcon />}
          onClick={() => setDialog('edit')}
          data-test="edit-user"
        />
      )}
      {mayEdit && (
        <TooltipIconButton
          label={strings.changePassword}
          icon={<LockIcon />}
          onClick={() => setDialog('password')}
          data-test="change-user-password"
        />
      )}
      {can('admin:RemoveServiceAccount') && !isSelf && (
        <TooltipIconButton
          label={strings.endSessions}
          icon={<SignOutAltIcon />}
          onClick={() => setDialog('sessions')}
          data-test="end-user-sessions"
        />
      )}
      {can('admin:DeleteUser') && (
        <TooltipIconButton
          label={strings.deleteUser}
          tooltip={isSelf ? strings.cannotDeleteSelf : strings.deleteUser}
          icon={<TrashIcon />}
          isAriaDisabled={isSelf}
          onClick={() => setDialog('delete')}
          data-test="delete-user"
        />
      )}
    </>
  );
  return (
    <DetailPage
      title={name}
      subtitle={user.data && <StatusLabel enabled={enabled} strings={strings} data-test="user-status" />}
      back={{ label: strings.title, to: '/users' }}
      actions={actions}
      data={user.data}
      error={user.error}
      errorTitle={strings.notFoundTitle}
      loadingLabel={strings.title}
      tabsLabel={strings.tabsLabel}
      tabs={(data) => [
        { key: 'groups', title: strings.tabs.groups, content: <UserGroupsTab user={data} /> },
        {
          key: 'service-accounts',
          title: strings.tabs.serviceAccounts,
          content: (
            <ServiceAccountsPanel
              owner={{ kind: 'user', user: name }}
              createDisabledReason={data.hasPolicy === false ? strings.noPolicyForServiceAccount : undefined}
            />
          ),
        },
        { key: 'policies', title: strings.tabs.policies, content: <UserPoliciesTab user={data} /> },
      ]}
    >
      {dialog === 'delete' && (
        <DeleteUserModal name={name} onClose={() => setDialog(undefined)} onDeleted={() => void navigate('/users')} />
      )}
      {dialog === 'edit' && user.data && <UserFormModal user={user.data} onClose={() => setDialog(undefined)} />}
      {dialog === 'password' && <ChangeUserPasswordModal user={name} onClose={() => setDialog(undefined)} />}
      {dialog === 'sessions' && <EndUserSessionsModal user={name} onClose={() => setDialog(undefined)} />}
    </DetailPage>
  );
}
