import { FormGroup, TextInput } from '@patternfly/react-core';
import { useState } from 'react';
import { FieldMessage } from '@frontend/shared/components/FieldError';
import { FormModal } from '@frontend/shared/components/FormModal';
import { useNotify } from '@frontend/shared/messages/useNotify';
import { CredentialsFileField } from './CredentialsFileField';
import { base64Of, tierFormProblems, emptyTierForm } from './tier-form.rules';
import { tierBlock, useUpdateTierCredentials, type Tier } from './tiers.queries';
import { tiersStrings as strings } from './tiers.strings';

/**
 * Update Credentials, titled with the tier's type and name (spec 03 §2): access and secret key (s3, minio), account
 * name and key (azure), or a new credentials file (gcs). MinIO tries the new keys first and refuses ones that do not
 * work; its reason shows in the dialog and the old keys stay.
 */
export function UpdateCredentialsModal({ tier, onClose }: { tier: Tier; onClose: () => void }) {
  const name = tierBlock(tier)?.name ?? '';
  const [first, setFirst] = useState('');
  const [second, setSecond] = useState('');
  const [creds, setCreds] = useState('');
  const update = useUpdateTierCredentials();
  const notify = useNotify();
  const isGcs = tier.type === 'gcs';
  const [firstLabel, secondLabel] =
    tier.type === 'azure'
      ? [strings.fields.accountName, strings.fields.accountKey]
      : [strings.fields.accessKey, strings.fields.secretKey];
  const credsProblem = tierFormProblems('gcs', { ...emptyTierForm('gcs'), creds }).creds;
  const canSubmit = name !== '' && (isGcs ? creds !== '' && !credsProblem : first.trim() !== '' && second !== '');
  const submit = () => {
    if (name === '') return notify.showModalError(new Error(strings.retrieveFailed));
    const body = isGcs ? { creds: base64Of(creds) } : { access_key: first.trim(), secret_key: second };
    update.mutate(
      { type: tier.type, name, body },
      {
        onSuccess: () => {
          notify.showMessage(strings.credentialsSaved(name));
          onClose();
        },
        onError: (error) => notify.showModalError(error),
      },
    );
  };
  return (
    <FormModal
      title={strings.credentialsTitle(tier.type, name)}
      onClose={onClose}
      onSubmit={submit}
      canSubmit={canSubmit}
      isBusy={update.isPending}
      data-test="tier-credentials-modal"
    >
      {name === '' && <FieldMessage error={strings.retrieveFailed} testId="tier-credentials-problem" />}
      {isGcs ? (
        <CredentialsFileField id="tier-credentials-creds" value={creds} onChange={setCreds} problem={credsProblem} />
      ) : (
        <>
          <FormGroup label={firstLabel} fieldId="tier-credentials-access" isRequired>
            <TextInput
              id="tier-credentials-access"
              value={first}
              onChange={(_e, value) => setFirst(value)}
              autoComplete="off"
              data-test="tier-credentials-access"
            />
          </FormGroup>
          <FormGroup label={secondLabel} fieldId="tier-credentials-secret" isRequired>
            <TextInput
              id="tier-credentials-secret"
              type="password"
              value={second}
              onChange={(_e, value) => setSecond(value)}
              autoComplete="new-password"
              data-test="tier-credentials-secret"
            />
          </FormGroup>
        </>
      )}
    </FormModal>
  );
}
