import { CloudFunctionConfig, NotificationConfig, QueueConfig, TopicConfig, type TargetConfig } from 'minio';
import { ApiError } from '../../platform/errors/api-error';
import { readBucketConfig, type BucketConfigDocument } from '../../platform/minio/s3/bucket-config-xml';
import { withS3, type S3Connection } from '../../platform/minio/s3/s3-client';
import { changeOneAtATime } from '../../platform/minio/one-at-a-time';

import type { RequestBody, Schema } from '@contract/shared/contract-types';
import { asList, asRecord, asText } from './s3-rule-filter';

type EventType = Schema<'EventType'>;

/** The S3 event names behind the console's three event types (spec 02 §9). */
export const EVENT_NAMES: Readonly<Record<EventType, string>> = {
  put: 's3:ObjectCreated:*',
  get: 's3:ObjectAccessed:*',
  delete: 's3:ObjectRemoved:*',
};

/** One subscription of the bucket's notification configuration, whatever kind of target it names. */
interface Subscription {
  readonly kind: 'queue' | 'topic' | 'cloudFunction';
  readonly id?: string;
  readonly arn: string;
  /** S3 event names as configured (the console only writes the `*` forms; others are kept). */
  readonly events: readonly string[];
  readonly prefix: string;
  readonly suffix: string;
}

/** The console's type of an S3 event name (`s3:ObjectCreated:Put` is a put), if it is one of the three. */
function eventTypeOf(name: string): EventType | undefined {
  const types = Object.keys(EVENT_NAMES) as EventType[];
  return types.find((type) => name.startsWith(EVENT_NAMES[type].slice(0, -1)));
}

/** Per kind of subscription: its list element in the configuration, and the element naming its target. */
const ELEMENTS: Readonly<Record<Subscription['kind'], readonly [string, string]>> = {
  queue: ['QueueConfiguration', 'Queue'],
  topic: ['TopicConfiguration', 'Topic'],
  cloudFunction: ['CloudFunctionConfiguration', 'CloudFunction'],
};

function subscriptionOf(kind: Subscription['kind'], entry: BucketConfigDocument): Subscription {
  const filters = asList(asRecord(asRecord(entry['Filter'])['S3Key'])['FilterRule']).map(asRecord);
  const filterValue = (name: string) =>
    asText(filters.find((rule) => asText(rule['Name']).toLowerCase() === name)?.['Value']);
  const id = asText(entry['Id']);
  return {
    kind,
    ...(id ? { id } : {}),
    arn: asText(entry[ELEMENTS[kind][1]]),
    events: asList(entry['Event']).map(asText),
    prefix: filterValue('prefix'),
    suffix: filterValue('suffix'),
  };
}

/** The bucket's subscriptions, every text as MinIO stored it (bucket-config-xml.ts). */
async function readSubscriptions(connection: S3Connection, bucket: string): Promise<Subscription[]> {
  const config = await readBucketConfig(connection, bucket, 'notification');
  const kinds = Object.keys(ELEMENTS) as Array<Subscription['kind']>;
  return kinds.flatMap((kind) =>
    asList(config[ELEMENTS[kind][0]]).map((entry) => subscriptionOf(kind, asRecord(entry))),
  );
}

async function writeSubscriptions(
  connection: S3Connection,
  bucket: string,
  subscriptions: Subscription[],
): Promise<void> {
  const config = new NotificationConfig();
  for (const subscription of subscriptions) {
    const target: TargetConfig =
      subscription.kind === 'queue'
        ? new QueueConfig(subscription.arn)
        : subscription.kind === 'topic'
          ? new TopicConfig(subscription.arn)
          : new CloudFunctionConfig(subscription.arn);
    if (subscription.id) target.setId(subscription.id);
    subscription.events.forEach((event) => target.addEvent(event));
    if (subscription.prefix) target.addFilterPrefix(subscription.prefix);
    if (subscription.suffix) target.addFilterSuffix(subscription.suffix);
    config.add(target);
  }
  await withS3(connection, (s3) => s3.setBucketNotification(bucket, config));
}

/**
 * Reads the subscriptions, changes them and writes them back (when changed), after any other change of the bucket's
 * notification configuration under way.
 */
function changeSubscriptions(
  connection: S3Connection,
  bucket: string,
  change: (subscriptions: Subscription[]) => Subscription[],
): Promise<void> {
  return changeOneAtATime(connection, bucket, 'notification', async () => {
    const subscriptions = await readSubscriptions(connection, bucket);
    const changed = change(subscriptions);
    if (changed !== subscriptions) await writeSubscriptions(connection, bucket, changed);
  });
}

function typesOf(subscription: Subscription): EventType[] {
  const types = new Set(subscription.events.map(eventTypeOf).filter((type) => type !== undefined));
  return (Object.keys(EVENT_NAMES) as EventType[]).filter((type) => types.has(type));
}

/** Same target, same event types, same filters: the identity the Delete Event dialog sends. */
function matches(
  subscription: Subscription,
  arn: string,
  events: readonly EventType[],
  prefix = '',
  suffix = '',
): boolean {
  const types = typesOf(subscription);
  return (
    subscription.arn === arn &&
    subscription.prefix === prefix &&
    subscription.suffix === suffix &&
    types.length === new Set(events).size &&
    events.every((type) => types.includes(type))
  );
}

/** The Events table (spec 02 §2). */
export async function listBucketEvents(connection: S3Connection, bucket: string): Promise<Schema<'BucketEventList'>> {
  const subscriptions = await readSubscriptions(connection, bucket);
  return {
    events: subscriptions.map((subscription) => ({
      ...(subscription.id ? { id: subscription.id } : {}),
      arn: subscription.arn,
      events: typesOf(subscription),
      prefix: subscription.prefix,
      suffix: subscription.suffix,
    })),
  };
}

/** Subscribes a target to the bucket's events. MinIO checks that the ARN is one of its notification targets. */
export async function subscribeBucketEvents(
  connection: S3Connection,
  bucket: string,
  request: RequestBody<'createBucketEvent'>,
): Promise<void> {
  const { arn, events, prefix = '', suffix = '' } = request.configuration;
  await changeSubscriptions(connection, bucket, (subscriptions) => {
    if (subscriptions.some((subscription) => matches(subscription, arn, events, prefix, suffix))) {
      if (request.ignoreExisting) return subscriptions;
      throw new ApiError(409, 'This subscription already exists', `${arn} already gets ${events.join(', ')} events`);
    }
    const added: Subscription = { kind: 'queue', arn, events: events.map((type) => EVENT_NAMES[type]), prefix, suffix };
    return [...subscriptions, added];
  });
}

/** Removes the one subscription with this ARN, event types and filters. */
export async function unsubscribeBucketEvents(
  connection: S3Connection,
  bucket: string,
  arn: string,
  request: RequestBody<'deleteBucketEvent'>,
): Promise<void> {
  await changeSubscriptions(connection, bucket, (subscriptions) => {
    const kept = subscriptions.filter((s) => !matches(s, arn, request.events, request.prefix, request.suffix));
    if (kept.length === subscriptions.length) {
      throw new ApiError(
        404,
        'No such event subscription',
        `${arn} with ${request.events.join(', ')} is not subscribed`,
      );
    }
    return kept;
  });
}
