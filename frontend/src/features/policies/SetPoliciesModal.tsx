import { Content } from '@patternfly/react-core';
import { useState } from 'react';
import { FormModal } from '../../shared/components/FormModal';
import { NameChecklist } from '../../shared/components/NameChecklist';
import { useNotify } from '../../shared/messages/useNotify';
import { policiesStrings as strings } from './policies.strings';
import { usePolicyNames, useSetPolicies } from './policies.queries';

export interface SetPoliciesModalProps {
  readonly entityType: 'user' | 'group';
  readonly entityName: string;
  readonly current: readonly string[];
  readonly onClose: () => void;
}

/**
 * 'Assign Policies' (a user) and 'Set Policies' (a group): the policies the entity gets; none checked detaches all.
 * The list it opened with goes along, so only what the user ticked or unticked changes: a policy another
 * administrator attached meanwhile stays. MinIO refuses without admin:AttachUserOrGroupPolicy, and the refusal shows
 * in the dialog.
 */
export function SetPoliciesModal({ entityType, entityName, current, onClose }: SetPoliciesModalProps) {
  const policies = usePolicyNames();
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set(current));
  const save = useSetPolicies();
  const notify = useNotify();
  const submit = () =>
    save.mutate(
      { name: [...selected], entityName, entityType, previous: [...current] },
      {
        onSuccess: () => {
          notify.showMessage(strings.policiesSaved);
          onClose();
        },
        onError: (error) => notify.showModalError(error),
      },
    );
  return (
    <FormModal
      title={entityType === 'user' ? strings.assignPoliciesTitle : strings.setPoliciesTitle}
      onClose={onClose}
      onSubmit={submit}
      isBusy={save.isPending}
      data-test="set-policies-modal"
    >
      <Content component="p" data-test="selected-entity">
        {strings.selectedEntity(entityType, entityName)}
      </Content>
      <NameChecklist
        id="set-policies"
        label={strings.policiesPicker}
        names={policies.data ?? []}
        isLoading={policies.isPending}
        selected={selected}
        onChange={setSelected}
        data-test="policies-picker"
      />
    </FormModal>
  );
}
