import {
  Checkbox,
  FormGroup,
  FormHelperText,
  FormSelect,
  FormSelectOption,
  HelperText,
  HelperTextItem,
  Radio,
  TextInput,
} from '@patternfly/react-core';
import { useState } from 'react';
import { api, call } from '@frontend/api/client';
import { BucketChangeModal } from '../BucketChangeModal';
import { FieldMessage } from '@frontend/shared/components/FieldError';
import { useTierNames } from '../bucket-admin.queries';
import { lifecycleStrings as strings, replicationStrings } from '../bucket-admin.strings';
import {
  daysProblem,
  EMPTY_LIFECYCLE_FORM,
  expiresAtNextScan,
  lifecycleFormProblem,
  toLifecycleRequest,
  type LifecycleForm,
} from './lifecycle-form';
import { datePickerRange } from '@frontend/shared/forms/date-picker-years';

/** Add Lifecycle Rule: expiry or transition, after days or on a date, with prefix, tags and non-current versions. */
export function AddLifecycleRuleModal({ bucket, onClose }: { bucket: string; onClose: () => void }) {
  const [form, setForm] = useState<LifecycleForm>(EMPTY_LIFECYCLE_FORM);
  const tiers = useTierNames(form.type === 'transition');
  const add = () =>
    call(
      api().POST('/api/v1/buckets/{bucket}/lifecycle', {
        params: { path: { bucket } },
        body: toLifecycleRequest(form),
      }),
    );
  const set = (patch: Partial<LifecycleForm>) => setForm({ ...form, ...patch });
  const now = new Date();
  const problem = lifecycleFormProblem(form, now);
  const touched = form.days !== '' || form.date !== '' || form.noncurrentDays !== '' || form.deleteMarker;
  const radio = (name: string, value: string, label: string, checked: boolean, onPick: () => void) => (
    <Radio
      id={`${name}-${value}`}
      name={name}
      label={label}
      isChecked={checked}
      onChange={onPick}
      data-test={`${name}-${value}`}
    />
  );
  return (
    <BucketChangeModal
      bucket={bucket}
      title={strings.addTitle}
      onClose={onClose}
      canSubmit={problem === undefined}
      change={add}
      savedMessage={strings.added}
      data-test="add-lifecycle-modal"
    >
      <FormGroup role="radiogroup" label={strings.type} fieldId="lifecycle-type" isInline>
        {radio('lifecycle-type', 'expiry', strings.expiry, form.type === 'expiry', () => set({ type: 'expiry' }))}
        {radio('lifecycle-type', 'transition', strings.transition, form.type === 'transition', () =>
          set({ type: 'transition', deleteMarker: false }),
        )}
      </FormGroup>
      <FormGroup role="radiogroup" label={strings.after} fieldId="lifecycle-when" isInline>
        {radio('lifecycle-when', 'days', strings.days_, form.whenKind === 'days', () => set({ whenKind: 'days' }))}
        {radio('lifecycle-when', 'date', strings.date, form.whenKind === 'date', () => set({ whenKind: 'date' }))}
      </FormGroup>
      {form.whenKind === 'days' ? (
        <FormGroup label={strings.daysField} fieldId="lifecycle-days">
          <TextInput
            id="lifecycle-days"
            // Text, not type="number", which reads a German 1.000 as 1 and 1,5 as 15: daysProblem checks it (the
            // message is the form's, under it).
            inputMode="numeric"
            value={form.days}
            validated={daysProblem(form.days) ? 'error' : 'default'}
            onChange={(_e, days) => set({ days })}
            data-test="lifecycle-days"
          />
        </FormGroup>
      ) : (
        <FormGroup label={strings.dateField} fieldId="lifecycle-date">
          <TextInput
            id="lifecycle-date"
            type="date"
            {...datePickerRange(now)}
            value={form.date}
            onChange={(_e, date) => set({ date })}
            data-test="lifecycle-date"
          />
          <FormHelperText>
            <HelperText aria-live="polite">
              {expiresAtNextScan(form, now) ? (
                <HelperTextItem variant="warning" data-test="lifecycle-date-warning">
                  {strings.expiresAtNextScan}
                </HelperTextItem>
              ) : (
                <HelperTextItem data-test="lifecycle-date-hint">{strings.dateHint}</HelperTextItem>
              )}
            </HelperText>
          </FormHelperText>
        </FormGroup>
      )}
      {form.type === 'transition' && (
        <FormGroup label={strings.storageClass} fieldId="lifecycle-tier" isRequired>
          <FormSelect
            id="lifecycle-tier"
            value={form.storageClass}
            onChange={(_e, storageClass) => set({ storageClass })}
            data-test="lifecycle-tier"
          >
            <FormSelectOption value="" label={strings.chooseTier} isPlaceholder />
            {(tiers.data ?? []).map((tier) => (
              <FormSelectOption key={tier} value={tier} label={tier} />
            ))}
          </FormSelect>
          {tiers.isSuccess && tiers.data.length === 0 && <FieldMessage hint={strings.noTiers} />}
        </FormGroup>
      )}
      <FormGroup label={strings.prefix} fieldId="lifecycle-prefix">
        <TextInput id="lifecycle-prefix" value={form.prefix} onChange={(_e, prefix) => set({ prefix })} />
      </FormGroup>
      <FormGroup label={strings.tags} fieldId="lifecycle-tags">
        <TextInput id="lifecycle-tags" value={form.tags} onChange={(_e, tags) => set({ tags })} />
        <FieldMessage hint={replicationStrings.tagsHelp} />
      </FormGroup>
      <FormGroup
        label={form.type === 'expiry' ? strings.noncurrentDays : strings.noncurrentTransitionDays}
        fieldId="lifecycle-noncurrent"
      >
        <TextInput
          id="lifecycle-noncurrent"
          inputMode="numeric"
          value={form.noncurrentDays}
          validated={daysProblem(form.noncurrentDays) ? 'error' : 'default'}
          onChange={(_e, noncurrentDays) => set({ noncurrentDays })}
        />
      </FormGroup>
      {form.type === 'expiry' && (
        <Checkbox
          id="lifecycle-delete-marker"
          label={strings.deleteMarker}
          isChecked={form.deleteMarker}
          onChange={(_e, deleteMarker) => set({ deleteMarker })}
        />
      )}
      {touched && problem && <FieldMessage error={problem} testId="lifecycle-problem" />}
    </BucketChangeModal>
  );
}
