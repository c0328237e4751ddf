import { Button } from '@patternfly/react-core';
import { PlusIcon, UsersIcon } from '@patternfly/react-icons';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { entityPath } from '../../shared/components/entity-path';
import { NameListPage } from '../../shared/components/NameListPage';
import { useCan } from '../../shared/hooks/useCan';
import { CreateGroupModal } from './CreateGroupModal';
import { DeleteGroupModal } from './DeleteGroupModal';
import { groupsStrings as strings } from './groups.strings';
import { useGroupNames } from './groups.queries';

/** /groups: 'Search Groups', Create Group, view and delete; the empty state offers 'Create a Group'. */
export function GroupsPage() {
  const groups = useGroupNames();
  const can = useCan();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<string>();
  const mayCreate = can('admin:AddUserToGroup');
  return (
    <NameListPage
      title={strings.title}
      error={groups.error}
      names={groups.data ?? []}
      isLoading={groups.isPending}
      columnTitle={strings.column}
      ariaLabel={strings.tableLabel}
      searchPlaceholder={strings.search}
      toolbarActions={
        <Button icon={<PlusIcon />} onClick={() => setCreating(true)} isDisabled={!mayCreate} data-test="create-group">
          {strings.createGroup}
        </Button>
      }
      onView={(name) => void navigate(entityPath('/groups', name))}
      onDelete={can('admin:RemoveUserFromGroup') ? setDeleting : undefined}
      empty={{
        title: strings.emptyTitle,
        body: strings.emptyBody,
        icon: UsersIcon,
        action: mayCreate && (
          <Button variant="link" onClick={() => setCreating(true)} data-test="create-a-group">
            {strings.createAGroup}
          </Button>
        ),
      }}
      help={{ title: strings.helpTitle, paragraphs: strings.help }}
      data-test="groups-table"
    >
      {creating && <CreateGroupModal onClose={() => setCreating(false)} />}
      {deleting !== undefined && <DeleteGroupModal name={deleting} onClose={() => setDeleting(undefined)} />}
    </NameListPage>
  );
}
