import { FormGroup, FormSelect, FormSelectOption, TextInput } from '@patternfly/react-core';
import { FieldMessage } from '@frontend/shared/components/FieldError';
import { fieldLabel, type TargetField } from './notification-targets.catalog';
import { notificationsStrings as strings } from './notifications.strings';

const hintOf = (key: string): string | undefined => (strings.hints as Readonly<Record<string, string>>)[key];

/** The target's identifier: the name after the colon, fixed once the target exists. */
export function TargetNameInput(props: {
  value: string;
  readOnly: boolean;
  problem?: string;
  onChange: (value: string) => void;
}) {
  return (
    <FormGroup label={strings.identifier} fieldId="target-name" isRequired>
      <TextInput
        id="target-name"
        value={props.value}
        readOnlyVariant={props.readOnly ? 'default' : undefined}
        onChange={(_e, value) => props.onChange(value.trim())}
        validated={props.problem ? 'error' : 'default'}
        data-test="target-name"
      />
      <FieldMessage error={props.problem} hint={strings.identifierHint} testId="target-name-problem" />
    </FormGroup>
  );
}

/** One field of a target form, entered as its kind asks: text, secret, number, on/off or a choice. */
export function TargetFieldInput(props: {
  field: TargetField;
  value: string;
  problem?: string;
  editing: boolean;
  onChange: (value: string) => void;
}) {
  const { field, value, problem } = props;
  const id = `target-${field.key}`;
  const secretHint = field.required ? strings.secretKept : strings.secretKeptOrCleared;
  const hint = field.kind === 'secret' && props.editing ? secretHint : hintOf(field.key);
  const choices =
    field.kind === 'onoff'
      ? [
          ['', strings.onOff.unset],
          ['on', strings.onOff.on],
          ['off', strings.onOff.off],
        ]
      : field.kind === 'select'
        ? [...(field.required ? [] : [['', strings.selectDefault]]), ...(field.options ?? []).map((o) => [o, o])]
        : undefined;
  return (
    <FormGroup label={fieldLabel(field)} fieldId={id} isRequired={field.required}>
      {choices ? (
        <FormSelect
          id={id}
          value={value}
          onChange={(_e, next) => props.onChange(next)}
          aria-label={fieldLabel(field)}
          data-test={id}
        >
          {choices.map(([option = '', text = '']) => (
            <FormSelectOption key={option} value={option} label={text} />
          ))}
        </FormSelect>
      ) : (
        <TextInput
          id={id}
          type={field.kind === 'secret' ? 'password' : 'text'}
          inputMode={field.kind === 'number' ? 'numeric' : undefined}
          value={value}
          onChange={(_e, next) => props.onChange(next)}
          validated={problem ? 'error' : 'default'}
          autoComplete={field.kind === 'secret' ? 'new-password' : 'off'}
          data-test={id}
        />
      )}
      <FieldMessage error={problem} hint={hint} testId={`${id}-problem`} />
    </FormGroup>
  );
}
