import {
  Bullseye,
  Button,
  Label,
  PageSection,
  Spinner,
  Tab,
  Tabs,
  TabTitleText,
  Tooltip,
} from '@patternfly/react-core';
import { LockIcon, PencilAltIcon, TrashIcon } from '@patternfly/react-icons';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useCurrentSession } from '../../api/session.queries';
import { LoadFailedState } from '../../shared/components/LoadFailedState';
import { PageHeading } from '../../shared/components/PageHeading';
import { SideTabsFrame } from '../../shared/components/SideTabsFrame';
import { useCan } from '../../shared/hooks/useCan';
import { useNotify } from '../../shared/messages/useNotify';
import { ServiceAccountsPanel } from '../service-accounts/ServiceAccountsPanel';
import { ChangeUserPasswordModal } from './ChangeUserPasswordModal';
import { DeleteUserModal } from './DeleteUserModal';
import { UserFormModal } from './UserFormModal';
import { UserGroupsTab, UserPoliciesTab } from './UserTabs';
import { usersStrings as strings } from './users.strings';
import { useUpdateUser, useUser } from './users.queries';

type UserTab = 'groups' | 'service-accounts' | 'policies';

/** /users/{name}: status and its toggle, delete, change password; tabs Groups, Service Accounts, Policies. */
export function UserDetailPage() {
  const name = useParams()['*'] ?? '';
  const user = useUser(name);
  const session = useCurrentSession();
  const can = useCan();
  const navigate = useNavigate();
  const notify = useNotify();
  const update = useUpdateUser(name);
  const [tab, setTab] = useState<UserTab>('groups');
  const [dialog, setDialog] = useState<'delete' | 'password' | 'edit'>();
  const back = { label: strings.title, to: '/users' };
  if (user.error) return <LoadFailedState title={strings.notFoundTitle} error={user.error} back={back} />;

  const isSelf = name === session.user;
  const enabled = user.data?.status === 'enabled';
  const toggle = () => {
    if (!user.data) return;
    // Saved at once, with the groups unchanged (spec 02 §4).
    update.mutate(
      { status: enabled ? 'disabled' : 'enabled', groups: user.data.memberOf },
      {
        onSuccess: () => notify.showMessage(enabled ? strings.disabled(name) : strings.enabled(name)),
        onError: (error) => notify.showError(error),
      },
    );
  };
  const actions = user.data && (
    <>
      <Button
        variant="secondary"
        onClick={toggle}
        isLoading={update.isPending}
        isDisabled={update.isPending || !can(enabled ? 'admin:DisableUser' : 'admin:EnableUser')}
        className="pf-v6-u-mr-sm"
        data-test="toggle-user-status"
      >
        {enabled ? strings.disable : strings.enable}
      </Button>
      {can('admin:CreateUser') && !isSelf && (
        <Tooltip content={strings.editUser}>
          <Button
            variant="plain"
            icon={<PencilAltIcon />}
            aria-label={strings.editUser}
            onClick={() => setDialog('edit')}
            data-test="edit-user"
          />
        </Tooltip>
      )}
      {can('admin:CreateUser') && !isSelf && (
        <Tooltip content={strings.changePassword}>
          <Button
            variant="plain"
            icon={<LockIcon />}
            aria-label={strings.changePassword}
            onClick={() => setDialog('password')}
            data-test="change-user-password"
          />
        </Tooltip>
      )}
      {can('admin:DeleteUser') && (
        <Tooltip content={isSelf ? strings.cannotDeleteSelf : strings.deleteUser}>
          <Button
            variant="plain"
            icon={<TrashIcon />}
            aria-label={strings.deleteUser}
            isAriaDisabled={isSelf}
            onClick={() => setDialog('delete')}
            data-test="delete-user"
          />
        </Tooltip>
      )}
    </>
  );
  const subtitle = user.data && (
    <Label color={enabled ? 'green' : 'grey'} data-test="user-status">
      {strings.status(enabled)}
    </Label>
  );
  return (
    <>
      <PageHeading title={name} subtitle={subtitle} back={back} actions={actions} />
      <PageSection isFilled>
        {!user.data ? (
          <Bullseye>
            <Spinner aria-label={strings.title} />
          </Bullseye>
        ) : (
          <SideTabsFrame>
            <Tabs
              isVertical
              activeKey={tab}
              onSelect={(_event, key) => setTab(key as UserTab)}
              aria-label={strings.tabsLabel}
              mountOnEnter
              unmountOnExit
            >
              <Tab eventKey="groups" title={<TabTitleText>{strings.tabs.groups}</TabTitleText>} data-test="tab-groups">
                <div className="pf-v6-u-px-md">
                  <UserGroupsTab user={user.data} />
                </div>
              </Tab>
              <Tab
                eventKey="service-accounts"
                title={<TabTitleText>{strings.tabs.serviceAccounts}</TabTitleText>}
                data-test="tab-service-accounts"
              >
                <div className="pf-v6-u-px-md">
                  <ServiceAccountsPanel
                    owner={{ kind: 'user', user: name }}
                    createDisabledReason={user.data.hasPolicy === false ? strings.noPolicyForServiceAccount : undefined}
                  />
                </div>
              </Tab>
              <Tab
                eventKey="policies"
                title={<TabTitleText>{strings.tabs.policies}</TabTitleText>}
                data-test="tab-policies"
              >
                <div className="pf-v6-u-px-md">
                  <UserPoliciesTab user={user.data} />
                </div>
              </Tab>
            </Tabs>
          </SideTabsFrame>
        )}
      </PageSection>
      {dialog === 'delete' && (
        <DeleteUserModal name={name} onClose={() => setDialog(undefined)} onDeleted={() => void navigate('/users')} />
      )}
      {dialog === 'edit' && user.data && <UserFormModal user={user.data} onClose={() => setDialog(undefined)} />}
      {dialog === 'password' && <ChangeUserPasswordModal user={name} onClose={() => setDialog(undefined)} />}
    </>
  );
}
