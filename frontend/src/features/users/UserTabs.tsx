import { PlusIcon } from '@patternfly/react-icons';
import { NameListTab } from '../../shared/components/NameListTab';
import { SetPoliciesModal } from '../policies/SetPoliciesModal';
import { UserGroupsModal } from './UserGroupsModal';
import { usersStrings as strings } from './users.strings';
import type { User } from './users.queries';

/** Groups tab: the user's groups, 'Add to Groups' to change them, view opens the group. */
export function UserGroupsTab({ user }: { user: User }) {
  return (
    <NameListTab
      names={user.memberOf}
      columnTitle={strings.tabs.groups}
      ariaLabel={strings.tabs.groups}
      searchPlaceholder={strings.searchGroups}
      opens="/groups"
      button={{
        label: strings.addToGroups,
        icon: <PlusIcon />,
        permission: 'admin:AddUserToGroup',
        'data-test': 'add-to-groups',
      }}
      editor={(onClose) => <UserGroupsModal user={user} onClose={onClose} />}
      empty={{ title: strings.noGroupsTitle, body: strings.noGroups }}
      data-test="user-groups"
    />
  );
}

/** Policies tab: the user's own policies, 'Assign Policies', view opens the policy. */
export function UserPoliciesTab({ user }: { user: User }) {
  return (
    <NameListTab
      names={user.policy}
      columnTitle={strings.tabs.policies}
      ariaLabel={strings.tabs.policies}
      searchPlaceholder={strings.searchPolicies}
      opens="/policies"
      button={{
        label: strings.assignPolicies,
        icon: <PlusIcon />,
        permission: 'admin:AttachUserOrGroupPolicy',
        'data-test': 'assign-policies',
      }}
      editor={(onClose) => (
        <SetPoliciesModal entityType="user" entityName={user.accessKey} current={user.policy} onClose={onClose} />
      )}
      empty={{ title: strings.noPoliciesTitle, body: strings.noPolicies }}
      data-test="user-policies"
    />
  );
}
