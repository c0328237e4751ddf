import { TrashIcon } from '@patternfly/react-icons';
import { useState } from 'react';
import type { components } from '../../../../../backend/api/generated/api';
import { api, call } from '../../../api/client';
import { ConfirmModal } from '../../../shared/components/ConfirmModal';
import { ResourceTable } from '../../../shared/components/ResourceTable';
import { useNotify } from '../../../shared/messages/useNotify';
import { useBucketChange, useBucketEvents, useReloadBucket } from '../bucket-admin.queries';
import { eventsStrings as strings } from '../bucket-admin.strings';
import type { SectionProps } from '../section-props';
import { SectionFrame } from '../SectionFrame';
import { SubscribeEventModal } from './SubscribeEventModal';

type BucketEvent = components['schemas']['BucketEvent'];

const eventKey = (event: BucketEvent) =>
  event.id ?? [event.arn, event.events.join(','), event.prefix ?? '', event.suffix ?? ''].join('|');

/** Events (spec 02 §2): the bucket's subscriptions, Subscribe to Event, and Delete Event per row. */
export function EventsSection({ bucket, abilities }: SectionProps) {
  const events = useBucketEvents(bucket, true);
  const reload = useReloadBucket(bucket);
  const [subscribing, setSubscribing] = useState(false);
  const [deleting, setDeleting] = useState<BucketEvent>();
  const { showMessage, showModalError, clearModalError } = useNotify();
  const remove = useBucketChange(bucket, (event: BucketEvent) =>
    call(
      api().DELETE('/api/v1/buckets/{bucket}/events/{arn}', {
        params: { path: { bucket, arn: event.arn } },
        body: { events: event.events, prefix: event.prefix ?? '', suffix: event.suffix ?? '' },
      }),
    ),
  );
  return (
    <SectionFrame
      id="events"
      title={strings.title}
      addLabel={strings.subscribe}
      canAdd={abilities.subscribeEvents}
      onAdd={() => setSubscribing(true)}
      error={events.error}
    >
      <ResourceTable
        ariaLabel={strings.title}
        entity={strings.entity}
        rows={events.data?.events ?? []}
        rowKey={eventKey}
        isLoading={events.isPending}
        columns={[
          { id: 'arn', title: strings.columns.arn, cell: (event) => event.arn, sortValue: (event) => event.arn },
          { id: 'events', title: strings.columns.events, cell: (event) => event.events.join(', ') },
          { id: 'prefix', title: strings.columns.prefix, cell: (event) => event.prefix ?? '' },
          { id: 'suffix', title: strings.columns.suffix, cell: (event) => event.suffix ?? '' },
        ]}
        actions={[
          {
            id: 'delete-event',
            label: strings.deleteAction,
            icon: TrashIcon,
            onClick: setDeleting,
            isDisabled: () => !abilities.subscribeEvents,
          },
        ]}
        data-test="events-table"
      />
      {subscribing && (
        <SubscribeEventModal
          bucket={bucket}
          onClose={() => {
            setSubscribing(false);
            reload();
          }}
        />
      )}
      {deleting && (
        <ConfirmModal
          title={strings.deleteTitle}
          isBusy={remove.isPending}
          onClose={() => {
            setDeleting(undefined);
            reload();
          }}
          onConfirm={() => {
            clearModalError();
            remove.mutate(deleting, {
              onSuccess: () => {
                showMessage(strings.deleted);
                setDeleting(undefined);
              },
              onError: showModalError,
            });
          }}
          data-test="delete-event-modal"
        >
          {strings.deleteConfirm(deleting.arn)}
        </ConfirmModal>
      )}
    </SectionFrame>
  );
}
