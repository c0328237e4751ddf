import { Checkbox } from '@patternfly/react-core';
import { useState } from 'react';
import { api, call } from '@frontend/api/client';
import { ConfirmModal } from '@frontend/shared/components/ConfirmModal';
import { useNotify } from '@frontend/shared/messages/useNotify';
import { encodeKey } from '../common/object-path';
import { useObjectsChange } from '../objects.queries';
import { versionDeleteStrings as strings } from './version-delete.strings';

/** Which versions go: all but the current one, or every one (the object is gone then). */
export type VersionsToDelete = 'non-current' | 'all';

/**
 * Confirms deleting many versions of one object, naming how many, with the governance bypass offered where the
 * bucket has object locking and the session may bypass.
 */
export function DeleteVersionsModal(props: {
  bucket: string;
  objectKey: string;
  which: VersionsToDelete;
  count: number;
  offerBypass: boolean;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { bucket, objectKey, which, count } = props;
  const [bypass, setBypass] = useState(false);
  const notify = useNotify();
  const remove = useObjectsChange(bucket, () =>
    call(
      api().DELETE('/api/v1/buckets/{bucket}/objects', {
        params: {
          path: { bucket },
          query: {
            path: encodeKey(objectKey),
            ...(which === 'all' ? { all_versions: true } : { non_current_versions: true }),
            ...(bypass ? { bypass: true } : {}),
          },
        },
      }),
    ),
  );
  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        notify.showMessage(strings.deleted(count));
        props.onClose();
        props.onDeleted();
      },
      onError: notify.showModalError,
    });
  return (
    <ConfirmModal
      title={which === 'all' ? strings.allTitle : strings.nonCurrentTitle}
      onConfirm={confirm}
      onClose={props.onClose}
      isBusy={remove.isPending}
      data-test="delete-versions-modal"
    >
      <p>{which === 'all' ? strings.allQuestion(count, objectKey) : strings.nonCurrentQuestion(count, objectKey)}</p>
      <p className="pf-v6-u-mt-sm pf-v6-u-font-size-sm">{strings.note}</p>
      {props.offerBypass && (
        <Checkbox
          id="delete-versions-bypass"
          className="pf-v6-u-mt-md"
          label={strings.bypass}
          description={strings.bypassHint}
          isChecked={bypass}
          onChange={(_event, checked) => setBypass(checked)}
          data-test="delete-versions-bypass"
        />
      )}
    </ConfirmModal>
  );
}
