import { Switch } from '@patternfly/react-core';
import { useState } from 'react';
import type { components } from '@contract/generated/api';
import { DEFAULT_QUOTA, quotaFromBytes, quotaProblem, quotaToBytes } from '@contract/shared/buckets/quota-units';
import { api, call } from '@frontend/api/client';
import { formatDecimal } from '@frontend/shared/forms/decimal-text';
import { currentLocale } from '@frontend/shared/i18n/i18n-instance';
import { BucketChangeModal } from '../BucketChangeModal';
import { numberAtLeastOne, quotaSizeProblem } from '../../buckets/create-bucket.form';
import { QuotaFields, type QuotaForm } from '../../buckets/QuotaFields';
import { summaryModalStrings } from '../bucket-admin.strings';
import type { SummaryModalProps } from './summary-modal.props';

const strings = summaryModalStrings.quota;
type Quota = components['schemas']['BucketQuota'];

function initialForm(current: Quota | undefined): QuotaForm {
  if (!current || current.quota === 0) {
    return {
      quotaType: DEFAULT_QUOTA.quotaType,
      quotaSize: String(DEFAULT_QUOTA.amount),
      quotaUnit: DEFAULT_QUOTA.unit,
    };
  }
  const { amount, unit } = quotaFromBytes(current.quota);
  return { quotaType: current.type, quotaSize: formatDecimal(amount, currentLocale()), quotaUnit: unit };
}

/** Enable Bucket Quota: on with type and size (binary units), or off to remove it. */
export function QuotaModal({ bucket, current, onClose }: SummaryModalProps & { current?: Quota }) {
  const [enabled, setEnabled] = useState(current ? current.enabled !== false && current.quota > 0 : false);
  const [form, setForm] = useState<QuotaForm>(() => initialForm(current));
  const amount = numberAtLeastOne(form.quotaSize);
  const bytes = amount === undefined ? undefined : quotaToBytes(amount, form.quotaUnit);
  const problem = !enabled
    ? undefined
    : amount === undefined
      ? quotaSizeProblem(form.quotaSize)
      : quotaProblem({ quota_type: form.quotaType, amount: bytes });
  const change = () =>
    call(
      api().PUT('/api/v1/buckets/{bucket}/quota', {
        params: { path: { bucket } },
        body: enabled ? { enabled, quota_type: form.quotaType, amount: bytes ?? 0 } : { enabled },
      }),
    );
  return (
    <BucketChangeModal
      bucket={bucket}
      title={strings.title}
      onClose={onClose}
      canSubmit={problem === undefined}
      change={change}
      savedMessage={summaryModalStrings.saved}
      data-test="quota-modal"
    >
      <Switch
        id="quota-enabled"
        label={strings.enable}
        isChecked={enabled}
        onChange={(_event, on) => setEnabled(on)}
        data-test="quota-enabled"
      />
      {enabled && <QuotaFields form={form} onChange={(patch) => setForm({ ...form, ...patch })} error={problem} />}
    </BucketChangeModal>
  );
}
