import { Label } from '@patternfly/react-core';
import { Table, Tbody, Td, Th, Thead, Tr } from '@patternfly/react-table';
import { SmallEmptyState } from '../../shared/components/SmallEmptyState';
import type { ServerInfo } from './dashboard.queries';
import { dashboardStrings } from './dashboard.strings';
import { counterColor, serverStateColor } from './health-colors';
import { formatDuration } from './metric-units';
import { usePagedRows } from './usePagedRows';

const text = dashboardStrings.servers;

/** The Servers tab: every server MinIO reports, offline ones included, 5 a page. */
export function ServersTable({ servers }: { readonly servers: readonly ServerInfo[] }) {
  const { shown, pagination } = usePagedRows(servers, 'servers-pagination');
  if (servers.length === 0) return <SmallEmptyState title={text.noneTitle} body={text.none} />;
  return (
    <>
      {pagination}
      <Table aria-label={text.tableLabel} variant="compact" data-test="servers-table">
        <Thead>
          <Tr>
            <Th>{text.state}</Th>
            <Th>{text.endpoint}</Th>
            <Th>{text.uptime}</Th>
            <Th>{text.version}</Th>
            <Th>{text.network}</Th>
            <Th>{text.drives}</Th>
          </Tr>
        </Thead>
        <Tbody>
          {shown.map((server) => {
            const peers = Object.values(server.network ?? {});
            const online = peers.filter((state) => state === 'online').length;
            const drives = server.drives ?? [];
            const ok = drives.filter((drive) => drive.state === 'ok').length;
            return (
              <Tr key={server.endpoint} data-test="server-row">
                <Td dataLabel={text.state}>
                  <Label color={serverStateColor(server.state)} data-test="server-state">
                    {server.state}
                  </Label>
                </Td>
                <Td dataLabel={text.endpoint}>{server.endpoint}</Td>
                <Td dataLabel={text.uptime}>{server.uptime === undefined ? '–' : formatDuration(server.uptime)}</Td>
                <Td dataLabel={text.version}>{server.version ?? '–'}</Td>
                <Td dataLabel={text.network}>
                  <Label isCompact color={counterColor(online, peers.length)}>
                    {text.networkCount(online, peers.length)}
                  </Label>
                </Td>
                <Td dataLabel={text.drives}>
                  <Label isCompact color={counterColor(ok, drives.length)}>
                    {text.drivesCount(ok, drives.length)}
                  </Label>
                </Td>
              </Tr>
            );
          })}
        </Tbody>
      </Table>
    </>
  );
}
