import {
  ActionGroup,
  Alert,
  Button,
  Form,
  FormGroup,
  FormHelperText,
  HelperText,
  HelperTextItem,
  Switch,
  TextInput,
} from '@patternfly/react-core';
import { useState } from 'react';
import { describeError } from '@frontend/api/api-error';
import { NameField } from '@frontend/shared/components/NameField';
import { useStoredFormValues } from '@frontend/shared/hooks/useStoredFormValues';
import { idpStrings as strings } from './identity-providers.strings';
import {
  useSaveIdpConfiguration,
  useTestIdpConnection,
  type IdpConfigValues,
  type IdpType,
} from './identity-providers.queries';
import { fieldProblem, IDP_FIELDS, type IdpField } from './idp-fields';

const NAME_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export interface IdpConfigFormProps {
  readonly type: IdpType;
  /** The stored settings (secrets are never among them); empty for a new configuration. */
  readonly initial: Readonly<Record<string, string>>;
  /** Settings an environment variable of the server sets. */
  readonly fromEnv?: ReadonlySet<string>;
  /** For a new OpenID configuration, the name field; otherwise the name being edited. */
  readonly name?: string;
  readonly isNew: boolean;
  readonly onSaved?: (name: string) => void;
}

/**
 * The settings of one identity-provider configuration with Save and Test Connection. Problems the page can see
 * (a required field, a URL without scheme) show under the field; MinIO's refusal shows above the buttons in its
 * words. A saved change says it needs a restart.
 */
export function IdpConfigForm({ type, initial: stored, fromEnv, name, isNew, onSaved }: IdpConfigFormProps) {
  // Read again with the same settings (window focus, a reconnect), the form keeps what the user typed.
  const { initial, values, setValues } = useStoredFormValues(stored, (read): Record<string, string> => ({ ...read }));
  const [newName, setNewName] = useState(type === 'ldap' ? '_' : '');
  const [touched, setTouched] = useState(false);
  const [savedNote, setSavedNote] = useState(false);
  const save = useSaveIdpConfiguration(type, isNew ? 'add' : 'update');
  const test = useTestIdpConnection(type);
  const fields = IDP_FIELDS[type];
  const problems = Object.fromEntries(
    fields.map((field) => [field.key, fieldProblem(field, values[field.key] ?? '', isNew, values)]),
  );
  const nameBad = isNew && type === 'openid' && !NAME_PATTERN.test(newName);
  const canSave = !nameBad && fields.every((field) => problems[field.key] === undefined);

  const changedValues = (): IdpConfigValues => {
    const sent: Record<string, string> = {};
    for (const field of fields) {
      const value = (values[field.key] ?? '').trim();
      // Secrets go only when typed; unchanged settings need not be sent again.
      if (field.kind === 'secret' && value === '') continue;
      if (!isNew && value === (initial[field.key] ?? '')) continue;
      if (isNew && value === '') continue;
      sent[field.key] = value;
    }
    return sent as IdpConfigValues;
  };
  const submit = () => {
    setTouched(true);
    if (!canSave) return;
    const target = isNew ? newName : (name ?? '_');
    save.mutate(
      { name: target, values: changedValues() },
      {
        onSuccess: () => {
          setSavedNote(true);
          onSaved?.(target);
        },
      },
    );
  };
  const error = save.error ? describeError(save.error) : undefined;
  const testError = test.error ? describeError(test.error) : undefined;

  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      data-test="idp-form"
    >
      {isNew && type === 'openid' && (
        <NameField
          id="idp-name"
          label={strings.name}
          value={newName}
          onChange={setNewName}
          problem={touched && nameBad ? strings.nameInvalid : undefined}
          hint={strings.nameHelp}
        />
      )}
      {fields.map((field) => (
        <FieldInput
          key={field.key}
          field={field}
          value={values[field.key] ?? ''}
          onChange={(value) => setValues((current) => ({ ...current, [field.key]: value }))}
          problem={touched ? problems[field.key] : undefined}
          isNew={isNew}
          fromEnv={fromEnv?.has(field.key) ?? false}
        />
      ))}
      {error && (
        <Alert variant="danger" isInline title={error.message} data-test="idp-save-error">
          {error.detailedMessage}
        </Alert>
      )}
      {test.data && <Alert variant="success" isInline title={test.data.message} data-test="idp-test-result" />}
      {testError && (
        <Alert variant="danger" isInline title={testError.message} data-test="idp-test-error">
          {testError.detailedMessage}
        </Alert>
      )}
      {savedNote && !save.isPending && !error && (
        <Alert variant="info" isInline title={strings.restartNote} data-test="idp-restart-note" />
      )}
      <ActionGroup>
        <Button type="submit" isLoading={save.isPending} isDisabled={save.isPending} data-test="idp-save">
          {strings.save}
        </Button>
        <Button
          variant="secondary"
          onClick={() => test.mutate(filledValues(fields, values))}
          isLoading={test.isPending}
          isDisabled={test.isPending || (values[type === 'openid' ? 'config_url' : 'server_addr'] ?? '') === ''}
          data-test="idp-test"
        >
          {test.isPending ? strings.testing : strings.testConnection}
        </Button>
      </ActionGroup>
    </Form>
  );
}

/** The form's non-empty settings of its type, as the contract takes them. */
function filledValues(fields: readonly IdpField[], values: Readonly<Record<string, string>>): IdpConfigValues {
  return Object.fromEntries(
    fields.flatMap((field) => {
      const value = (values[field.key] ?? '').trim();
      return value === '' ? [] : [[field.key, value]];
    }),
  ) as IdpConfigValues;
}

function FieldInput(props: {
  field: IdpField;
  value: string;
  onChange: (value: string) => void;
  problem: 'required' | 'url' | undefined;
  isNew: boolean;
  fromEnv: boolean;
}) {
  const { field, value, problem } = props;
  const id = `idp-${field.key}`;
  const label = strings.fields[field.key];
  const help = (strings.help as Partial<Record<string, string>>)[field.key];
  if (field.kind === 'switch') {
    return (
      <FormGroup fieldId={id}>
        <Switch
          id={id}
          label={label}
          isChecked={value === 'on'}
          onChange={(_event, checked) => props.onChange(checked ? 'on' : 'off')}
          data-test={id}
        />
      </FormGroup>
    );
  }
  const note =
    problem === 'required'
      ? strings.required
      : problem === 'url'
        ? strings.invalidUrl
        : props.fromEnv
          ? strings.envNote
          : field.kind === 'secret' && !props.isNew
            ? strings.secretKept
            : help;
  return (
    <FormGroup label={label} fieldId={id} isRequired={props.isNew && field.required}>
      <TextInput
        id={id}
        type={field.kind === 'secret' ? 'password' : 'text'}
        value={value}
        onChange={(_event, next) => props.onChange(next)}
        validated={problem ? 'error' : 'default'}
        autoComplete="off"
        data-test={id}
      />
      {note && (
        <FormHelperText>
          <HelperText>
            <HelperTextItem variant={problem ? 'error' : 'default'}>{note}</HelperTextItem>
          </HelperText>
        </FormHelperText>
      )}
    </FormGroup>
  );
}
