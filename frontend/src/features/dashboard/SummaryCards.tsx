import { Card, CardBody, CardTitle, Gallery, Tooltip } from '@patternfly/react-core';
import { formatBytes, formatCount, formatDateTime } from '@frontend/shared/format/bucket-format';
import type { AdminInfo } from './dashboard.queries';
import { dashboardStrings } from './dashboard.strings';

const text = dashboardStrings.cards;

/** The cards All Buckets, Usage, Total Objects and Servers (spec 02 §2). */
export function SummaryCards({ info }: { readonly info: AdminInfo }) {
  const online = info.servers.filter((server) => server.state === 'online').length;
  const counted = info.usageUpdated;
  const scanned = (value: string, testId: string) =>
    counted ? (
      <Tooltip content={text.countedAt(formatDateTime(counted))}>
        <span data-test={testId}>{value}</span>
      </Tooltip>
    ) : (
      <Tooltip content={text.notCountedHelp}>
        <span data-test={testId} className="pf-v6-u-text-color-subtle">
          {text.notCounted}
        </span>
      </Tooltip>
    );
  const cards = [
    { title: text.buckets, value: <span data-test="card-buckets">{formatCount(info.buckets)}</span> },
    { title: text.usage, value: scanned(formatBytes(info.usage), 'card-usage') },
    { title: text.objects, value: scanned(formatCount(info.objects), 'card-objects') },
    {
      title: text.servers,
      value: <span data-test="card-servers">{text.serversOnline(online, info.servers.length)}</span>,
    },
  ];
  return (
    <Gallery hasGutter minWidths={{ default: '200px' }} data-test="summary-cards">
      {cards.map(({ title, value }) => (
        <Card key={title} isCompact>
          <CardTitle>{title}</CardTitle>
          <CardBody className="pf-v6-u-font-size-2xl">{value}</CardBody>
        </Card>
      ))}
    </Gallery>
  );
}
