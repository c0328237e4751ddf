import { Button, Label, ToolbarGroup } from '@patternfly/react-core';
import { PencilAltIcon, PlusIcon, UserIcon, UsersIcon } from '@patternfly/react-icons';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useCurrentSession } from '../../api/session.queries';
import { entityPath } from '../../shared/components/entity-path';
import { NameListPage } from '../../shared/components/NameListPage';
import { useCan } from '../../shared/hooks/useCan';
import { AddUsersToGroupsModal } from './AddUsersToGroupsModal';
import { DeleteUserModal } from './DeleteUserModal';
import { EditUserModal } from './EditUserModal';
import { UserFormModal } from './UserFormModal';
import { usersStrings as strings } from './users.strings';
import { useUserRows } from './users.queries';

/**
 * /users: search, multi-select, Add to Group, Create User; a Status column; view, edit and delete (never the
 * logged-in user: their password is changed with Change Password, which needs the current one).
 */
export function UsersPage() {
  const users = useUserRows();
  const session = useCurrentSession();
  const can = useCan();
  const navigate = useNavigate();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<'create' | 'groups' | { delete: string } | { edit: string }>();
  const mayCreate = can('admin:CreateUser');

  const names = useMemo(() => (users.data ?? []).map(({ accessKey }) => accessKey), [users.data]);
  const statusOf = useMemo(
    () => new Map((users.data ?? []).map(({ accessKey, status }) => [accessKey, status])),
    [users.data],
  );
  const columns = useMemo(
    () => [
      {
        id: 'status',
        title: strings.statusColumn,
        sortValue: (name: string) => statusOf.get(name) ?? '',
        cell: (name: string) => {
          const enabled = statusOf.get(name) !== 'disabled';
          return (
            <Label color={enabled ? 'green' : 'grey'} isCompact data-test={`status-${name}`}>
              {strings.statusValue(enabled)}
            </Label>
          );
        },
      },
    ],
    [statusOf],
  );
  const editAction = useMemo(
    () => [
      {
        id: 'edit',
        label: strings.editUser,
        icon: PencilAltIcon,
        onClick: (name: string) => setDialog({ edit: name }),
        isDisabled: (name: string) => name === session.user,
      },
    ],
    [session.user],
  );
  // A user deleted meanwhile cannot stay selected.
  const present = new Set(names);
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
    <NameListPage
      title={strings.title}
      error={users.error}
      names={names}
      extraColumns={columns}
      isLoading={users.isPending}
      columnTitle={strings.column}
      ariaLabel={strings.tableLabel}
      searchPlaceholder={strings.search}
      toolbarActions={actions}
      selection={{ selected, onChange: setSelected }}
      onView={(name) => void navigate(entityPath('/users', name))}
      extraActions={mayCreate ? editAction : undefined}
      onDelete={can('admin:DeleteUser') ? (name) => setDialog({ delete: name }) : undefined}
      isDeleteDisabled={(name) => name === session.user}
      empty={{ title: strings.emptyTitle, body: strings.emptyBody, icon: UserIcon, action: mayCreate && createButton }}
      help={{ title: strings.helpTitle, paragraphs: strings.help }}
      data-test="users-table"
    >
      {dialog === 'create' && <UserFormModal onClose={() => setDialog(undefined)} />}
      {typeof dialog === 'object' && 'edit' in dialog && (
        <EditUserModal name={dialog.edit} onClose={() => setDialog(undefined)} />
      )}
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
      {typeof dialog === 'object' && 'delete' in dialog && (
        <DeleteUserModal name={dialog.delete} onClose={() => setDialog(undefined)} />
      )}
    </NameListPage>
  );
}
