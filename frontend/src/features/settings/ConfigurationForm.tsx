import {
  ActionGroup,
  Button,
  Form,
  FormGroup,
  FormSelect,
  FormSelectOption,
  Switch,
  TextInput,
} from '@patternfly/react-core';
import { useState } from 'react';
import { FieldMessage } from '@frontend/shared/components/FieldError';
import { useStoredFormValues } from '@frontend/shared/hooks/useStoredFormValues';
import {
  changedKeyValues,
  fieldKind,
  formProblems,
  initialValues,
  isOn,
  keyLabel,
  type FormValues,
} from './config-form.rules';
import { KEY_CHOICES } from './setting-categories';
import type { Configuration, ConfigurationEnvOverride, ConfigurationKeyHelp, KeyValue } from './settings.queries';
import { settingsStrings as strings } from './settings.strings';

export interface ConfigurationFormProps {
  readonly subSys: string;
  /** Keys from the subsystem, values from the target edited (none for a new target). */
  readonly keys: readonly ConfigurationKeyHelp[];
  readonly values?: Configuration['key_values'];
  /** Keys the server's environment sets: shown with the variable's value, not editable. */
  readonly envOverrides?: readonly ConfigurationEnvOverride[];
  readonly isSaving: boolean;
  /** The changed keys, and the stored values the form shows them against (what it opened with). */
  readonly onSave: (changed: KeyValue[], opened: readonly KeyValue[]) => void;
  /** Buttons beside Save (Reset to defaults). */
  readonly extraActions?: React.ReactNode;
}

/**
 * The typed form of one configuration target: a switch for on/off keys, a choice for keys with fixed values, a
 * password field for secrets (masked as stored; left alone, the secret stays), text for the rest, each with MinIO's
 * help and default. A problem shows once the field was changed; Save needs no problem and at least one change.
 */
export function ConfigurationForm({
  subSys,
  keys,
  values,
  envOverrides = [],
  isSaving,
  onSave,
  extraActions,
}: ConfigurationFormProps) {
  // Read again with the same values (window focus, a reconnect), the form keeps what the user typed.
  const {
    opened,
    initial,
    values: form,
    setValues: setForm,
  } = useStoredFormValues(values ?? [], (stored): FormValues => initialValues({ keys: [...keys], key_values: stored }));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const problems = formProblems(subSys, keys, form, new Set(envOverrides.map((override) => override.key)));
  const changed = changedKeyValues(initial, form, keys);
  const canSave = Object.keys(problems).length === 0 && changed.length > 0 && !isSaving;
  const set = (key: string, value: string) => {
    setForm((now) => ({ ...now, [key]: value }));
    setTouched(new Set(touched).add(key));
  };

  const field = (key: ConfigurationKeyHelp) => {
    const id = `setting-${key.key}`;
    const override = envOverrides.find((one) => one.key === key.key);
    const value = override ? override.value : (form[key.key] ?? '');
    const problem = touched.has(key.key) ? problems[key.key] : undefined;
    const kind = fieldKind(subSys, key);
    const hint = [
      override ? strings.envOverride(override.env) : '',
      // MinIO's text names the default in its own words; it is said once, below.
      key.default === undefined ? key.description : key.description.replace(/,?\s*\(?default(?::| is) '[^']*'\)?/, ''),
      key.secret && initial[key.key] ? strings.secretKept : '',
      key.default !== undefined && key.default !== '' ? strings.defaultValue(key.default) : '',
    ]
      .filter(Boolean)
      .join(' ');
    let control: React.ReactNode;
    if (kind === 'onOff') {
      control = (
        <Switch
          id={id}
          label={isOn(value || key.default || 'off') ? strings.on : strings.off}
          isChecked={isOn(value || key.default || 'off')}
          isDisabled={override !== undefined}
          onChange={(_e, checked) => set(key.key, checked ? 'on' : 'off')}
          data-test={id}
        />
      );
    } else if (kind === 'choice') {
      control = (
        <FormSelect
          id={id}
          value={value}
          onChange={(_e, next) => set(key.key, next)}
          validated={problem ? 'error' : 'default'}
          isDisabled={override !== undefined}
          data-test={id}
        >
          {(KEY_CHOICES[`${subSys}.${key.key}`] ?? []).map((choice) => (
            <FormSelectOption key={choice} value={choice} label={choice || strings.noDefault} />
          ))}
        </FormSelect>
      );
    } else {
      control = (
        <TextInput
          id={id}
          type={kind === 'secret' ? 'password' : 'text'}
          value={value}
          placeholder={key.default}
          isDisabled={override !== undefined}
          onChange={(_e, next) => set(key.key, next)}
          validated={problem ? 'error' : 'default'}
          autoComplete={kind === 'secret' ? 'new-password' : 'off'}
          data-test={id}
        />
      );
    }
    return (
      <FormGroup
        key={key.key}
        label={keyLabel(key.key)}
        fieldId={id}
        isRequired={!key.optional && key.key !== 'enable'}
      >
        {control}
        <FieldMessage error={problem && strings.problems[problem]} hint={hint} testId={`${id}-message`} />
      </FormGroup>
    );
  };

  return (
    <Form
      isWidthLimited
      onSubmit={(event) => {
        event.preventDefault();
        if (canSave) onSave(changed, opened);
      }}
      data-test="settings-form"
    >
      {keys.map(field)}
      <ActionGroup>
        <Button type="submit" isDisabled={!canSave} isLoading={isSaving} data-test="settings-save">
          {strings.save}
        </Button>
        {extraActions}
      </ActionGroup>
    </Form>
  );
}
