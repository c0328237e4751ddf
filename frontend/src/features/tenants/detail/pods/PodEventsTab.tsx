import { ResourceTable, type ResourceColumn } from '@frontend/shared/components/ResourceTable';
import { formatDateTime } from '@frontend/shared/format/bucket-format';
import { InlineLoadError } from '../InlineLoadError';
import type { TenantRef } from '../tenant.queries';
import { podsStrings as strings } from './pods.strings';
import { usePodEvents, type PodEvent } from './pods.queries';

const titles = strings.eventColumns;

/** The pod's Kubernetes events (spec 03 §2): namespace, last seen, message, type, reason. */
export function PodEventsTab({ tenant, pod }: { tenant: TenantRef; pod: string }) {
  const events = usePodEvents(tenant, pod);
  const columns: ResourceColumn<PodEvent>[] = [
    { id: 'namespace', title: titles.namespace, cell: (event) => event.namespace ?? '' },
    {
      id: 'last-seen',
      title: titles.lastSeen,
      cell: (event) =>
        event.last_seen ? formatDateTime(new Date(event.last_seen * 1000).toISOString()) : strings.never,
    },
    { id: 'message', title: titles.message, cell: (event) => event.message },
    { id: 'type', title: titles.type, cell: (event) => event.event_type ?? '' },
    { id: 'reason', title: titles.reason, cell: (event) => event.reason ?? '' },
  ];
  if (events.error)
    return <InlineLoadError title={strings.eventsFailed} error={events.error} data-test="events-failed" />;
  return (
    <ResourceTable
      ariaLabel={strings.eventsLabel}
      entity={strings.eventEntity}
      rows={events.data ?? []}
      rowKey={(event) => `${event.last_seen ?? 0}-${event.reason ?? ''}-${event.message}`}
      columns={columns}
      isLoading={events.isPending}
      data-test="pod-events"
    />
  );
}
