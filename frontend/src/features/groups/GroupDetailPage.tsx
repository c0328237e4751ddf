import { TrashIcon } from '@patternfly/react-icons';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DetailPage } from '../../shared/components/DetailPage';
import { StatusLabel, StatusToggleButton } from '../../shared/components/StatusToggle';
import { TooltipIconButton } from '../../shared/components/TooltipIconButton';
import { useCan } from '../../shared/hooks/useCan';
import { useEntityName } from '../../shared/hooks/useEntityName';
import { DeleteGroupModal } from './DeleteGroupModal';
import { GroupMembersTab, GroupPoliciesTab } from './GroupTabs';
import { groupsStrings as strings } from './groups.strings';
import { useGroup, useUpdateGroup } from './groups.queries';

/** /groups/{name}: status and its toggle, delete; tabs Members and Policies (spec 02 §2 "Groups"). */
export function GroupDetailPage() {
  const name = useEntityName('/groups');
  const group = useGroup(name);
  const can = useCan();
  const navigate = useNavigate();
  const update = useUpdateGroup(name);
  const [deleting, setDeleting] = useState(false);
  const enabled = group.data?.status === 'enabled';
  const members = group.data?.members ?? [];
  const actions = group.data && (
    <>
      <StatusToggleButton
        name={name}
        enabled={enabled}
        strings={strings}
        mayToggle={can(enabled ? 'admin:DisableGroup' : 'admin:EnableGroup')}
        update={update}
        // What the page shows goes along: the server changes only the status, whatever the members are now.
        body={(status) => ({ group: name, members, status, previous: { members, status: group.data.status } })}
        data-test="toggle-group-status"
      />
      {can('admin:RemoveUserFromGroup') && (
        <TooltipIconButton
          label={strings.deleteGroup}
          icon={<TrashIcon />}
          onClick={() => setDeleting(true)}
          data-test="delete-group"
        />
      )}
    </>
  );
  return (
    <DetailPage
      title={name}
      subtitle={group.data && <StatusLabel enabled={enabled} strings={strings} data-test="group-status" />}
      back={{ label: strings.title, to: '/groups' }}
      actions={actions}
      data={group.data}
      error={group.error}
      errorTitle={strings.notFoundTitle}
      loadingLabel={strings.title}
      tabsLabel={strings.tabsLabel}
      tabs={(data) => [
        { key: 'members', title: strings.tabs.members, content: <GroupMembersTab group={data} /> },
        { key: 'policies', title: strings.tabs.policies, content: <GroupPoliciesTab group={data} /> },
      ]}
    >
      {deleting && (
        <DeleteGroupModal name={name} onClose={() => setDeleting(false)} onDeleted={() => void navigate('/groups')} />
      )}
    </DetailPage>
  );
}
