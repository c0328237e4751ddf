import {
  Button,
  EmptyState,
  EmptyStateActions,
  EmptyStateBody,
  EmptyStateFooter,
  PageSection,
} from '@patternfly/react-core';
import { PlusIcon, UsersIcon } from '@patternfly/react-icons';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { entityPath } from '../../shared/components/entity-path';
import { HelpPanel } from '../../shared/components/HelpPanel';
import { NameTable } from '../../shared/components/NameTable';
import { PageHeading } from '../../shared/components/PageHeading';
import { useCan } from '../../shared/hooks/useCan';
import { useNotify } from '../../shared/messages/useNotify';
import { CreateGroupModal } from './CreateGroupModal';
import { DeleteGroupModal } from './DeleteGroupModal';
import { groupsStrings as strings } from './groups.strings';
import { useGroupNames } from './groups.queries';

/** /groups: 'Search Groups', Create Group, view and delete; the empty state offers 'Create a Group'. */
export function GroupsPage() {
  const groups = useGroupNames();
  const can = useCan();
  const navigate = useNavigate();
  const notify = useNotify();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<string>();
  const mayCreate = can('admin:AddUserToGroup');

  useEffect(() => {
    if (groups.error) notify.showError(groups.error);
  }, [groups.error, notify]);

  return (
    <>
      <PageHeading title={strings.title} />
      <PageSection isFilled>
        <NameTable
          names={groups.data ?? []}
          isLoading={groups.isPending}
          columnTitle={strings.column}
          ariaLabel={strings.tableLabel}
          searchPlaceholder={strings.search}
          toolbarActions={
            <Button
              icon={<PlusIcon />}
              onClick={() => setCreating(true)}
              isDisabled={!mayCreate}
              data-test="create-group"
            >
              {strings.createGroup}
            </Button>
          }
          onView={(name) => void navigate(entityPath('/groups', name))}
          onDelete={can('admin:RemoveUserFromGroup') ? setDeleting : undefined}
          emptyState={
            <EmptyState titleText={strings.emptyTitle} headingLevel="h2" icon={UsersIcon} data-test="empty-state">
              <EmptyStateBody>{strings.emptyBody}</EmptyStateBody>
              {mayCreate && (
                <EmptyStateFooter>
                  <EmptyStateActions>
                    <Button variant="link" onClick={() => setCreating(true)} data-test="create-a-group">
                      {strings.createAGroup}
                    </Button>
                  </EmptyStateActions>
                </EmptyStateFooter>
              )}
            </EmptyState>
          }
          data-test="groups-table"
        />
        <HelpPanel title={strings.helpTitle}>
          {strings.help.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </HelpPanel>
      </PageSection>
      {creating && <CreateGroupModal onClose={() => setCreating(false)} />}
      {deleting !== undefined && <DeleteGroupModal name={deleting} onClose={() => setDeleting(undefined)} />}
    </>
  );
}
