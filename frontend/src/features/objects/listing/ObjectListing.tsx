import {
  Alert,
  AlertActionLink,
  Button,
  EmptyState,
  EmptyStateBody,
  HelperText,
  HelperTextItem,
  Switch,
} from '@patternfly/react-core';
import { CubesIcon, SearchIcon } from '@patternfly/react-icons';
import { useAtom } from 'jotai';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { describeError } from '@frontend/api/api-error';
import { formatDateTime } from '@frontend/shared/format/bucket-format';
import { useBucketVersioning } from '../../bucket-admin/bucket-admin.queries';
import { LongLoadingMessage } from '@frontend/shared/components/LongLoadingMessage';
import { useStableCallback } from '@frontend/shared/hooks/useStableCallback';
import { PREFETCHED_FRESH_MS } from '@frontend/shared/manifest/feature-manifest';
import { browsePath, displayName, isFolderKey } from '../common/object-path';
import { ObjectDialogs, type ObjectDialog } from '../common/ObjectDialogs';
import type { ObjectAbilities } from '../object-abilities';
import { useObjectPages, useReloadObjects } from '../objects.queries';
import { objectsStrings as strings } from '../objects.strings';
import { activeRewindDate, rewindAtom } from '../rewind/rewind.atoms';
import { useDownloads } from '../transfers/useDownloads';
import { useUploads } from '../transfers/useUploads';
import { pickedFiles } from './dropped-files';
import { DropZone } from './DropZone';
import { DEFAULT_SORT, filterByName, sortObjects, type BucketObject, type SortOrder } from './object-sort';
import { ObjectsToolbar } from './ObjectsToolbar';
import { ObjectTable } from './ObjectTable';
import type { RowAction } from './RowActions';
import { useFolderState } from './use-folder-state';

const NOTHING_SELECTED: ReadonlySet<string> = new Set();
/**
 * "Show deleted objects" lists the folder as of the end of time: each key's newest version, delete markers
 * included (flagged `delete_flag`), through the rewind listing; a fixed moment rather than the clock's, so the query
 * stays one query.
 */
const LATEST = '9999-12-31T23:59:59.000Z';

/**
 * The listing of one folder (spec 02 §2 "Object browser"): paged as the user scrolls, searched locally at once or on
 * the server by prefix, with uploads (picker, folder picker, drop), rewind, selection and per-row actions.
 */
export function ObjectListing({
  bucket,
  prefix,
  abilities,
}: {
  bucket: string;
  prefix: string;
  abilities: ObjectAbilities;
}) {
  const navigate = useNavigate();
  const [rewind, setRewind] = useAtom(rewindAtom);
  const rewindDate = activeRewindDate(rewind, bucket);
  const rewinding = rewindDate !== undefined;
  const versioning = useBucketVersioning(bucket, true, { staleTime: PREFETCHED_FRESH_MS });
  const versioned = versioning.data?.is_versioned ?? false;
  const [showDeleted, setShowDeleted] = useState(false);
  const listDate = rewindDate ?? (versioned && showDeleted ? LATEST : undefined);
  const [search, setSearch] = useFolderState(prefix, '');
  const [serverSearch, setServerSearch] = useFolderState<string | undefined>(prefix, undefined);
  const [sort, setSort] = useState<SortOrder>(DEFAULT_SORT);
  const [selected, setSelected] = useFolderState<ReadonlySet<string>>(prefix, NOTHING_SELECTED);
  const [dialog, setDialog] = useFolderState<ObjectDialog | undefined>(prefix, undefined);
  const uploads = useUploads();
  const downloads = useDownloads();
  const reload = useReloadObjects(bucket);

  const listPrefix = serverSearch === undefined ? prefix : prefix + serverSearch;
  const pages = useObjectPages(bucket, listPrefix, listDate, abilities.list);
  const loaded = useMemo(() => pages.data?.pages.flatMap((page) => page.objects) ?? [], [pages.data]);
  const rows = useMemo(
    () => sortObjects(serverSearch === undefined ? filterByName(loaded, search, displayName) : loaded, sort),
    [loaded, search, serverSearch, sort],
  );
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  const open = (row: BucketObject) => void navigate(browsePath(bucket, row.name));
  const sizeOf = (keys: readonly string[]) =>
    loaded.filter((row) => keys.includes(row.name)).reduce((sum, row) => sum + (row.size ?? 0), 0);
  const zipName = (keys: readonly string[]) =>
    keys.length === 1 && keys[0] !== undefined ? displayName(keys[0]).replace(/\/$/, '') : bucket;
  const canDelete = abilities.delete && !rewinding;
  const versionOf = (row: BucketObject) => (rewinding ? row.version_id : undefined);

  const actions = (row: BucketObject): RowAction[] => {
    const folder = isFolderKey(row.name);
    const items: RowAction[] = [
      { title: strings.rowActions.view, onClick: () => open(row), 'data-test': 'action-view' },
    ];
    if (!folder) {
      items.push(
        {
          title: strings.rowActions.preview,
          onClick: () => setDialog({ kind: 'preview', key: row.name }),
          isDisabled: !abilities.read,
          'data-test': 'action-preview',
        },
        {
          title: strings.rowActions.share,
          onClick: () => setDialog({ kind: 'share', key: row.name, versionId: versionOf(row) }),
          isDisabled: !abilities.read || row.delete_flag === true,
          'data-test': 'action-share',
        },
      );
    }
    items.push({
      title: strings.rowActions.download,
      isDisabled: !abilities.read || row.delete_flag === true,
      onClick: () =>
        folder
          ? downloads.zip(bucket, [row.name], zipName([row.name]))
          : downloads.object(bucket, row.name, row.size ?? 0, versionOf(row)),
      'data-test': 'action-download',
    });
    if (abilities.delete) {
      items.push({
        title: strings.rowActions.delete,
        isDisabled: !canDelete,
        onClick: () => setDialog({ kind: 'delete', keys: [row.name] }),
        'data-test': 'action-delete',
      });
    }
    return items;
  };

  // Rows are memoised; these keep one identity so a render of the listing does not render every row again.
  const openRow = useStableCallback(open);
  const rowActions = useStableCallback(actions);

  const startUpload = (files: Parameters<typeof uploads.start>[2]) => void uploads.start(bucket, prefix, files);
  const dropTo = abilities.upload && !rewinding ? startUpload : undefined;
  const selectedKeys = [...selected];
  const searching = search.trim() !== '';

  return (
    <>
      <ObjectsToolbar
        search={search}
        onSearch={(text) => {
          setSearch(text);
          if (text.trim() === '') setServerSearch(undefined);
        }}
        canList={abilities.list}
        canUpload={abilities.upload}
        canDelete={abilities.delete}
        rewinding={rewinding}
        versioned={versioned}
        selectedCount={selected.size}
        onNewPath={() => setDialog({ kind: 'new-path' })}
        onFiles={(list) => startUpload(pickedFiles(list))}
        onRewind={() => setDialog({ kind: 'rewind' })}
        onRefresh={() => void reload()}
        onDeleteSelected={() => setDialog({ kind: 'delete', keys: selectedKeys })}
        onDownloadSelected={() =>
          !rewinding && downloads.singly(selectedKeys)
            ? void downloads.each(
                bucket,
                selectedKeys.map((key) => ({ key, size: sizeOf([key]) })),
              )
            : downloads.zip(bucket, selectedKeys, zipName(selectedKeys), sizeOf(selectedKeys))
        }
      />
      {rewindDate && (
        <Alert
          variant="info"
          isInline
          title={strings.rewind.notice(formatDateTime(rewindDate))}
          actionLinks={
            <AlertActionLink onClick={() => setRewind({ enabled: false, bucket, date: '' })}>
              {strings.toolbar.showCurrent}
            </AlertActionLink>
          }
          className="pf-v6-u-mb-sm"
          data-test="rewind-notice"
        />
      )}
      {versioned && !rewinding && abilities.list && (
        <Switch
          id={`show-deleted-${bucket}`}
          className="pf-v6-u-mb-sm"
          label={strings.showDeleted}
          isChecked={showDeleted}
          onChange={(_event, on) => setShowDeleted(on)}
          data-test="show-deleted"
        />
      )}
      {searching && abilities.list && (
        <div className="pf-v6-u-mb-sm">
          {serverSearch === undefined ? (
            <Button
              variant="link"
              isInline
              icon={<SearchIcon />}
              onClick={() => setServerSearch(search.trim())}
              data-test="search-server"
            >
              {strings.searchServer(search.trim())}
            </Button>
          ) : (
            <HelperText data-test="server-search-active">
              <HelperTextItem>
                {strings.searchServerActive(serverSearch)}{' '}
                <Button variant="link" isInline onClick={() => setServerSearch(undefined)}>
                  {strings.clearServerSearch}
                </Button>
              </HelperTextItem>
            </HelperText>
          )}
        </div>
      )}
      <LongLoadingMessage loading={abilities.list && pages.isFetching} />
      {abilities.list && pages.isError && (
        <Alert variant="danger" isInline title={strings.listFailed} data-test="list-failed">
          {describeError(pages.error).message}
        </Alert>
      )}
      {!abilities.list ? (
        // A user who may upload but not list (spec 02 §6) keeps the upload buttons and this drop area.
        <DropZone dropTo={dropTo}>
          <EmptyState titleText={strings.title} headingLevel="h2" icon={CubesIcon} data-test="no-list-permission">
            <EmptyStateBody>{strings.noListPermission}</EmptyStateBody>
            {dropTo && <EmptyStateBody>{strings.dropHint}</EmptyStateBody>}
          </EmptyState>
        </DropZone>
      ) : rows.length === 0 && !pages.isPending && !pages.isError ? (
        <DropZone dropTo={dropTo}>
          <EmptyState
            titleText={searching ? strings.search : strings.title}
            headingLevel="h2"
            icon={CubesIcon}
            data-test="objects-empty"
          >
            <EmptyStateBody>{searching ? strings.noMatch : strings.empty}</EmptyStateBody>
            {dropTo && !searching && <EmptyStateBody>{strings.dropHint}</EmptyStateBody>}
          </EmptyState>
        </DropZone>
      ) : (
        <>
          <ObjectTable
            folder={prefix}
            rows={rows}
            sort={sort}
            onSort={setSort}
            selected={selected}
            onSelect={setSelected}
            onOpen={openRow}
            actions={rowActions}
            showDeleted={listDate !== undefined}
            // A local filter shows few rows, which must not read as "near the end": that would page through the
            // whole folder looking for matches. Searching everything is the server search's job.
            hasMore={hasNextPage && (serverSearch !== undefined || !searching)}
            // The table is up while the first page loads, so its answer only adds rows to a laid-out table.
            loading={pages.isPending ? 'first' : isFetchingNextPage ? 'more' : undefined}
            onNeedMore={loadMore}
            dropTo={dropTo}
          />
          {!pages.isPending && (
            <HelperText className="pf-v6-u-mt-xs">
              <HelperTextItem data-test="loaded-count">{strings.loadedCount(rows.length, hasNextPage)}</HelperTextItem>
            </HelperText>
          )}
        </>
      )}
      <ObjectDialogs
        bucket={bucket}
        prefix={prefix}
        dialog={dialog}
        versioned={versioned}
        onClose={() => setDialog(undefined)}
        onDeleted={() => setSelected(NOTHING_SELECTED)}
      />
    </>
  );
}
