import { Button, Toolbar, ToolbarContent, ToolbarItem } from '@patternfly/react-core';
import { TrashIcon } from '@patternfly/react-icons';
import { useState } from 'react';
import { api, call } from '@frontend/api/client';
import { ConfirmModal } from '@frontend/shared/components/ConfirmModal';
import { useNotify } from '@frontend/shared/messages/useNotify';
import { useBucketChange } from '../bucket-admin.queries';
import { replicationStrings as strings } from '../bucket-admin.strings';

type Removal = { readonly kind: 'selected'; readonly ids: readonly string[] } | { readonly kind: 'all' };

/**
 * MinIO Console v1.7.6's "Delete Selected" and "Remove All Rules": each asks first, naming how many rules go, and
 * is one change on the server (every named rule goes, or none).
 */
export function ReplicationBulkDelete(props: {
  bucket: string;
  /** The ids of the rules the table has selected. */
  selected: ReadonlySet<string>;
  /** How many rules the bucket has. */
  total: number;
  canChange: boolean;
  /** After the rules went: clear the selection. */
  onRemoved: () => void;
}) {
  const { bucket, selected, total, canChange } = props;
  const [removal, setRemoval] = useState<Removal>();
  const { showMessage, showModalError, clearModalError } = useNotify();
  const change = useBucketChange(bucket, (what: Removal) =>
    what.kind === 'all'
      ? call(api().DELETE('/api/v1/buckets/{bucket}/replication', { params: { path: { bucket } } }))
      : call(
          api().POST('/api/v1/buckets/{bucket}/replication-delete', {
            params: { path: { bucket } },
            body: { rules: [...what.ids] },
          }),
        ),
  );
  const count = removal?.kind === 'selected' ? removal.ids.length : total;
  return (
    <>
      <Toolbar>
        <ToolbarContent>
          <ToolbarItem>
            <Button
              variant="secondary"
              isDanger
              icon={<TrashIcon />}
              isDisabled={!canChange || selected.size === 0}
              onClick={() => setRemoval({ kind: 'selected', ids: [...selected] })}
              data-test="replication-delete-selected"
            >
              {strings.deleteSelected}
            </Button>
          </ToolbarItem>
          <ToolbarItem>
            <Button
              variant="secondary"
              isDanger
              isDisabled={!canChange || total === 0}
              onClick={() => setRemoval({ kind: 'all' })}
              data-test="replication-delete-all"
            >
              {strings.deleteAll}
            </Button>
          </ToolbarItem>
        </ToolbarContent>
      </Toolbar>
      {removal && (
        <ConfirmModal
          title={removal.kind === 'all' ? strings.deleteAllTitle : strings.deleteSelectedTitle}
          isBusy={change.isPending}
          onClose={() => setRemoval(undefined)}
          onConfirm={() => {
            clearModalError();
            change.mutate(removal, {
              onSuccess: () => {
                showMessage(strings.deletedMany(count));
                setRemoval(undefined);
                props.onRemoved();
              },
              onError: showModalError,
            });
          }}
          data-test="replication-bulk-delete-modal"
        >
          {removal.kind === 'all' ? strings.deleteAllConfirm(count, bucket) : strings.deleteSelectedConfirm(count)}
        </ConfirmModal>
      )}
    </>
  );
}
