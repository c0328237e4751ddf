import { Button, SearchInput, Spinner, Toolbar, ToolbarContent, ToolbarItem } from '@patternfly/react-core';
import { InnerScrollContainer, Table, Tbody, Td, Th, Thead, Tr } from '@patternfly/react-table';
import { useState } from 'react';
import { api, call } from '@frontend/api/client';
import { ConfirmModal } from '@frontend/shared/components/ConfirmModal';
import { useNotify } from '@frontend/shared/messages/useNotify';
import { formatBytes, formatDateTime } from '@frontend/shared/format/bucket-format';
import type { ObjectAbilities } from '../object-abilities';
import { objectQuery, useObjectsChange, useObjectVersions } from '../objects.queries';
import { objectsStrings as strings } from '../objects.strings';
import { RowActions } from '../listing/RowActions';
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
      {/* Beside the listing the panel can be narrower than the table: it scrolls sideways rather than cut columns off. */}
      <InnerScrollContainer>
        <Table aria-label={strings.detail.tabs.versions} variant="compact" data-test="versions-table">
          <Thead>
            <Tr>
              <Th>{v.version}</Th>
              <Th>{strings.columns.lastModified}</Th>
              <Th>{strings.columns.size}</Th>
              <Th modifier="fitContent">{strings.columns.deleted}</Th>
              <Th modifier="fitContent" screenReaderText={strings.columns.actions} />
            </Tr>
          </Thead>
          <Tbody>
            {shown.length === 0 && (
              <Tr>
                <Td colSpan={5}>{v.empty}</Td>
              </Tr>
            )}
            {shown.map((version) => {
              const id = version.version_id ?? 'null';
              const marker = version.is_delete_marker === true;
              return (
                <Tr key={id} data-test="version-row" data-version={id}>
                  {/* The id under the number, not in a column of its own: beside the listing the panel is narrow. */}
                  <Td dataLabel={v.version}>
                    v{version.number}
                    {version.is_latest ? ` (${v.current})` : ''}
                    <div className="pf-v6-u-font-size-sm pf-v6-u-text-color-subtle" data-test="version-id">
                      {id}
                    </div>
                  </Td>
                  <Td dataLabel={strings.columns.lastModified}>
                    {version.last_modified ? formatDateTime(version.last_modified) : ''}
                  </Td>
                  <Td dataLabel={strings.columns.size}>{marker ? '' : formatBytes(version.size ?? 0)}</Td>
                  <Td dataLabel={strings.columns.deleted} data-test="version-deleted">
                    {marker ? strings.yes : strings.no}
                  </Td>
                  {/* A menu, not three links: beside the listing the panel has no room for them (they were cut off). */}
                  <Td isActionCell>
                    <RowActions
                      label={strings.rowActions.label(`v${version.number}`)}
                      items={() => [
                        {
                          title: strings.rowActions.share,
                          isDisabled: marker || !abilities.read,
                          onClick: () => props.onShare(id),
                          'data-test': 'version-share',
                        },
                        {
                          title: strings.rowActions.download,
                          isDisabled: marker || !abilities.read,
                          onClick: () => downloads.object(bucket, objectKey, version.size ?? 0, id),
                          'data-test': 'version-download',
                        },
                        {
                          title: v.restore,
                          isDisabled: marker || version.is_latest === true || !abilities.upload,
                          onClick: () => setRestoring(id),
                          'data-test': 'version-restore',
                        },
                      ]}
                    />
                  </Td>
                </Tr>
              );
            })}
          </Tbody>
        </Table>
      </InnerScrollContainer>
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
