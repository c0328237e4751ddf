import { Alert } from '@patternfly/react-core';
import type { components } from '@contract/generated/api';
import { api, call } from '@frontend/api/client';
import { BucketChangeModal } from '../BucketChangeModal';
import { summaryModalStrings } from '../bucket-admin.strings';
import type { SummaryModalProps } from './summary-modal.props';

const strings = summaryModalStrings.versioning;

/**
 * Edit Versioning: toggles to the opposite state; suspending warns that versions stay (spec 01 §4). A suspended
 * bucket is offered 'Enable', with a note that its old versions are still there.
 */
export function VersioningModal({
  bucket,
  state,
  onClose,
}: SummaryModalProps & { state: components['schemas']['BucketVersioning']['status'] }) {
  const versioned = state === 'Enabled';
  const change = () =>
    call(
      api().PUT('/api/v1/buckets/{bucket}/versioning', {
        params: { path: { bucket } },
        body: { versioning: !versioned },
      }),
    );
  return (
    <BucketChangeModal
      bucket={bucket}
      title={strings.title}
      onClose={onClose}
      submitLabel={versioned ? strings.confirmSuspend : strings.confirmEnable}
      submitVariant={versioned ? 'danger' : 'primary'}
      change={change}
      savedMessage={summaryModalStrings.saved}
      data-test="versioning-modal"
    >
      <p data-test="versioning-question">{versioned ? strings.suspend(bucket) : strings.enable(bucket)}</p>
      {state === 'Suspended' && (
        <Alert variant="info" isInline title={strings.suspendedNow} data-test="versioning-suspended" />
      )}
      {versioned && <Alert variant="warning" isInline title={strings.warning} data-test="versioning-warning" />}
    </BucketChangeModal>
  );
}
