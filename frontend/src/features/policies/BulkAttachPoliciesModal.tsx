import { Alert, Content, List, ListItem } from '@patternfly/react-core';
import { useState } from 'react';
import type { components } from '@contract/generated/api';
import { useGroupNames } from '@frontend/features/groups/groups.queries';
import { useUserNames } from '@frontend/features/users/users.queries';
import { FormModal } from '@frontend/shared/components/FormModal';
import { NameChecklist } from '@frontend/shared/components/NameChecklist';
import { useNotify } from '@frontend/shared/messages/useNotify';
import { useAttachPoliciesBulk, usePolicyNames } from './policies.queries';
import { policiesStrings } from './policies.strings';

type Outcome = components['schemas']['AttachPoliciesBulkOutcome'];
const strings = policiesStrings.bulkAttach;

/**
 * MinIO Console v1.7.6's bulk policy: choose policies, users and groups, and attach the policies to every one of
 * them. When MinIO refuses some, the dialog stays open and lists each user and group with its outcome, so the
 * person sees exactly who was left out; the others have their policies.
 */
export function BulkAttachPoliciesModal(props: { initialPolicies?: readonly string[]; onClose: () => void }) {
  const policies = usePolicyNames();
  const users = useUserNames();
  const groups = useGroupNames();
  const [chosenPolicies, setChosenPolicies] = useState<ReadonlySet<string>>(() => new Set(props.initialPolicies));
  const [chosenUsers, setChosenUsers] = useState<ReadonlySet<string>>(() => new Set());
  const [chosenGroups, setChosenGroups] = useState<ReadonlySet<string>>(() => new Set());
  const [report, setReport] = useState<readonly Outcome[]>();
  const attach = useAttachPoliciesBulk();
  const notify = useNotify();
  const hasPrincipal = chosenUsers.size + chosenGroups.size > 0;
  const submit = () => {
    notify.clearModalError();
    setReport(undefined);
    attach.mutate(
      { policies: [...chosenPolicies], users: [...chosenUsers], groups: [...chosenGroups] },
      {
        onSuccess: ({ results }) => {
          if (results.some((result) => result.status === 'failed')) {
            setReport(results);
            return;
          }
          notify.showMessage(strings.attached(results.length));
          props.onClose();
        },
        onError: (error) => notify.showModalError(error),
      },
    );
  };
  return (
    <FormModal
      title={strings.title}
      onClose={props.onClose}
      onSubmit={submit}
      submitLabel={strings.attach}
      canSubmit={chosenPolicies.size > 0 && hasPrincipal}
      isBusy={attach.isPending}
      data-test="bulk-attach-modal"
    >
      {report && (
        <Alert variant="warning" isInline title={strings.reportTitle} data-test="bulk-attach-report">
          <List>
            {report.map((outcome) => (
              <ListItem key={`${outcome.entityType}:${outcome.entityName}`} data-test={`outcome-${outcome.status}`}>
                {strings.outcome(outcome.entityType, outcome.entityName, outcome.status, outcome.error)}
              </ListItem>
            ))}
          </List>
        </Alert>
      )}
      <Content component="p">{strings.intro}</Content>
      <NameChecklist
        id="bulk-attach-policies"
        label={strings.policies}
        names={policies.data ?? []}
        isLoading={policies.isPending}
        selected={chosenPolicies}
        onChange={setChosenPolicies}
        data-test="bulk-attach-policies"
      />
      <NameChecklist
        id="bulk-attach-users"
        label={strings.users}
        names={users.data ?? []}
        isLoading={users.isPending}
        selected={chosenUsers}
        onChange={setChosenUsers}
        data-test="bulk-attach-users"
      />
      <NameChecklist
        id="bulk-attach-groups"
        label={strings.groups}
        names={groups.data ?? []}
        isLoading={groups.isPending}
        selected={chosenGroups}
        onChange={setChosenGroups}
        data-test="bulk-attach-groups"
      />
      {!hasPrincipal && chosenPolicies.size > 0 && (
        <Content component="small" data-test="bulk-attach-need-principal">
          {strings.needPrincipal}
        </Content>
      )}
    </FormModal>
  );
}
