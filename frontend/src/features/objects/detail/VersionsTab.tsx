import { Button, SearchInput, Spinner, Toolbar, ToolbarContent, ToolbarItem } from '@patternfly/react-core';
import { Table, Tbody, Td, Th, Thead, Tr } from '@patternfly/react-table';
import { useState } from 'react';
import { api, call } from '@frontend/api/client';
import { ConfirmModal } from '@frontend/shared/components/ConfirmModal';
import { useNotify } from '@frontend/shared/messages/useNotify';
import { formatBytes, formatDateTime } from '@frontend/shared/format/bucket-format';
import type { ObjectAbilities } from '../object-abilities';
import { objectQuery, useObjectsChange, useObjectVersions } from '../objects.queries';
import { objectsStrings as strings } from '../objects.strings';
import { useDownloads } from '../transfers/useDownloads';
import { useBucketObjectLocking } from '@frontend/features/bucket-admin/bucket-admin.queries';
import { DeleteVersionsModal, type VersionsToDelete } from './DeleteVersionsModal';
import { versionDeleteStrings } from './version-delete.strings';

const v = strings.versions;

/**
 * Versions (spec 02 §2, §4): newest first, numbered oldest = 1; delete markers disable share, download and restore;
 * the current version cannot be restored onto itself. The non-current versions, or all of them, can be deleted at
 * once (MinIO Console v1.7.6), past a governance retention where the bucket locks and the session may bypass.
 */
export function VersionsTab(props: {
  bucket: string;
  objectKey: string;
  abilities: ObjectAbilities;
  onShare: (versionId: string) => void;
  /** After every version was deleted: the object is gone. */
  onAllDeleted: () => void;
}) {
  const { bucket, objectKey, abilities } = props;
  const versions = useObjectVersions(bucket, objectKey, true);
  const [search, setSearch] = useState('');
  const [restoring, setRestoring] = useState<string>();
  const [deleting, setDeleting] = useState<VersionsToDelete>();
  const locking = useBucketObjectLocking(bucket, abilities.readLocking && abilities.bypassGovernance);
  // Unknown locking (not readable) is not "unlocked": the bypass is offered, and MinIO decides.
  const offerBypass =
    abilities.bypassGovernance && (!abilities.readLocking || locking.data?.object_locking_enabled !== false);
  const downloads = useDownloads();
  const notify = useNotify();
  const restore = useObjectsChange(bucket, (versionId: string) =>
    call(
      api().PUT('/api/v1/buckets/{bucket}/objects/restore', {
        params: { path: { bucket }, query: { ...objectQuery(objectKey), version_id: versionId } },
      }),
    ),
  );
  if (versions.isPending) return <Spinner aria-label={v.version} />;
  const all = versions.data ?? [];
  const numbered = all.map((version, index) => ({ ...version, number: all.length - index }));
  const nonCurrent = all.filter((version) => version.is_latest !== true).length;
  const shown = numbered.filter((version) =>
    (version.version_id ?? '').toLowerCase().includes(search.trim().toLowerCase()),
  );
  return (
    <div className="pf-v6-u-mt-md">
      <Toolbar>
        <ToolbarContent>
          <ToolbarItem>
            <SearchInput
              placeholder={v.search}
              aria-label={v.search}
              value={search}
              onChange={(_event, text) => setSearch(text)}
              onClear={() => setSearch('')}
              data-test="version-search"
            />
          </ToolbarItem>
          {abilities.deleteVersions && (
            <ToolbarItem align={{ default: 'alignEnd' }}>
              <Button
                variant="secondary"
                isDanger
                isDisabled={nonCurrent === 0}
                onClick={() => setDeleting('non-current')}
                data-test="delete-non-current-versions"
              >
                {versionDeleteStrings.nonCurrent}
              </Button>
              <Button
                variant="secondary"
                isDanger
                className="pf-v6-u-ml-sm"
                isDisabled={all.length === 0}
                onClick={() => setDeleting('all')}
                data-test="delete-all-versions"
              >
                {versionDeleteStrings.all}
              </Button>
            </ToolbarItem>
          )}
        </ToolbarContent>
      </Toolbar>
      <Table aria-label={strings.detail.tabs.versions} variant="compact" data-test="versions-table">
        <Thead>
          <Tr>
            <Th>{v.version}</Th>
            <Th>{v.versionId}</Th>
            <Th>{strings.columns.lastModified}</Th>
            <Th>{strings.columns.size}</Th>
            <Th modifier="fitContent">{strings.columns.deleted}</Th>
            <Th screenReaderText={strings.columns.actions} />
          </Tr>
        </Thead>
        <Tbody>
          {shown.length === 0 && (
            <Tr>
              <Td colSpan={6}>{v.empty}</Td>
            </Tr>
          )}
          {shown.map((version) => {
            const id = version.version_id ?? 'null';
            const marker = version.is_delete_marker === true;
            return (
              <Tr key={id} data-test="version-row" data-version={id}>
                <Td dataLabel={v.version}>
                  v{version.number}
                  {version.is_latest ? ` (${v.current})` : ''}
                </Td>
                <Td dataLabel={v.versionId}>{id}</Td>
                <Td dataLabel={strings.columns.lastModified}>
                  {version.last_modified ? formatDateTime(version.last_modified) : ''}
                </Td>
                <Td dataLabel={strings.columns.size}>{marker ? '' : formatBytes(version.size ?? 0)}</Td>
                <Td dataLabel={strings.columns.deleted} data-test="version-deleted">
                  {marker ? strings.yes : strings.no}
                </Td>
                <Td isActionCell modifier="nowrap">
                  {[
                    {
                      id: 'share',
                      label: strings.rowActions.share,
                      off: !abilities.read,
                      run: () => props.onShare(id),
                    },
                    {
                      id: 'download',
                      label: strings.rowActions.download,
                      off: !abilities.read,
                      run: () => downloads.object(bucket, objectKey, version.size ?? 0, id),
                    },
                    {
                      id: 'restore',
                      label: v.restore,
                      off: version.is_latest === true || !abilities.upload,
                      run: () => setRestoring(id),
                    },
                  ].map((action) => (
                    <Button
                      key={action.id}
                      variant="link"
                      isInline
                      className="pf-v6-u-mr-sm"
                      isDisabled={marker || action.off}
                      onClick={action.run}
                      data-test={`version-${action.id}`}
                    >
                      {action.label}
                    </Button>
                  ))}
                </Td>
              </Tr>
            );
          })}
        </Tbody>
      </Table>
      {deleting !== undefined && (
        <DeleteVersionsModal
          bucket={bucket}
          objectKey={objectKey}
          which={deleting}
          count={deleting === 'all' ? all.length : nonCurrent}
          offerBypass={offerBypass}
          onClose={() => setDeleting(undefined)}
          onDeleted={() => {
            if (deleting === 'all') props.onAllDeleted();
          }}
        />
      )}
      {restoring !== undefined && (
        <ConfirmModal
          title={v.restoreTitle}
          confirmLabel={v.restore}
          isBusy={restore.isPending}
          onClose={() => setRestoring(undefined)}
          onConfirm={() =>
            restore.mutate(restoring, {
              onSuccess: () => {
                notify.showMessage(v.restored);
                setRestoring(undefined);
              },
              onError: notify.showModalError,
            })
          }
          data-test="restore-modal"
        >
          <p>{v.restoreQuestion(restoring)}</p>
          <p className="pf-v6-u-mt-sm pf-v6-u-font-size-sm">{v.restoreNote}</p>
        </ConfirmModal>
      )}
    </div>
  );
}
