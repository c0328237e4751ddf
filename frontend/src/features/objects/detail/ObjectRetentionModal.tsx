import { FormGroup, FormHelperText, HelperText, HelperTextItem, Radio, TextInput } from '@patternfly/react-core';
import { useState } from 'react';
import { api, call } from '@frontend/api/client';
import { FormModal } from '@frontend/shared/components/FormModal';
import { objectQuery } from '../objects.queries';
import { objectsStrings as strings } from '../objects.strings';
import {
  canDisable,
  canSaveRetention,
  currentRetention,
  initialRetentionForm,
  isModeLocked,
  retainUntil,
  type ObjectRetentionMode,
  type RetentionForm,
} from './retention.rules';
import { useSaveAndClose, type ObjectDialogProps } from './useSaveAndClose';
import { datePickerRange } from '@frontend/shared/forms/date-picker-years';

const r = strings.retentionModal;
const MODES: readonly ObjectRetentionMode[] = ['governance', 'compliance'];

/**
 * Set Retention Policy (spec 02 §4, §5): the type is locked once set; governance may be disabled (removed),
 * compliance may not; Save needs a type and a future date when enabled.
 */
export function ObjectRetentionModal({ bucket, object, onClose }: ObjectDialogProps) {
  const current = currentRetention(object.retention_mode, object.retention_until_date);
  const [form, setForm] = useState<RetentionForm>(() => initialRetentionForm(current));
  const params = { params: { path: { bucket }, query: objectQuery(object.name, object.version_id) } };
  const save = (value: RetentionForm) => {
    const until = retainUntil(value.date, new Date());
    if (!value.enabled || value.mode === undefined || until === undefined) {
      return call(api().DELETE('/api/v1/buckets/{bucket}/objects/retention', params));
    }
    return call(
      api().PUT('/api/v1/buckets/{bucket}/objects/retention', {
        ...params,
        body: {
          mode: value.mode,
          expires: until.toISOString(),
          ...(current.mode === 'governance' ? { governance_bypass: true } : {}),
        },
      }),
    );
  };
  // A refused save shows the saved retention again, not the one that failed.
  const change = useSaveAndClose(bucket, save, strings.detail.saved, onClose, () =>
    setForm(initialRetentionForm(current)),
  );
  const dateValid = retainUntil(form.date, new Date()) !== undefined;
  return (
    <FormModal
      title={r.title}
      canSubmit={canSaveRetention(form, current, new Date())}
      isBusy={change.isPending}
      onClose={onClose}
      onSubmit={() => change.save(form)}
      data-test="retention-modal"
    >
      <FormGroup label={r.status} role="radiogroup" isInline fieldId="retention-status">
        <Radio
          id="retention-enabled"
          name="retention-status"
          label={r.enabled}
          isChecked={form.enabled}
          onChange={() => setForm({ ...form, enabled: true })}
          data-test="retention-enabled"
        />
        <Radio
          id="retention-disabled"
          name="retention-status"
          label={r.disabled}
          isChecked={!form.enabled}
          isDisabled={!canDisable(current) || current.mode === undefined}
          onChange={() => setForm({ ...form, enabled: false })}
          data-test="retention-disabled"
        />
      </FormGroup>
      {current.mode === 'compliance' && (
        <HelperText>
          <HelperTextItem variant="warning">{r.complianceForever}</HelperTextItem>
        </HelperText>
      )}
      {form.enabled && (
        <>
          <FormGroup label={r.type} role="radiogroup" isInline fieldId="retention-type" isRequired>
            {MODES.map((mode) => (
              <Radio
                key={mode}
                id={`retention-${mode}`}
                name="retention-type"
                label={r[mode]}
                isChecked={form.mode === mode}
                isDisabled={isModeLocked(current) && current.mode !== mode}
                onChange={() => setForm({ ...form, mode })}
                data-test={`retention-${mode}`}
              />
            ))}
            {isModeLocked(current) && (
              <FormHelperText>
                <HelperText>
                  <HelperTextItem>{r.locked}</HelperTextItem>
                </HelperText>
              </FormHelperText>
            )}
          </FormGroup>
          <FormGroup label={r.date} fieldId="retention-date" isRequired>
            <TextInput
              id="retention-date"
              type="date"
              {...datePickerRange(new Date())}
              value={form.date}
              validated={form.date === '' || dateValid ? 'default' : 'error'}
              onChange={(_event, date) => setForm({ ...form, date })}
              data-test="retention-date"
            />
            <FormHelperText>
              <HelperText>
                <HelperTextItem>{r.dateHelp}</HelperTextItem>
              </HelperText>
            </FormHelperText>
          </FormGroup>
        </>
      )}
    </FormModal>
  );
}
