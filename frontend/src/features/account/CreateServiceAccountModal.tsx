import { useState } from 'react';
import { FormModal } from '../../shared/components/FormModal';
import { useNotify } from '../../shared/messages/useNotify';
import { FieldHint } from '../../shared/components/FieldProblem';
import { Switch } from '@patternfly/react-core';
import { EffectivePolicyView } from './EffectivePolicyView';
import {
  canCreateServiceAccount,
  emptyServiceAccountForm,
  serviceAccountDetails,
  serviceAccountProblems,
  type ServiceAccountForm,
} from './service-account-form.rules';
import {
  ServiceAccountDetailFields,
  ServiceAccountPolicyFields,
  ServiceAccountTextField,
} from './ServiceAccountFields';
import { serviceAccountsStrings as strings } from './service-accounts.strings';
import {
  useCreateServiceAccount,
  useUserEffectivePolicy,
  type ServiceAccountCredentials,
  type ServiceAccountOwner,
} from './service-accounts.queries';

/**
 * Create service account: optionally 'Restrict with policy' (a JSON document checked as typed) and 'Customize
 * Credentials' (chosen keys), with a name, description and expiry as MinIO's later consoles offered. For another
 * user, that user's effective policy is shown, and a restricting policy starts from it.
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
  const user = owner.kind === 'user' ? owner.user : undefined;
  const effective = useUserEffectivePolicy(user);
  const notify = useNotify();
  const now = new Date();
  const problems = serviceAccountProblems(form, now);
  const set = (change: Partial<ServiceAccountForm>) => setForm((current) => ({ ...current, ...change }));
  // Narrowing starts from everything the owner may do, as MinIO Console v1.7.6 offered.
  const restrict = (on: boolean) =>
    set(
      on && form.policy === '' && effective.data ? { restrict: on, policy: effective.data.policy } : { restrict: on },
    );

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
      {user !== undefined && <EffectivePolicyView user={user} effective={effective.data} failed={effective.isError} />}
      <ServiceAccountPolicyFields
        form={form}
        set={set}
        onRestrict={restrict}
        hint={<FieldHint text={strings.restrictHint} />}
      />
      <Switch
        id="sa-customize"
        label={strings.customize}
        isChecked={form.customize}
        onChange={(_event, customize) => set({ customize })}
        data-test="sa-customize"
      />
      {form.customize && (
        <>
          <ServiceAccountTextField
            id="sa-access-key"
            label={strings.accessKey}
            value={form.accessKey}
            onChange={(accessKey) => set({ accessKey })}
            problem={problems.accessKey}
            required
          />
          <ServiceAccountTextField
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
      <ServiceAccountDetailFields form={form} set={set} problems={problems} />
    </FormModal>
  );
}
