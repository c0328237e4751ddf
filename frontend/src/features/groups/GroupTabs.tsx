import { Button, EmptyState, EmptyStateBody } from '@patternfly/react-core';
import { PlusIcon, UsersIcon } from '@patternfly/react-icons';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCurrentSession } from '../../api/session.queries';
import { entityPath } from '../../shared/components/entity-path';
import { NameTable } from '../../shared/components/NameTable';
import { useCan } from '../../shared/hooks/useCan';
import { SetPoliciesModal } from '../policies/SetPoliciesModal';
import { EditMembersModal } from './EditMembersModal';
import { groupsStrings as strings } from './groups.strings';
import { groupPolicies, type Group } from './groups.queries';

/** Members: the access keys, 'Edit Members' when there are any, else 'Add Members'. */
export function GroupMembersTab({ group }: { group: Group }) {
  const [editing, setEditing] = useState(false);
  const navigate = useNavigate();
  const can = useCan();
  const mayOpen = useCurrentSession().pages.includes('/users/:userName+');
  const hasMembers = group.members.length > 0;
  return (
    <>
      <NameTable
        names={group.members}
        columnTitle={strings.accessKey}
        ariaLabel={strings.tabs.members}
        searchPlaceholder={strings.searchMembers}
        toolbarActions={
          <Button
            icon={hasMembers ? <UsersIcon /> : <PlusIcon />}
            onClick={() => setEditing(true)}
            isDisabled={!can('admin:AddUserToGroup')}
            data-test="edit-members"
          >
            {hasMembers ? strings.editMembers : strings.addMembers}
          </Button>
        }
        onView={mayOpen ? (user) => void navigate(entityPath('/users', user)) : undefined}
        emptyState={<Empty title={strings.noMembersTitle} body={strings.noMembers} />}
        data-test="group-members"
      />
      {editing && <EditMembersModal group={group} onClose={() => setEditing(false)} />}
    </>
  );
}

/** Policies: the group's policies (its comma string split), 'Set Policies', view opens the policy. */
export function GroupPoliciesTab({ group }: { group: Group }) {
  const [editing, setEditing] = useState(false);
  const navigate = useNavigate();
  const can = useCan();
  const mayOpen = useCurrentSession().pages.includes('/policies/*');
  const policies = groupPolicies(group);
  return (
    <>
      <NameTable
        names={policies}
        columnTitle={strings.policyColumn}
        ariaLabel={strings.tabs.policies}
        searchPlaceholder={strings.searchPolicies}
        toolbarActions={
          <Button
            icon={<PlusIcon />}
            onClick={() => setEditing(true)}
            isDisabled={!can('admin:AttachUserOrGroupPolicy')}
            data-test="set-policies"
          >
            {strings.setPolicies}
          </Button>
        }
        onView={mayOpen ? (policy) => void navigate(entityPath('/policies', policy)) : undefined}
        emptyState={<Empty title={strings.noPoliciesTitle} body={strings.noPolicies} />}
        data-test="group-policies"
      />
      {editing && (
        <SetPoliciesModal
          entityType="group"
          entityName={group.name}
          current={policies}
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
