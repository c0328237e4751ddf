import { EmptyState, EmptyStateBody } from '@patternfly/react-core';
import { useNavigate } from 'react-router';
import { useCurrentSession } from '../../api/session.queries';
import { entityPath } from '../../shared/components/entity-path';
import { NameTable } from '../../shared/components/NameTable';
import { policiesStrings as strings } from './policies.strings';
import { usePolicyGroups, usePolicyUsers } from './policies.queries';

/** Users: who has the policy directly (searchable; view opens the user when the session may). */
export function PolicyUsersTab({ name }: { name: string }) {
  const users = usePolicyUsers(name);
  const navigate = useNavigate();
  const mayOpenUsers = useCurrentSession().pages.includes('/users/:userName+');
  return (
    <NameTable
      names={users.data ?? []}
      isLoading={users.isPending}
      columnTitle={strings.usersColumn}
      ariaLabel={strings.tabs.users}
      searchPlaceholder={strings.searchUsers}
      onView={mayOpenUsers ? (user) => void navigate(entityPath('/users', user)) : undefined}
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

function Empty({ title, body }: { title: string; body: string }) {
  return (
    <EmptyState titleText={title} headingLevel="h3" variant="sm" data-test="empty-state">
      <EmptyStateBody>{body}</EmptyStateBody>
    </EmptyState>
  );
}
