import { FormGroup, Switch, TextArea, TextInput } from '@patternfly/react-core';
import type { ReactNode } from 'react';
import { PolicyDocumentEditor } from '../../shared/components/PolicyDocumentEditor';
import { FieldHint, FieldProblem } from '../../shared/components/FieldProblem';
import type { ServiceAccountForm } from './service-account-form.rules';
import { serviceAccountsStrings as strings } from './service-accounts.strings';

/** The form's problems these fields show. */
type Problems = Partial<Record<'name' | 'description' | 'expiry', string | undefined>>;

interface FieldsProps {
  readonly form: ServiceAccountForm;
  readonly set: (change: Partial<ServiceAccountForm>) => void;
}

/** 'Restrict with policy' and its editor (Create and Edit); `hint` replaces the editor while it is off. */
export function ServiceAccountPolicyFields({
  form,
  set,
  onRestrict,
  hint,
}: FieldsProps & { onRestrict?: (restrict: boolean) => void; hint: ReactNode }) {
  return (
    <>
      <Switch
        id="sa-restrict"
        label={strings.restrict}
        isChecked={form.restrict}
        onChange={(_event, restrict) => (onRestrict ? onRestrict(restrict) : set({ restrict }))}
        data-test="sa-restrict"
      />
      {form.restrict ? (
        <PolicyDocumentEditor
          id="sa-policy"
          label={strings.policy}
          value={form.policy}
          onChange={(policy) => set({ policy })}
          rows={10}
        />
      ) : (
        hint
      )}
    </>
  );
}

/** Name, description and expiry of a service account (Create and Edit). */
export function ServiceAccountDetailFields({ form, set, problems }: FieldsProps & { problems: Problems }) {
  return (
    <>
      <ServiceAccountTextField
        id="sa-name"
        label={strings.name}
        value={form.name}
        onChange={(name) => set({ name })}
        problem={problems.name}
      />
      <FormGroup label={strings.description} fieldId="sa-description">
        <TextArea
          id="sa-description"
          value={form.description}
          onChange={(_event, description) => set({ description })}
          rows={2}
          validated={problems.description ? 'error' : 'default'}
          data-test="sa-description"
        />
        <FieldProblem problem={problems.description} />
      </FormGroup>
      <FormGroup label={strings.expiry} fieldId="sa-expiry">
        <TextInput
          id="sa-expiry"
          type="datetime-local"
          value={form.expiry}
          onChange={(_event, expiry) => set({ expiry })}
          validated={problems.expiry ? 'error' : 'default'}
          data-test="sa-expiry"
        />
        {problems.expiry ? <FieldProblem problem={problems.expiry} /> : <FieldHint text={strings.expiryHint} />}
      </FormGroup>
    </>
  );
}

/** A labelled text field with its rule message. */
export function ServiceAccountTextField(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  problem: string | undefined;
  required?: boolean;
  password?: boolean;
}) {
  return (
    <FormGroup label={props.label} fieldId={props.id} isRequired={props.required}>
      <TextInput
        id={props.id}
        type={props.password ? 'password' : 'text'}
        value={props.value}
        onChange={(_event, value) => props.onChange(value)}
        validated={props.problem ? 'error' : 'default'}
        autoComplete={props.password ? 'new-password' : 'off'}
        isRequired={props.required}
        data-test={props.id}
      />
      <FieldProblem problem={props.problem} />
    </FormGroup>
  );
}
