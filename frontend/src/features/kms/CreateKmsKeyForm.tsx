import { ActionGroup, Alert, Button, Form } from '@patternfly/react-core';
import { useState } from 'react';
import { describeError } from '@frontend/api/api-error';
import { NameField } from '@frontend/shared/components/NameField';
import { useNotify } from '@frontend/shared/messages/useNotify';
import { KMS_KEY_NAME, useCreateKmsKey } from './kms.queries';
import { kmsStrings as strings } from './kms.strings';

/** The name of a new master key and Create; the KMS's refusal (a name in use, a KMS that cannot create) shows here. */
export function CreateKmsKeyForm({ onCreated }: { onCreated: (name: string) => void }) {
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const create = useCreateKmsKey();
  const notify = useNotify();
  const bad = !KMS_KEY_NAME.test(name.trim());
  const error = create.error ? describeError(create.error) : undefined;
  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (bad) return;
        const key = name.trim();
        create.mutate(key, {
          onSuccess: () => {
            notify.showMessage(strings.keyCreated(key));
            onCreated(key);
          },
        });
      }}
      data-test="create-kms-key-form"
    >
      <NameField
        id="kms-key-name"
        label={strings.keyName}
        value={name}
        onChange={setName}
        problem={touched && bad ? strings.keyNameInvalid : undefined}
        hint={strings.keyNameHelp}
      />
      {error && (
        <Alert variant="danger" isInline title={error.message} data-test="kms-create-error">
          {error.detailedMessage}
        </Alert>
      )}
      <ActionGroup>
        <Button type="submit" isLoading={create.isPending} isDisabled={create.isPending} data-test="kms-create-submit">
          {strings.createKey}
        </Button>
      </ActionGroup>
    </Form>
  );
}
