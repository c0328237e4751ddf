import type { components } from '@contract/generated/api';
import { api, call } from '@frontend/api/client';
import { useBucketEvents } from '../bucket-admin.queries';
import { eventsStrings as strings } from '../bucket-admin.strings';
import { RuleListSection } from '../RuleListSection';
import type { SectionProps } from '../section-props';
import { SubscribeEventModal } from './SubscribeEventModal';

type BucketEvent = components['schemas']['BucketEvent'];

const eventKey = (event: BucketEvent) =>
  event.id ?? [event.arn, event.events.join(','), event.prefix ?? '', event.suffix ?? ''].join('|');

/** Events (spec 02 §2): the bucket's subscriptions, Subscribe to Event, and Delete Event per row. */
export function EventsSection({ bucket, abilities }: SectionProps) {
  const events = useBucketEvents(bucket, true);
  return (
    <RuleListSection<BucketEvent>
      bucket={bucket}
      id="events"
      title={strings.title}
      addLabel={strings.subscribe}
      canAdd={abilities.subscribeEvents}
      canChange={abilities.subscribeEvents}
      error={events.error}
      table={{
        entity: strings.entity,
        rows: events.data?.events ?? [],
        rowKey: eventKey,
        isLoading: events.isPending,
        columns: [
          { id: 'arn', title: strings.columns.arn, cell: (event) => event.arn, sortValue: (event) => event.arn },
          { id: 'events', title: strings.columns.events, cell: (event) => event.events.join(', ') },
          { id: 'prefix', title: strings.columns.prefix, cell: (event) => event.prefix ?? '' },
          { id: 'suffix', title: strings.columns.suffix, cell: (event) => event.suffix ?? '' },
        ],
      }}
      addModal={(onClose) => <SubscribeEventModal bucket={bucket} onClose={onClose} />}
      remove={{
        actionId: 'delete-event',
        label: strings.deleteAction,
        call: (event) =>
          call(
            api().DELETE('/api/v1/buckets/{bucket}/events/{arn}', {
              params: { path: { bucket, arn: event.arn } },
              body: { events: event.events, prefix: event.prefix ?? '', suffix: event.suffix ?? '' },
            }),
          ),
        title: strings.deleteTitle,
        confirm: (event) => strings.deleteConfirm(event.arn),
        deleted: strings.deleted,
        'data-test': 'delete-event-modal',
      }}
    />
  );
}
