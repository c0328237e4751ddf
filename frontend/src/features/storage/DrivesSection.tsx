import { Alert, Button, SearchInput, Toolbar, ToolbarContent, ToolbarGroup, ToolbarItem } from '@patternfly/react-core';
import { ExternalLinkAltIcon, EraserIcon, SyncAltIcon } from '@patternfly/react-icons';
import { useState } from 'react';
import { describeError } from '@frontend/api/api-error';
import { ResourceTable, type ResourceColumn } from '@frontend/shared/components/ResourceTable';
import { formatBytes } from '@frontend/shared/format/bucket-format';
import { FormatDrivesModal } from './FormatDrivesModal';
import { FormatIssuesModal } from './FormatIssuesModal';
import { driveKey, useDrives, type Drive, type FormatIssue } from './storage.queries';
import { DIRECT_CSI_DOCS } from './storage-constants';
import { storageStrings } from './storage.strings';

const strings = storageStrings.drives;

const columns: ResourceColumn<Drive>[] = [
  { id: 'drive', title: strings.columns.drive, cell: (d) => d.drive, sortValue: (d) => d.drive },
  { id: 'capacity', title: strings.columns.capacity, cell: (d) => formatBytes(d.capacity ?? 0) },
  { id: 'allocated', title: strings.columns.allocated, cell: (d) => formatBytes(d.allocated ?? 0) },
  { id: 'volumes', title: strings.columns.volumes, cell: (d) => d.volumes ?? 0 },
  { id: 'node', title: strings.columns.node, cell: (d) => d.node, sortValue: (d) => d.node },
  { id: 'status', title: strings.columns.status, cell: (d) => d.status, sortValue: (d) => d.status },
];

/**
 * Storage › Drives (spec 03 §2): direct-csi's drives with search, refresh, row selection and formatting (selected,
 * all, or one) behind a typed confirmation. When the list fails, the notice about installing direct-csi.
 */
export function DrivesSection() {
  const drives = useDrives();
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [formatting, setFormatting] = useState<string[]>();
  const [issues, setIssues] = useState<FormatIssue[]>();
  if (drives.error) {
    return (
      <Alert
        variant="info"
        isInline
        title={strings.notInstalledTitle}
        actionLinks={
          <Button
            component="a"
            variant="link"
            isInline
            href={DIRECT_CSI_DOCS}
            target="_blank"
            rel="noopener noreferrer"
            icon={<ExternalLinkAltIcon />}
            iconPosition="end"
          >
            {strings.learnMore}
          </Button>
        }
        data-test="direct-csi-notice"
      >
        <p>{strings.notInstalled}</p>
        <p className="pf-v6-u-mt-sm pf-v6-u-text-color-subtle">{strings.reason(describeError(drives.error).message)}</p>
      </Alert>
    );
  }
  const all = drives.data ?? [];
  const needle = search.trim().toLowerCase();
  const rows = all.filter((d) => `${d.drive} ${d.node} ${d.status}`.toLowerCase().includes(needle));
  const chosen = [...selected].filter((key) => all.some((d) => driveKey(d) === key));
  return (
    <>
      <Toolbar>
        <ToolbarContent>
          <ToolbarItem>
            <SearchInput
              placeholder={strings.search}
              aria-label={strings.search}
              value={search}
              onChange={(_event, value) => setSearch(value)}
              onClear={() => setSearch('')}
              data-test="drive-search"
            />
          </ToolbarItem>
          <ToolbarGroup align={{ default: 'alignEnd' }}>
            <ToolbarItem>
              <Button
                variant="plain"
                icon={<SyncAltIcon />}
                aria-label={strings.refresh}
                onClick={() => void drives.refetch()}
                isDisabled={drives.isFetching}
                data-test="drives-refresh"
              />
            </ToolbarItem>
            <ToolbarItem>
              <Button
                variant="secondary"
                isDisabled={chosen.length === 0}
                onClick={() => setFormatting(chosen)}
                data-test="format-selected"
              >
                {strings.formatSelected}
              </Button>
            </ToolbarItem>
            <ToolbarItem>
              <Button
                variant="danger"
                isDisabled={all.length === 0}
                onClick={() => setFormatting(all.map(driveKey))}
                data-test="format-all"
              >
                {strings.formatAll}
              </Button>
            </ToolbarItem>
          </ToolbarGroup>
        </ToolbarContent>
      </Toolbar>
      <ResourceTable
        ariaLabel={strings.tableLabel}
        entity={strings.entity}
        rows={rows}
        rowKey={driveKey}
        columns={columns}
        selection={{ selected, onChange: setSelected }}
        actions={[
          {
            id: 'format',
            label: strings.formatOne,
            icon: EraserIcon,
            onClick: (drive) => setFormatting([driveKey(drive)]),
          },
        ]}
        isLoading={drives.isPending}
        emptyText={needle !== '' && all.length > 0 ? strings.noMatch : undefined}
        data-test="drives-table"
      />
      {formatting && (
        <FormatDrivesModal
          drives={formatting}
          onClose={() => {
            setFormatting(undefined);
            setSelected(new Set());
          }}
          onIssues={setIssues}
        />
      )}
      {issues && <FormatIssuesModal issues={issues} onClose={() => setIssues(undefined)} />}
    </>
  );
}
