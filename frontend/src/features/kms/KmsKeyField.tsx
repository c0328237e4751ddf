import { Button, FormHelperText, HelperText, HelperTextItem, TextInput } from '@patternfly/react-core';
import { PlusIcon } from '@patternfly/react-icons';
import { useCan } from '@frontend/shared/hooks/useCan';
import { useNotify } from '@frontend/shared/messages/useNotify';
import { KMS_KEY_NAME, useCreateKmsKey, useKmsKeys } from './kms.queries';
import { kmsStrings as strings } from './kms.strings';

/**
 * The KMS key of a form (the bucket encryption dialog): a name, the keys the KMS has as a hint, and Create for a name
 * it does not have yet. The KMS's refusal (say a built-in static key that cannot create keys) shows in the dialog.
 */
export function KmsKeyField(props: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  'data-test': string;
}) {
  const can = useCan();
  const keys = useKmsKeys(can('kms:ListKeys'));
  const create = useCreateKmsKey();
  const notify = useNotify();
  const name = props.value.trim();
  const known = (keys.data ?? []).map((key) => key.name);
  const offerCreate = keys.isSuccess && name !== '' && KMS_KEY_NAME.test(name) && !known.includes(name);
  return (
    <>
      <TextInput
        id={props.id}
        value={props.value}
        onChange={(_event, value) => props.onChange(value)}
        data-test={props['data-test']}
      />
      {known.length > 0 && (
        <FormHelperText>
          <HelperText>
            <HelperTextItem data-test="kms-known-keys">{strings.kmsKeyHint(known.join(', '))}</HelperTextItem>
          </HelperText>
        </FormHelperText>
      )}
      {offerCreate && (
        <Button
          variant="link"
          isInline
          icon={<PlusIcon />}
          isLoading={create.isPending}
          onClick={() =>
            create.mutate(name, {
              onSuccess: () => notify.showMessage(strings.keyCreated(name)),
              onError: (error) => notify.showModalError(error),
            })
          }
          data-test="create-kms-key-inline"
        >
          {strings.createThisKey(name)}
        </Button>
      )}
    </>
  );
}
