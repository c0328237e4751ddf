import { Switch } from '@patternfly/react-core';
import { useState } from 'react';
import { api, call } from '@frontend/api/client';
import { FormModal } from '@frontend/shared/components/FormModal';
import { objectQuery } from '../objects.queries';
import { objectsStrings as strings } from '../objects.strings';
import { useSaveAndClose, type ObjectDialogProps } from './useSaveAndClose';

/** Set Legal Hold: on or off, saved by Save (spec 02 §4); a refused save shows the saved state again. */
export function LegalHoldModal({ bucket, object, onClose }: ObjectDialogProps) {
  const saved = object.legal_hold_status === 'ON';
  const [on, setOn] = useState(saved);
  const change = useSaveAndClose(
    bucket,
    (status: 'enabled' | 'disabled') =>
      call(
        api().PUT('/api/v1/buckets/{bucket}/objects/legalhold', {
          params: { path: { bucket }, query: objectQuery(object.name, object.version_id) },
          body: { status },
        }),
      ),
    strings.detail.saved,
    onClose,
    () => setOn(saved),
  );
  return (
    <FormModal
      title={strings.legalHoldModal.title}
      isBusy={change.isPending}
      onClose={onClose}
      onSubmit={() => change.save(on ? 'enabled' : 'disabled')}
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
