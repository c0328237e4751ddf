import { NameTable } from '../../shared/components/NameTable';
import { SmallEmptyState as Empty } from '../../shared/components/SmallEmptyState';
import { useEntityOpener } from '../../shared/hooks/useEntityOpener';
import { policiesStrings as strings } from './policies.strings';
import { usePolicyGroups, usePolicyUsers } from './policies.queries';

/** Users: who has the policy directly (searchable; view opens the user when the session may). */
export function PolicyUsersTab({ name }: { name: string }) {
  const users = usePolicyUsers(name);
  const openUser = useEntityOpener('/users');
  return (
    <NameTable
      names={users.data ?? []}
      isLoading={users.isPending}
      columnTitle={strings.usersColumn}
      ariaLabel={strings.tabs.users}
      searchPlaceholder={strings.searchUsers}
      onView={openUser}
      emptyState={<Empty title={strings.noUsersTitle} body={users.error ? users.error.message : strings.noUsers} />}
      data-test="policy-users"
    />
  );
}

/** Groups: the groups that have the policy (searchable, no actions). */
export function PolicyGroupsTab({ name }: { name: string }) {
  const groups = usePolicyGroups(name);
  return (
    <NameTable
      names={groups.data ?? []}
      isLoading={groups.isPending}
      columnTitle={strings.groupsColumn}
      ariaLabel={strings.tabs.groups}
      searchPlaceholder={strings.searchGroups}
      emptyState={<Empty title={strings.noGroupsTitle} body={groups.error ? groups.error.message : strings.noGroups} />}
      data-test="policy-groups"
    />
  );
}
