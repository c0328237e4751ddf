import { Content, FormGroup, TextInput } from '@patternfly/react-core';
import { useStorageClassChoices } from '../../create/create-tenant.queries';
import { StorageClassField } from '../../create/StorageClassField';
import { useState } from 'react';
import { FieldMessage } from '@frontend/shared/components/FieldError';
import { FormModal } from '@frontend/shared/components/FormModal';
import { formatBytes } from '@frontend/shared/format/bucket-format';
import { useNotify } from '@frontend/shared/messages/useNotify';
import type { Tenant, TenantRef } from '../tenant.queries';
import { integerOf, poolNameError, poolOf, type PoolForm } from './pool-form';
import { useAddPool, useParityChoices } from './pools.queries';
import { poolsStrings } from './pools.strings';

const strings = poolsStrings.add;

/**
 * Add Pool (spec 03 §2, §7): servers, drives per server, drive capacity in GiB and storage class, with the raw
 * capacity and the erasure-code parities the shape allows (a shape with none cannot be added). The first pool's shape
 * and class are the defaults.
 */
export function AddPoolModal(props: { tenant: TenantRef; detail: Tenant; onClose: () => void }) {
  const first = props.detail.pools?.[0];
  const defaultName = `pool-${props.detail.pools?.length ?? 0}`;
  const poolNames = (props.detail.pools ?? []).map((pool, index) => pool.name ?? `pool-${index}`);
  const [form, setForm] = useState<PoolForm>({
    name: '',
    servers: String(first?.servers ?? 4),
    drives: String(first?.volumes_per_server ?? 1),
    sizeGi: String(Math.max(1, Math.round((first?.volume_configuration.size ?? 1024 ** 3) / 1024 ** 3))),
    storageClass: first?.volume_configuration.storage_class_name ?? '',
  });
  const add = useAddPool(props.tenant);
  const notify = useNotify();
  // The wizard's helper: the namespace's quota, else the cluster's StorageClass objects, else a typed name.
  const classes = useStorageClassChoices(props.tenant.namespace);
  const choices = classes.isPending
    ? []
    : classes.data && classes.data.storageClassesUnreadable === undefined
      ? classes.data.storageClasses.map((entry) => entry.name)
      : undefined;
  const unreadable = classes.error?.message ?? classes.data?.storageClassesUnreadable;
  // The first pool's class while it is offered, else the first offered.
  const storageClass =
    choices === undefined || choices.includes(form.storageClass) ? form.storageClass : (choices[0] ?? '');
  const pool = poolOf({ ...form, storageClass }, poolNames);
  const nameError = poolNameError(form.name, poolNames);
  const parity = useParityChoices(pool?.servers, pool?.volumes_per_server);
  const set = (field: keyof PoolForm) => (_event: unknown, value: string) =>
    setForm((current) => ({ ...current, [field]: value }));
  const save = () => {
    if (!pool) return;
    add.mutate(pool, {
      onSuccess: () => {
        notify.showMessage(strings.added(pool.name ?? defaultName));
        props.onClose();
      },
      onError: (error) => notify.showModalError(error),
    });
  };
  const numberField = (field: 'servers' | 'drives' | 'sizeGi', label: string, hint?: string) => {
    const invalid = integerOf(form[field], 1) === undefined;
    return (
      <FormGroup label={label} fieldId={`pool-${field}`} isRequired>
        <TextInput
          id={`pool-${field}`}
          // Text, not type="number": that drops a comma (a German 1,5 became 15); a whole number is checked here.
          inputMode="numeric"
          value={form[field]}
          onChange={set(field)}
          validated={invalid ? 'error' : 'default'}
          data-test={`pool-${field}`}
        />
        <FieldMessage error={invalid ? strings.wholeNumber : undefined} hint={hint} />
      </FormGroup>
    );
  };
  const raw = pool ? pool.servers * pool.volumes_per_server * pool.volume_configuration.size : 0;
  return (
    <FormModal
      title={strings.title}
      onClose={props.onClose}
      onSubmit={save}
      submitLabel={strings.save}
      canSubmit={pool !== undefined && !classes.isPending && (parity.data?.length ?? 0) > 0}
      isBusy={add.isPending}
      data-test="add-pool-modal"
    >
      <FormGroup label={strings.name} fieldId="pool-name">
        <TextInput
          id="pool-name"
          value={form.name}
          onChange={set('name')}
          placeholder={defaultName}
          validated={nameError ? 'error' : 'default'}
          data-test="pool-name"
        />
        <FieldMessage error={nameError} hint={strings.nameHint(defaultName)} testId="pool-name-message" />
      </FormGroup>
      {numberField('servers', strings.servers)}
      {numberField('drives', strings.drives)}
      {numberField('sizeGi', strings.size, strings.sizeHint)}
      <StorageClassField
        id="pool-storage-class"
        label={strings.storageClass}
        value={storageClass}
        choices={choices}
        unreadable={unreadable}
        onChange={(value) => setForm((current) => ({ ...current, storageClass: value }))}
      />
      <Content component="p" data-test="pool-total">
        {strings.total(formatBytes(raw))}
      </Content>
      <Content component="p" data-test="pool-parity">
        {parity.data && parity.data.length > 0
          ? strings.parity(parity.data.join(', '))
          : parity.isError
            ? parity.error.message || strings.parityUnknown
            : ''}
      </Content>
    </FormModal>
  );
}
