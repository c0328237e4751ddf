import { Checkbox, FormGroup, FormSelect, FormSelectOption, TextInput } from '@patternfly/react-core';
import { useState } from 'react';
import type { components } from '@contract/generated/api';
import { api, call } from '@frontend/api/client';
import { BucketChangeModal } from '../BucketChangeModal';
import { FieldMessage } from '@frontend/shared/components/FieldError';
import { useArns } from '../bucket-admin.queries';
import { eventsStrings as strings } from '../bucket-admin.strings';

type EventType = components['schemas']['EventType'];
const EVENT_TYPES: readonly EventType[] = ['put', 'get', 'delete'];

/** The event-subscription form: an ARN from the server's list, the events, prefix and suffix. */
export function SubscribeEventModal({ bucket, onClose }: { bucket: string; onClose: () => void }) {
  const arns = useArns();
  const [arn, setArn] = useState('');
  const [events, setEvents] = useState<EventType[]>([]);
  const [prefix, setPrefix] = useState('');
  const [suffix, setSuffix] = useState('');
  const subscribe = () =>
    call(
      api().POST('/api/v1/buckets/{bucket}/events', {
        params: { path: { bucket } },
        body: { configuration: { arn, events, prefix: prefix.trim(), suffix: suffix.trim() }, ignoreExisting: true },
      }),
    );
  const arnList = arns.data?.arns ?? [];
  return (
    <BucketChangeModal
      bucket={bucket}
      title={strings.subscribe}
      onClose={onClose}
      canSubmit={arn !== '' && events.length > 0}
      change={subscribe}
      savedMessage={strings.subscribed}
      data-test="subscribe-event-modal"
    >
      <FormGroup label={strings.arn} fieldId="event-arn" isRequired>
        <FormSelect id="event-arn" value={arn} onChange={(_event, value) => setArn(value)} data-test="event-arn">
          <FormSelectOption value="" label={strings.chooseArn} isPlaceholder />
          {arnList.map((value) => (
            <FormSelectOption key={value} value={value} label={value} />
          ))}
        </FormSelect>
        {arns.isSuccess && arnList.length === 0 && <FieldMessage hint={strings.noArns} />}
        {arns.isError && <FieldMessage error={arns.error.message} />}
      </FormGroup>
      <FormGroup role="group" label={strings.events} fieldId="event-types" isRequired>
        {EVENT_TYPES.map((type) => (
          <Checkbox
            key={type}
            id={`event-type-${type}`}
            label={strings.eventTypes[type]}
            isChecked={events.includes(type)}
            onChange={(_event, on) => setEvents(on ? [...events, type] : events.filter((value) => value !== type))}
            data-test={`event-type-${type}`}
          />
        ))}
      </FormGroup>
      <FormGroup label={strings.prefix} fieldId="event-prefix">
        <TextInput
          id="event-prefix"
          value={prefix}
          onChange={(_event, value) => setPrefix(value)}
          data-test="event-prefix"
        />
      </FormGroup>
      <FormGroup label={strings.suffix} fieldId="event-suffix">
        <TextInput
          id="event-suffix"
          value={suffix}
          onChange={(_event, value) => setSuffix(value)}
          data-test="event-suffix"
        />
      </FormGroup>
    </BucketChangeModal>
  );
}
