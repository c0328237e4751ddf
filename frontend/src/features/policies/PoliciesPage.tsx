import {
  Button,
  EmptyState,
  EmptyStateActions,
  EmptyStateBody,
  EmptyStateFooter,
  PageSection,
} from '@patternfly/react-core';
import { PlusIcon, ShieldAltIcon } from '@patternfly/react-icons';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { entityPath } from '../../shared/components/entity-path';
import { HelpPanel } from '../../shared/components/HelpPanel';
import { NameTable } from '../../shared/components/NameTable';
import { PageHeading } from '../../shared/components/PageHeading';
import { useCan } from '../../shared/hooks/useCan';
import { useNotify } from '../../shared/messages/useNotify';
import { CreatePolicyModal } from './CreatePolicyModal';
import { DeletePolicyModal } from './DeletePolicyModal';
import { policiesStrings as strings } from './policies.strings';
import { usePolicyNames } from './policies.queries';

/** /policies: search, Create Policy, the policy names with view and delete, and what policies are. */
export function PoliciesPage() {
  const policies = usePolicyNames();
  const can = useCan();
  const navigate = useNavigate();
  const notify = useNotify();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<string>();
  const mayCreate = can('admin:CreatePolicy');

  useEffect(() => {
    if (policies.error) notify.showError(policies.error);
  }, [policies.error, notify]);

  const createButton = (
    <Button icon={<PlusIcon />} onClick={() => setCreating(true)} isDisabled={!mayCreate} data-test="create-policy">
      {strings.createPolicy}
    </Button>
  );
  return (
    <>
      <PageHeading title={strings.title} />
      <PageSection isFilled>
        <NameTable
          names={policies.data ?? []}
          isLoading={policies.isPending}
          columnTitle={strings.column}
          ariaLabel={strings.tableLabel}
          searchPlaceholder={strings.search}
          toolbarActions={createButton}
          onView={(name) => void navigate(entityPath('/policies', name))}
          onDelete={can('admin:DeletePolicy') ? setDeleting : undefined}
          emptyState={
            <EmptyState titleText={strings.emptyTitle} headingLevel="h2" icon={ShieldAltIcon} data-test="empty-state">
              <EmptyStateBody>{strings.emptyBody}</EmptyStateBody>
              {mayCreate && (
                <EmptyStateFooter>
                  <EmptyStateActions>{createButton}</EmptyStateActions>
                </EmptyStateFooter>
              )}
            </EmptyState>
          }
          data-test="policies-table"
        />
        <HelpPanel title={strings.helpTitle}>
          {strings.help.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </HelpPanel>
      </PageSection>
      {creating && <CreatePolicyModal onClose={() => setCreating(false)} />}
      {deleting !== undefined && <DeletePolicyModal name={deleting} onClose={() => setDeleting(undefined)} />}
    </>
  );
}
