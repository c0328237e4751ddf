import { FormGroup, Grid, GridItem, Switch, TextInput } from '@patternfly/react-core';
import { FieldHint, FieldProblem } from '@frontend/shared/components/FieldProblem';
import { wizardStrings as strings } from './create-tenant.strings';
import type { FieldSpec } from './wizard-fields';
import type { SecurityContextForm } from './wizard-form';

export interface TextRowProps {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly problem?: string;
  readonly required?: boolean;
  /**
   * Numbers are typed in text fields and checked by the rules: `number` a whole number (wholeNumber), `decimal` one
   * with decimals as the user's locale writes them (decimalNumber). A type="number" field drops a comma in Chromium,
   * reading a German 1,5 as 15.
   */
  readonly type?: 'text' | 'password' | 'number' | 'decimal';
  readonly placeholder?: string;
  readonly hint?: string;
}

const INPUT_MODES = { number: 'numeric', decimal: 'decimal', text: undefined, password: undefined } as const;

/** A labelled text field with its rule message under it; `data-test` is its id. */
export function TextRow({
  id,
  label,
  value,
  onChange,
  problem,
  required,
  type = 'text',
  placeholder,
  hint,
}: TextRowProps) {
  return (
    <FormGroup label={label} fieldId={id} isRequired={required}>
      <TextInput
        id={id}
        data-test={id}
        type={type === 'number' || type === 'decimal' ? 'text' : type}
        inputMode={INPUT_MODES[type]}
        value={value}
        placeholder={placeholder}
        validated={problem ? 'error' : 'default'}
        onChange={(_event, next) => onChange(next)}
      />
      {problem ? <FieldProblem problem={problem} /> : hint ? <FieldHint text={hint} /> : null}
    </FormGroup>
  );
}

/** A labelled switch. */
export function SwitchRow(props: {
  readonly id: string;
  readonly label: string;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly hint?: string;
  readonly problem?: string;
}) {
  return (
    <FormGroup fieldId={props.id}>
      <Switch
        id={props.id}
        data-test={props.id}
        label={props.label}
        isChecked={props.checked}
        onChange={(_event, checked) => props.onChange(checked)}
      />
      {props.problem ? <FieldProblem problem={props.problem} /> : props.hint ? <FieldHint text={props.hint} /> : null}
    </FormGroup>
  );
}

/** Run-as user, group and fsGroup, and run-as-non-root, of one pod (problems keyed `${prefix}.runAsUser` …). */
export function SecurityContextFields(props: {
  readonly prefix: string;
  readonly value: SecurityContextForm;
  readonly onChange: (value: SecurityContextForm) => void;
  readonly problems: Readonly<Record<string, string>>;
}) {
  const { prefix, value, onChange, problems } = props;
  const ids = [
    ['runAsUser', strings.configure.runAsUser],
    ['runAsGroup', strings.configure.runAsGroup],
    ['fsGroup', strings.configure.fsGroup],
  ] as const;
  return (
    <Grid hasGutter>
      {ids.map(([key, label]) => (
        <GridItem key={key} md={4}>
          <TextRow
            id={`${prefix}-${key}`}
            label={label}
            required
            type="number"
            value={value[key]}
            problem={problems[`${prefix}.${key}`]}
            onChange={(next) => onChange({ ...value, [key]: next })}
          />
        </GridItem>
      ))}
      <GridItem md={12}>
        <SwitchRow
          id={`${prefix}-runAsNonRoot`}
          label={strings.configure.runAsNonRoot}
          checked={value.runAsNonRoot}
          onChange={(runAsNonRoot) => onChange({ ...value, runAsNonRoot })}
        />
      </GridItem>
    </Grid>
  );
}

/** The fields of a block described as data (OpenID, Active Directory, a key-server provider). */
export function FieldsForm(props: {
  readonly idPrefix: string;
  readonly fields: readonly FieldSpec[];
  readonly values: Readonly<Record<string, string | boolean>>;
  readonly onChange: (key: string, value: string | boolean) => void;
  readonly problems: Readonly<Record<string, string>>;
}) {
  return (
    <>
      {props.fields.map((field) => {
        const id = `${props.idPrefix}-${field.key.replace(/[._]/g, '-')}`;
        const value = props.values[field.key];
        if (field.kind === 'switch') {
          return (
            <SwitchRow
              key={field.key}
              id={id}
              label={field.label}
              hint={value === true ? field.hint : undefined}
              checked={value === true}
              onChange={(checked) => props.onChange(field.key, checked)}
            />
          );
        }
        return (
          <TextRow
            key={field.key}
            id={id}
            label={field.label}
            required={field.required}
            type={field.kind === 'password' ? 'password' : field.kind === 'seconds' ? 'number' : 'text'}
            placeholder={field.placeholder}
            value={typeof value === 'string' ? value : ''}
            problem={props.problems[field.key]}
            onChange={(next) => props.onChange(field.key, next)}
          />
        );
      })}
    </>
  );
}
