import { Button, Flex } from '@patternfly/react-core';
import { LinkIcon, PlusIcon, ShieldAltIcon } from '@patternfly/react-icons';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { entityPath } from '../../shared/components/entity-path';
import { NameListPage } from '../../shared/components/NameListPage';
import { useCan } from '../../shared/hooks/useCan';
import { BulkAttachPoliciesModal } from './BulkAttachPoliciesModal';
import { CreatePolicyModal } from './CreatePolicyModal';
import { DeletePolicyModal } from './DeletePolicyModal';
import { policiesStrings as strings } from './policies.strings';
import { isReadRefusal, usePolicyNames } from './policies.queries';

/** /policies: search, Create Policy, the policy names with view and delete, and what policies are. */
export function PoliciesPage() {
  const policies = usePolicyNames();
  const can = useCan();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<string>();
  const [attaching, setAttaching] = useState(false);
  const mayCreate = can('admin:CreatePolicy');
  // A refused list says which permission is missing, and keeps saying it while a refetch (after Create Policy) runs:
  // one error from the refusal until a list arrives, so the snackbar does not show it again over the "created" one.
  const [refusal, setRefusal] = useState<Error>();
  if (isReadRefusal(policies.error) && !refusal) setRefusal(new Error(strings.listRefused));
  if (policies.isSuccess && refusal) setRefusal(undefined);
  const createButton = (
    <Button icon={<PlusIcon />} onClick={() => setCreating(true)} isDisabled={!mayCreate} data-test="create-policy">
      {strings.createPolicy}
    </Button>
  );
  return (
    <NameListPage
      title={strings.title}
      error={refusal ?? policies.error}
      names={policies.data ?? []}
      isLoading={policies.isPending}
      columnTitle={strings.column}
      ariaLabel={strings.tableLabel}
      searchPlaceholder={strings.search}
      toolbarActions={
        // The two buttons wrap onto two lines, kept at the right, where one line does not fit (a phone).
        <Flex
          gap={{ default: 'gapSm' }}
          flexWrap={{ default: 'wrap' }}
          justifyContent={{ default: 'justifyContentFlexEnd' }}
        >
          {createButton}
          <Button
            variant="secondary"
            icon={<LinkIcon />}
            onClick={() => setAttaching(true)}
            isDisabled={!can('admin:AttachUserOrGroupPolicy')}
            data-test="bulk-attach-policies-open"
          >
            {strings.bulkAttach.button}
          </Button>
        </Flex>
      }
      onView={(name) => void navigate(entityPath('/policies', name))}
      onDelete={can('admin:DeletePolicy') ? setDeleting : undefined}
      empty={{
        title: strings.emptyTitle,
        body: strings.emptyBody,
        icon: ShieldAltIcon,
        action: mayCreate && createButton,
      }}
      help={{ title: strings.helpTitle, paragraphs: strings.help }}
      data-test="policies-table"
    >
      {creating && <CreatePolicyModal onClose={() => setCreating(false)} />}
      {attaching && <BulkAttachPoliciesModal onClose={() => setAttaching(false)} />}
      {deleting !== undefined && <DeletePolicyModal name={deleting} onClose={() => setDeleting(undefined)} />}
    </NameListPage>
  );
}
