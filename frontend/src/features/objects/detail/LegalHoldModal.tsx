import { Switch } from '@patternfly/react-core';
import { useState } from 'react';
import { api, call } from '../../../api/client';
import { FormModal } from '../../../shared/components/FormModal';
import { useNotify } from '../../../shared/messages/useNotify';
import type { BucketObject } from '../listing/object-sort';
import { objectQuery, useObjectsChange } from '../objects.queries';
import { objectsStrings as strings } from '../objects.strings';

/** Set Legal Hold: on or off, saved by Save (spec 02 §4). */
export function LegalHoldModal({
  bucket,
  object,
  onClose,
}: {
  bucket: string;
  object: BucketObject;
  onClose: () => void;
}) {
  const [on, setOn] = useState(object.legal_hold_status === 'ON');
  const notify = useNotify();
  const change = useObjectsChange(bucket, (status: 'enabled' | 'disabled') =>
    call(
      api().PUT('/api/v1/buckets/{bucket}/objects/legalhold', {
        params: { path: { bucket }, query: objectQuery(object.name, object.version_id) },
        body: { status },
      }),
    ),
  );
  return (
    <FormModal
      title={strings.legalHoldModal.title}
      isBusy={change.isPending}
      onClose={onClose}
      onSubmit={() => {
        notify.clearModalError();
        change.mutate(on ? 'enabled' : 'disabled', {
          onSuccess: () => {
            notify.showMessage(strings.detail.saved);
            onClose();
          },
          onError: notify.showModalError,
        });
      }}
      data-test="legal-hold-modal"
    >
      <Switch
        id="legal-hold"
        label={strings.legalHoldModal.label}
        isChecked={on}
        onChange={(_event, next) => setOn(next)}
        data-test="legal-hold-switch"
      />
      <p className="pf-v6-u-font-size-sm">{strings.legalHoldModal.help}</p>
    </FormModal>
  );
}
