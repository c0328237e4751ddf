import { Label, Progress, ProgressMeasureLocation, ProgressSize } from '@patternfly/react-core';
import { Table, Tbody, Td, Th, Thead, Tr } from '@patternfly/react-table';
import { formatBytes } from '@frontend/shared/format/bucket-format';
import { SmallEmptyState } from '../../shared/components/SmallEmptyState';
import type { ServerInfo } from './dashboard.queries';
import { dashboardStrings } from './dashboard.strings';
import { driveStateColor } from './health-colors';
import { usePagedRows } from './usePagedRows';

const text = dashboardStrings.drives;

/** The Drives tab: the drives of every server, offline ones included, 5 a page. */
export function DrivesTable({ servers }: { readonly servers: readonly ServerInfo[] }) {
  const drives = servers.flatMap((server) =>
    (server.drives ?? []).map((drive) => ({ ...drive, server: server.endpoint })),
  );
  const { shown, pagination } = usePagedRows(drives, 'drives-pagination');
  if (drives.length === 0) return <SmallEmptyState title={text.noneTitle} body={text.none} />;
  return (
    <>
      {pagination}
      <Table aria-label={text.tableLabel} variant="compact" data-test="drives-table">
        <Thead>
          <Tr>
            <Th modifier="fitContent">{text.state}</Th>
            <Th>{text.path}</Th>
            <Th>{text.server}</Th>
            <Th width={30}>{text.used}</Th>
            <Th modifier="fitContent">{text.healing}</Th>
          </Tr>
        </Thead>
        <Tbody>
          {shown.map((drive) => {
            const total = drive.totalSpace ?? 0;
            const used = drive.usedSpace ?? 0;
            const label = dashboardStrings.widget.of(formatBytes(used), formatBytes(total));
            return (
              <Tr key={`${drive.server} ${drive.endpoint} ${drive.path ?? ''}`} data-test="drive-row">
                <Td dataLabel={text.state}>
                  <Label color={driveStateColor(drive.state)} data-test="drive-state">
                    {drive.state}
                  </Label>
                </Td>
                <Td dataLabel={text.path} data-test="drive-path">
                  {drive.path || drive.endpoint}
                </Td>
                <Td dataLabel={text.server}>{drive.server}</Td>
                <Td dataLabel={text.used}>
                  {total > 0 ? (
                    <Progress
                      value={(used / total) * 100}
                      label={label}
                      valueText={label}
                      aria-label={`${text.used}: ${label}`}
                      measureLocation={ProgressMeasureLocation.top}
                      size={ProgressSize.sm}
                    />
                  ) : (
                    // An offline drive reports no sizes: a dash, not "0 B of 0 B".
                    '–'
                  )}
                </Td>
                <Td dataLabel={text.healing}>{drive.healing ? text.yes : text.no}</Td>
              </Tr>
            );
          })}
        </Tbody>
      </Table>
    </>
  );
}
