import { FormGroup, FormHelperText, HelperText, HelperTextItem, TextInput } from '@patternfly/react-core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { entityPath } from '../../shared/components/entity-path';
import { FormModal } from '../../shared/components/FormModal';
import { PolicyDocumentEditor } from '../../shared/components/PolicyDocumentEditor';
import { policyDocumentProblem } from '../../shared/components/policy-document.rules';
import { useNotify } from '../../shared/messages/useNotify';
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

/** Create Policy: a name and a JSON document checked as it is typed; on success the new policy opens. */
export function CreatePolicyModal({ onClose }: { onClose: () => void }) {
  const [name, setName] = useState('');
  const [document, setDocument] = useState(POLICY_TEMPLATE);
  const save = useSavePolicy();
  const notify = useNotify();
  const navigate = useNavigate();
  const nameProblem = policyNameProblem(name, strings.policyNameRule);
  const canSubmit = canSavePolicyName(name) && !nameProblem && policyDocumentProblem(document) === undefined;

  const submit = () =>
    save.mutate(
      { name: name.trim(), policy: document },
      {
        onSuccess: (saved) => {
          notify.showMessage(strings.created(saved.name));
          onClose();
          void navigate(entityPath('/policies', saved.name));
        },
        onError: (error) => notify.showModalError(error),
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
      <FormGroup label={strings.policyName} fieldId="policy-name" isRequired>
        <TextInput
          id="policy-name"
          value={name}
          onChange={(_event, value) => setName(value)}
          placeholder={strings.policyNamePlaceholder}
          validated={nameProblem ? 'error' : 'default'}
          isRequired
          autoFocus
          data-test="policy-name"
        />
        {nameProblem && (
          <FormHelperText>
            <HelperText>
              <HelperTextItem variant="error">{nameProblem}</HelperTextItem>
            </HelperText>
          </FormHelperText>
        )}
      </FormGroup>
      <PolicyDocumentEditor
        id="policy-document"
        label={strings.policyDocument}
        value={document}
        onChange={setDocument}
      />
    </FormModal>
  );
}
