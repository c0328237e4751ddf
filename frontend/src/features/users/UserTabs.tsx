import { Button, EmptyState, EmptyStateBody } from '@patternfly/react-core';
import { PlusIcon } from '@patternfly/react-icons';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCurrentSession } from '../../api/session.queries';
import { entityPath } from '../../shared/components/entity-path';
import { NameTable } from '../../shared/components/NameTable';
import { useCan } from '../../shared/hooks/useCan';
import { SetPoliciesModal } from '../policies/SetPoliciesModal';
import { UserGroupsModal } from './UserGroupsModal';
import { usersStrings as strings } from './users.strings';
import type { User } from './users.queries';

/** Groups tab: the user's groups, 'Add to Groups' to change them, view opens the group. */
export function UserGroupsTab({ user }: { user: User }) {
  const [editing, setEditing] = useState(false);
  const navigate = useNavigate();
  const can = useCan();
  const mayOpen = useCurrentSession().pages.includes('/groups/:groupName+');
  return (
    <>
      <NameTable
        names={user.memberOf}
        columnTitle={strings.tabs.groups}
        ariaLabel={strings.tabs.groups}
        searchPlaceholder={strings.searchGroups}
        toolbarActions={
          <Button
            icon={<PlusIcon />}
            onClick={() => setEditing(true)}
            isDisabled={!can('admin:AddUserToGroup')}
            data-test="add-to-groups"
          >
            {strings.addToGroups}
          </Button>
        }
        onView={mayOpen ? (group) => void navigate(entityPath('/groups', group)) : undefined}
        emptyState={<Empty title={strings.noGroupsTitle} body={strings.noGroups} />}
        data-test="user-groups"
      />
      {editing && <UserGroupsModal user={user} onClose={() => setEditing(false)} />}
    </>
  );
}

/** Policies tab: the user's own policies, 'Assign Policies', view opens the policy. */
export function UserPoliciesTab({ user }: { user: User }) {
  const [editing, setEditing] = useState(false);
  const navigate = useNavigate();
  const can = useCan();
  const mayOpen = useCurrentSession().pages.includes('/policies/*');
  return (
    <>
      <NameTable
        names={user.policy}
        columnTitle={strings.tabs.policies}
        ariaLabel={strings.tabs.policies}
        searchPlaceholder={strings.searchPolicies}
        toolbarActions={
          <Button
            icon={<PlusIcon />}
            onClick={() => setEditing(true)}
            isDisabled={!can('admin:AttachUserOrGroupPolicy')}
            data-test="assign-policies"
          >
            {strings.assignPolicies}
          </Button>
        }
        onView={mayOpen ? (policy) => void navigate(entityPath('/policies', policy)) : undefined}
        emptyState={<Empty title={strings.noPoliciesTitle} body={strings.noPolicies} />}
        data-test="user-policies"
      />
      {editing && (
        <SetPoliciesModal
          entityType="user"
          entityName={user.accessKey}
          current={user.policy}
          onClose={() => setEditing(false)}
        />
      )}
    </>
  );
}

function Empty({ title, body }: { title: string; body: string }) {
  return (
    <EmptyState titleText={title} headingLevel="h3" variant="sm" data-test="empty-state">
      <EmptyStateBody>{body}</EmptyStateBody>
    </EmptyState>
  );
}
