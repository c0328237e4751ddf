import {
  Button,
  EmptyState,
  EmptyStateActions,
  EmptyStateBody,
  EmptyStateFooter,
  PageSection,
  ToolbarGroup,
} from '@patternfly/react-core';
import { PlusIcon, UserIcon, UsersIcon } from '@patternfly/react-icons';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useCurrentSession } from '../../api/session.queries';
import { entityPath } from '../../shared/components/entity-path';
import { HelpPanel } from '../../shared/components/HelpPanel';
import { NameTable } from '../../shared/components/NameTable';
import { PageHeading } from '../../shared/components/PageHeading';
import { useCan } from '../../shared/hooks/useCan';
import { useNotify } from '../../shared/messages/useNotify';
import { AddUsersToGroupsModal } from './AddUsersToGroupsModal';
import { CreateUserModal } from './CreateUserModal';
import { DeleteUserModal } from './DeleteUserModal';
import { usersStrings as strings } from './users.strings';
import { useUserNames } from './users.queries';

/** /users: search, multi-select, Add to Group, Create User, view and delete (never the logged-in user). */
export function UsersPage() {
  const users = useUserNames();
  const session = useCurrentSession();
  const can = useCan();
  const navigate = useNavigate();
  const notify = useNotify();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<'create' | 'groups' | { delete: string }>();
  const mayCreate = can('admin:CreateUser');

  useEffect(() => {
    if (users.error) notify.showError(users.error);
  }, [users.error, notify]);
  // A user deleted meanwhile cannot stay selected.
  const present = new Set(users.data ?? []);
  const chosen = [...selected].filter((name) => present.has(name));

  const createButton = (
    <Button icon={<PlusIcon />} onClick={() => setDialog('create')} isDisabled={!mayCreate} data-test="create-user">
      {strings.createUser}
    </Button>
  );
  const actions = (
    <ToolbarGroup>
      <Button
        variant="secondary"
        icon={<UsersIcon />}
        onClick={() => setDialog('groups')}
        isDisabled={chosen.length === 0 || !can('admin:AddUserToGroup')}
        data-test="add-to-group"
      >
        {strings.addToGroup}
      </Button>
      {createButton}
    </ToolbarGroup>
  );
  return (
    <>
      <PageHeading title={strings.title} />
      <PageSection isFilled>
        <NameTable
          names={users.data ?? []}
          isLoading={users.isPending}
          columnTitle={strings.column}
          ariaLabel={strings.tableLabel}
          searchPlaceholder={strings.search}
          toolbarActions={actions}
          selection={{ selected, onChange: setSelected }}
          onView={(name) => void navigate(entityPath('/users', name))}
          onDelete={can('admin:DeleteUser') ? (name) => setDialog({ delete: name }) : undefined}
          isDeleteDisabled={(name) => name === session.user}
          emptyState={
            <EmptyState titleText={strings.emptyTitle} headingLevel="h2" icon={UserIcon} data-test="empty-state">
              <EmptyStateBody>{strings.emptyBody}</EmptyStateBody>
              {mayCreate && (
                <EmptyStateFooter>
                  <EmptyStateActions>{createButton}</EmptyStateActions>
                </EmptyStateFooter>
              )}
            </EmptyState>
          }
          data-test="users-table"
        />
        <HelpPanel title={strings.helpTitle}>
          {strings.help.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </HelpPanel>
      </PageSection>
      {dialog === 'create' && <CreateUserModal onClose={() => setDialog(undefined)} />}
      {dialog === 'groups' && (
        <AddUsersToGroupsModal
          users={chosen}
          onClose={() => setDialog(undefined)}
          onSaved={() => {
            setDialog(undefined);
            setSelected(new Set());
          }}
        />
      )}
      {typeof dialog === 'object' && <DeleteUserModal name={dialog.delete} onClose={() => setDialog(undefined)} />}
    </>
  );
}
