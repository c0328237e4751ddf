import { FormGroup, Switch, TextArea, TextInput } from '@patternfly/react-core';
import { useState } from 'react';
import { FormModal } from '../../shared/components/FormModal';
import { PolicyDocumentEditor } from '../../shared/components/PolicyDocumentEditor';
import { useNotify } from '../../shared/messages/useNotify';
import { FieldHint, FieldProblem } from '../../shared/components/FieldProblem';
import {
  canCreateServiceAccount,
  emptyServiceAccountForm,
  serviceAccountDetails,
  serviceAccountProblems,
  type ServiceAccountForm,
} from './service-account-form.rules';
import { serviceAccountsStrings as strings } from './service-accounts.strings';
import {
  useCreateServiceAccount,
  type ServiceAccountCredentials,
  type ServiceAccountOwner,
} from './service-accounts.queries';

/**
 * Create service account: optionally 'Restrict with policy' (a JSON document checked as typed) and 'Customize
 * Credentials' (chosen keys), with a name, description and expiry as MinIO's later consoles offered.
 */
export function CreateServiceAccountModal({
  owner,
  onClose,
  onCreated,
}: {
  owner: ServiceAccountOwner;
  onClose: () => void;
  onCreated: (credentials: ServiceAccountCredentials) => void;
}) {
  const [form, setForm] = useState<ServiceAccountForm>(emptyServiceAccountForm);
  const create = useCreateServiceAccount(owner);
  const notify = useNotify();
  const now = new Date();
  const problems = serviceAccountProblems(form, now);
  const set = (change: Partial<ServiceAccountForm>) => setForm((current) => ({ ...current, ...change }));

  const submit = () => {
    const details = serviceAccountDetails(form);
    const input = form.customize
      ? ({ custom: true, body: { ...details, accessKey: form.accessKey, secretKey: form.secretKey } } as const)
      : ({ custom: false, body: details } as const);
    create.mutate(input, {
      onSuccess: (credentials) => {
        onClose();
        onCreated(credentials);
      },
      onError: (error) => notify.showModalError(error),
    });
  };
  return (
    <FormModal
      title={strings.createTitle}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={strings.createButton}
      canSubmit={canCreateServiceAccount(form, now)}
      isBusy={create.isPending}
      data-test="create-service-account-modal"
    >
      <Switch
        id="sa-restrict"
        label={strings.restrict}
        isChecked={form.restrict}
        onChange={(_event, restrict) => set({ restrict })}
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
        <FieldHint text={strings.restrictHint} />
      )}
      <Switch
        id="sa-customize"
        label={strings.customize}
        isChecked={form.customize}
        onChange={(_event, customize) => set({ customize })}
        data-test="sa-customize"
      />
      {form.customize && (
        <>
          <TextField
            id="sa-access-key"
            label={strings.accessKey}
            value={form.accessKey}
            onChange={(accessKey) => set({ accessKey })}
            problem={problems.accessKey}
            required
          />
          <TextField
            id="sa-secret-key"
            label={strings.secretKey}
            value={form.secretKey}
            onChange={(secretKey) => set({ secretKey })}
            problem={problems.secretKey}
            required
            password
          />
        </>
      )}
      <TextField
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
    </FormModal>
  );
}

function TextField(props: {
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
