import { FormGroup, FormSelect, FormSelectOption, TextInput } from '@patternfly/react-core';
import { FieldHint, FieldProblem } from '@frontend/shared/components/FieldProblem';
import { wizardStrings as strings } from './create-tenant.strings';

export interface StorageClassFieldProps {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** The storage classes to choose from; `undefined` when they cannot be read (the name is typed instead). */
  readonly choices: readonly string[] | undefined;
  /** Why the choices cannot be read (the API server's refusal), shown under the typed field. */
  readonly unreadable?: string;
  readonly problem?: string;
  readonly required?: boolean;
  /** An empty first choice (side storage that falls back to the tenant's class). */
  readonly allowEmpty?: boolean;
  readonly isDisabled?: boolean;
}

/**
 * A storage class: a select of the cluster's classes (as the namespace's quota or the StorageClass objects give
 * them), or — for a user whose RBAC reads neither — a text field saying why. `data-test` is its id.
 */
export function StorageClassField(props: StorageClassFieldProps) {
  const { id, label, value, onChange, choices, problem } = props;
  const below = problem ? (
    <FieldProblem problem={problem} />
  ) : choices === undefined ? (
    <FieldHint
      text={props.unreadable ? strings.storageClassTypedBecause(props.unreadable) : strings.storageClassTyped}
    />
  ) : null;
  return (
    <FormGroup label={label} fieldId={id} isRequired={props.required}>
      {choices === undefined ? (
        <TextInput
          id={id}
          data-test={id}
          value={value}
          placeholder={strings.storageClassPlaceholder}
          validated={problem ? 'error' : 'default'}
          onChange={(_event, next) => onChange(next)}
        />
      ) : (
        <FormSelect
          id={id}
          data-test={id}
          value={value}
          isDisabled={props.isDisabled ?? choices.length === 0}
          validated={problem ? 'error' : 'default'}
          onChange={(_event, next) => onChange(next)}
        >
          {props.allowEmpty && <FormSelectOption value="" label="" isPlaceholder />}
          {choices.map((name) => (
            <FormSelectOption key={name} value={name} label={name} />
          ))}
        </FormSelect>
      )}
      {below}
    </FormGroup>
  );
}
