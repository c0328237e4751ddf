import { PlusIcon, UsersIcon } from '@patternfly/react-icons';
import { NameListTab } from '../../shared/components/NameListTab';
import { SetPoliciesModal } from '../policies/SetPoliciesModal';
import { EditMembersModal } from './EditMembersModal';
import { groupsStrings as strings } from './groups.strings';
import { groupPolicies, type Group } from './groups.queries';

/** Members: the access keys, 'Edit Members' when there are any, else 'Add Members'. */
export function GroupMembersTab({ group }: { group: Group }) {
  const hasMembers = group.members.length > 0;
  return (
    <NameListTab
      names={group.members}
      columnTitle={strings.accessKey}
      ariaLabel={strings.tabs.members}
      searchPlaceholder={strings.searchMembers}
      opens="/users"
      button={{
        label: hasMembers ? strings.editMembers : strings.addMembers,
        icon: hasMembers ? <UsersIcon /> : <PlusIcon />,
        permission: 'admin:AddUserToGroup',
        'data-test': 'edit-members',
      }}
      editor={(onClose) => <EditMembersModal group={group} onClose={onClose} />}
      empty={{ title: strings.noMembersTitle, body: strings.noMembers }}
      data-test="group-members"
    />
  );
}

/** Policies: the group's policies (its comma string split), 'Set Policies', view opens the policy. */
export function GroupPoliciesTab({ group }: { group: Group }) {
  const policies = groupPolicies(group);
  return (
    <NameListTab
      names={policies}
      columnTitle={strings.policyColumn}
      ariaLabel={strings.tabs.policies}
      searchPlaceholder={strings.searchPolicies}
      opens="/policies"
      button={{
        label: strings.setPolicies,
        icon: <PlusIcon />,
        permission: 'admin:AttachUserOrGroupPolicy',
        'data-test': 'set-policies',
      }}
      editor={(onClose) => (
        <SetPoliciesModal entityType="group" entityName={group.name} current={policies} onClose={onClose} />
      )}
      empty={{ title: strings.noPoliciesTitle, body: strings.noPolicies }}
      data-test="group-policies"
    />
  );
}
