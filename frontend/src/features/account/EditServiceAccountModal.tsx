import { Bullseye, Spinner, Switch } from '@patternfly/react-core';
import { useEffect, useState } from 'react';
import { FormModal } from '../../shared/components/FormModal';
import { FieldHint } from '../../shared/components/FieldProblem';
import { useNotify } from '../../shared/messages/useNotify';
import {
  canSaveServiceAccount,
  editFormOf,
  serviceAccountEditProblems,
  serviceAccountUpdateBody,
  type ServiceAccountEditForm,
} from './service-account-edit.rules';
import { ServiceAccountDetailFields, ServiceAccountPolicyFields } from './ServiceAccountFields';
import { serviceAccountsStrings as strings } from './service-accounts.strings';
import { useServiceAccount, useUpdateServiceAccount, type ServiceAccountInfo } from './service-accounts.queries';

/** Edit a service account's name, description, expiry, status and policy (MinIO Console v1.7.6's edit). */
export function EditServiceAccountModal({ accessKey, onClose }: { accessKey: string; onClose: () => void }) {
  const info = useServiceAccount(accessKey);
  const notify = useNotify();
  useEffect(() => {
    if (info.error) notify.showModalError(info.error);
  }, [info.error, notify]);
  // Opened again, the dialog waits for MinIO's answer rather than starting from what an earlier opening read.
  if (!info.data || !info.isFetchedAfterMount) {
    return (
      <FormModal
        title={strings.editTitle(accessKey)}
        onClose={onClose}
        onSubmit={onClose}
        canSubmit={false}
        data-test="edit-service-account-modal"
      >
        {info.isFetching && (
          <Bullseye>
            <Spinner size="lg" aria-label={strings.editTitle(accessKey)} />
          </Bullseye>
        )}
      </FormModal>
    );
  }
  return <EditForm accessKey={accessKey} info={info.data} onClose={onClose} />;
}

function EditForm(props: { accessKey: string; info: ServiceAccountInfo; onClose: () => void }) {
  const { accessKey, onClose } = props;
  // The service account as the dialog opened with it, kept if it is read again meanwhile: what the save compares.
  const [info] = useState(props.info);
  const [form, setForm] = useState<ServiceAccountEditForm>(() => editFormOf(info));
  const update = useUpdateServiceAccount(accessKey);
  const notify = useNotify();
  const now = new Date();
  const problems = serviceAccountEditProblems(form, info, now);
  const set = (change: Partial<ServiceAccountEditForm>) => setForm((current) => ({ ...current, ...change }));
  const submit = () =>
    update.mutate(serviceAccountUpdateBody(form, info), {
      onSuccess: () => {
        notify.showMessage(strings.saved(accessKey));
        onClose();
      },
      onError: (error) => notify.showModalError(error),
    });
  return (
    <FormModal
      title={strings.editTitle(accessKey)}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={strings.save}
      canSubmit={canSaveServiceAccount(form, info, now)}
      isBusy={update.isPending}
      data-test="edit-service-account-modal"
    >
      <Switch
        id="sa-enabled"
        label={strings.editStatus}
        isChecked={form.enabled}
        onChange={(_event, enabled) => set({ enabled })}
        data-test="sa-enabled"
      />
      <FieldHint text={strings.editStatusHint} />
      <ServiceAccountPolicyFields form={form} set={set} hint={<FieldHint text={strings.restrictHint} />} />
      <ServiceAccountDetailFields form={form} set={set} problems={problems} />
    </FormModal>
  );
}
