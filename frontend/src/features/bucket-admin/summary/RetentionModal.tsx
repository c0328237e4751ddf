import { useState } from 'react';
import { api, call } from '@frontend/api/client';
import { BucketChangeModal } from '../BucketChangeModal';
import { positiveWhole } from '../../buckets/create-bucket.form';
import { RetentionFields } from '../../buckets/RetentionFields';
import type { RetentionMode, RetentionUnit } from '../../buckets/buckets.types';
import { createBucketStrings } from '../../buckets/buckets.strings';
import { summaryModalStrings } from '../bucket-admin.strings';
import type { SummaryModalProps } from './summary-modal.props';

interface CurrentRetention {
  readonly mode?: RetentionMode;
  readonly unit?: RetentionUnit;
  readonly validity?: number;
}

/** Set Retention Configuration: mode, validity (at least 1) and unit of a locked bucket's default retention. */
export function RetentionModal({ bucket, current, onClose }: SummaryModalProps & { current?: CurrentRetention }) {
  const [mode, setMode] = useState<RetentionMode>(current?.mode ?? 'compliance');
  const [unit, setUnit] = useState<RetentionUnit>(current?.unit ?? 'days');
  const [validity, setValidity] = useState(String(current?.validity ?? 1));
  const days = positiveWhole(validity);
  const change = () =>
    call(
      api().PUT('/api/v1/buckets/{bucket}/retention', {
        params: { path: { bucket } },
        body: { mode, unit, validity: days ?? 1 },
      }),
    );
  return (
    <BucketChangeModal
      bucket={bucket}
      title={summaryModalStrings.retention.title}
      onClose={onClose}
      canSubmit={days !== undefined}
      change={change}
      savedMessage={summaryModalStrings.saved}
      data-test="retention-modal"
    >
      <RetentionFields
        idPrefix="set-retention"
        mode={mode}
        unit={unit}
        validity={validity}
        error={days === undefined ? createBucketStrings.validityRequired : undefined}
        onChange={(change) => {
          if (change.mode) setMode(change.mode);
          if (change.unit) setUnit(change.unit);
          if (change.validity !== undefined) setValidity(change.validity);
        }}
      />
    </BucketChangeModal>
  );
}
