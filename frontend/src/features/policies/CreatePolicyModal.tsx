import { useState } from 'react';
import { FormModal } from '../../shared/components/FormModal';
import { NameField } from '../../shared/components/NameField';
import { PolicyDocumentEditor } from '../../shared/components/PolicyDocumentEditor';
import { policyDocumentProblem } from '../../shared/components/policy-document.rules';
import { useOpenCreated } from '../../shared/hooks/useOpenCreated';
import { policiesStrings as strings } from './policies.strings';
import { useSavePolicy } from './policies.queries';
import { canSavePolicyName, policyNameProblem } from './policy-name.rules';

/** A starting point for a new policy: read access to every bucket. */
export const POLICY_TEMPLATE = JSON.stringify(
  {
    Version: '2012-10-17',
    Statement: [{ Effect: 'Allow', Action: ['s3:GetObject', 's3:ListBucket'], Resource: ['arn:aws:s3:::*'] }],
  },
  null,
  2,
);

/**
 * Create Policy: a name and a JSON document checked as it is typed; on success the new policy opens. A name that is
 * taken is refused (shown in the dialog), never a silent replacement of that policy's document. A session that may
 * create policies but not read them is told the policy was created, and its page says why it cannot be shown.
 */
export function CreatePolicyModal({ onClose }: { onClose: () => void }) {
  const [name, setName] = useState('');
  const [document, setDocument] = useState(POLICY_TEMPLATE);
  const save = useSavePolicy();
  const opened = useOpenCreated('/policies', strings.created, onClose);
  const openedUnreadable = useOpenCreated('/policies', strings.createdUnreadable, onClose);
  const nameProblem = policyNameProblem(name, strings.policyNameRule);
  const canSubmit = canSavePolicyName(name) && !nameProblem && policyDocumentProblem(document) === undefined;

  const submit = () =>
    save.mutate(
      { name: name.trim(), policy: document, createOnly: true },
      {
        onSuccess: (saved) => (saved.readable ? opened : openedUnreadable).onSuccess(saved),
        onError: opened.onError,
      },
    );

  return (
    <FormModal
      title={strings.createTitle}
      onClose={onClose}
      onSubmit={submit}
      canSubmit={canSubmit}
      isBusy={save.isPending}
      data-test="create-policy-modal"
    >
      <NameField
        id="policy-name"
        label={strings.policyName}
        value={name}
        onChange={setName}
        placeholder={strings.policyNamePlaceholder}
        problem={nameProblem}
      />
      <PolicyDocumentEditor
        id="policy-document"
        label={strings.policyDocument}
        value={document}
        onChange={setDocument}
      />
    </FormModal>
  );
}
