import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Schema } from '@contract/shared/contract-types';
import { setConfigKV } from '@platform/minio/admin/config-kv';
import { inBucket } from '@test/support/api-client';
import { eventually } from '@test/support/eventually';
import { consoleFixture } from '@test/support/fixtures';
import { rootConnection } from '@test/support/minio-admin';
import { asRoot } from '@test/support/minio-root';
import { startOwnMinio, type OwnMinio } from '@test/support/own-minio';
import { storedConfig } from '../bucket-admin/config-test-kit';
import { createdBucket } from './bucket-test-kit';

jest.setTimeout(180_000);

/** What MinIO's webhook target posts: one S3 event per request. */
interface WebhookEvent {
  readonly EventName: string;
  /** `bucket/key` */
  readonly Key: string;
}

/**
 * A webhook notification target is configured on a MinIO of this file's own (loading one needs a restart, which
 * must not disturb the shared servers), pointing at a receiver on 127.0.0.1; subscribing through the console must
 * make real events arrive there.
 */
let minio: OwnMinio;
let receiver: Server;
const received: WebhookEvent[] = [];
const targetId = `console-${randomUUID().slice(0, 8)}`;
const arn = `arn:minio:sqs::${targetId}:webhook`;
let bucket: string;

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      if (body) received.push(JSON.parse(body) as WebhookEvent);
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const { port } = receiver.address() as AddressInfo;
  minio = await startOwnMinio('bucket-events');
  await setConfigKV(
    rootConnection(minio.server),
    `notify_webhook:${targetId} endpoint="http://127.0.0.1:${port}/events"`,
  );
  await minio.restart();
});

// After the MinIO above starts; its own clean-up runs before the MinIO stops (afterAll hooks run in this order).
const world = consoleFixture({ minio: () => minio.server });

beforeAll(async () => {
  bucket = await createdBucket(world, 'events');
});

afterAll(async () => {
  try {
    await minio?.stop();
  } finally {
    receiver?.closeAllConnections();
    await new Promise<void>((resolve) => (receiver ? receiver.close(() => resolve()) : resolve()));
  }
});

const subscription = {
  arn,
  events: ['put', 'delete'],
  prefix: 'in/',
  suffix: '.txt',
} satisfies Schema<'CreateBucketEventRequest'>['configuration'];
const eventsPath = '/api/v1/buckets/{bucket}/events';
const subscribe = (to: string, body: Schema<'CreateBucketEventRequest'>) =>
  world.root.POST(eventsPath, { ...inBucket(to), body });

describe('bucket events', () => {
  it('lists the notification target ARNs of the server', async () => {
    expect(await world.root.GET('/api/v1/admin/arns')).toEqual({ status: 200, data: { arns: [arn] } });
  });

  it('subscribes the target, lists the subscription, and refuses a duplicate unless told to ignore it', async () => {
    const listed = () => world.root.GET(eventsPath, inBucket(bucket));
    expect((await listed()).data).toEqual({ events: [] });
    expect((await subscribe(bucket, { configuration: subscription })).status).toBe(204);
    expect((await listed()).data?.events).toEqual([expect.objectContaining(subscription)]);
    const duplicate = await subscribe(bucket, { configuration: subscription });
    expect(duplicate).toMatchObject({ status: 409, error: { message: 'This subscription already exists' } });
    const ignored = await subscribe(bucket, { configuration: subscription, ignoreExisting: true });
    expect(ignored.status).toBe(204);
    expect((await listed()).data?.events).toHaveLength(1);
  });

  it('keeps number-like and spaced filters exactly when another subscription is added', async () => {
    const own = await createdBucket(world, 'events-text');
    const first = { arn, events: ['put' as const], prefix: ' sp /', suffix: '007' };
    const second = { arn, events: ['delete' as const], prefix: '0x10', suffix: '' };
    // Adding a subscription writes the ones read before back with it.
    for (const configuration of [first, second]) {
      expect((await subscribe(own, { configuration })).status).toBe(204);
    }
    const listed = await world.root.GET(eventsPath, inBucket(own));
    expect(listed.data?.events.map(({ prefix, suffix }) => [prefix, suffix])).toEqual([
      [' sp /', '007'],
      ['0x10', ''],
    ]);
    const stored = (await storedConfig(minio.server, own, 'notification'))['NotificationConfiguration'] as {
      QueueConfiguration: Array<{ Filter: { S3Key: { FilterRule: Array<{ Name: string; Value: string }> } } }>;
    };
    expect(stored.QueueConfiguration.map((entry) => entry.Filter.S3Key.FilterRule)).toEqual([
      [
        { Name: 'prefix', Value: ' sp /' },
        { Name: 'suffix', Value: '007' },
      ],
      [{ Name: 'prefix', Value: '0x10' }],
    ]);
  });

  it('refuses an ARN the server does not know', async () => {
    const unknown = { ...subscription, arn: 'arn:minio:sqs::nobody:webhook' };
    const answer = await subscribe(bucket, { configuration: unknown });
    expect(answer.status).toBe(400);
    expect(answer.error?.detailedMessage).toContain('ARN');
  });

  it('delivers the subscribed events to the webhook, filtered by prefix and suffix', async () => {
    await asRoot(minio.server, async (s3) => {
      await s3.putObject(bucket, 'out/skipped.txt', Buffer.from('no'));
      await s3.putObject(bucket, 'in/skipped.bin', Buffer.from('no'));
      await s3.putObject(bucket, 'in/wanted.txt', Buffer.from('yes'));
      await s3.removeObject(bucket, 'in/wanted.txt');
    });
    const key = `${bucket}/in/wanted.txt`;
    await eventually('the delete event reaching the webhook', async () =>
      received.some((event) => event.Key === key && event.EventName.startsWith('s3:ObjectRemoved:')) ? true : undefined,
    );
    const ours = received.filter((event) => event.Key.startsWith(`${bucket}/`));
    expect(ours.map((event) => event.Key)).toEqual([key, key]);
    expect(ours.map((event) => event.EventName).sort()).toEqual(['s3:ObjectCreated:Put', 's3:ObjectRemoved:Delete']);
  });

  it('removes the subscription identified by ARN, events and filters', async () => {
    const path = '/api/v1/buckets/{bucket}/events/{arn}';
    const at = inBucket(bucket, { arn });
    const wrongFilter = await world.root.DELETE(path, {
      ...at,
      body: { events: ['put', 'delete'], prefix: 'other/', suffix: '.txt' },
    });
    expect(wrongFilter).toMatchObject({ status: 404, error: { message: 'No such event subscription' } });
    const removed = await world.root.DELETE(path, {
      ...at,
      body: { events: ['delete', 'put'], prefix: 'in/', suffix: '.txt' },
    });
    expect(removed.status).toBe(204);
    expect((await world.root.GET(eventsPath, inBucket(bucket))).data).toEqual({ events: [] });
  });

  it('is refused to a user whose policy does not allow it', async () => {
    const reader = await world.persona('readonly');
    expect((await reader.GET(eventsPath, inBucket(bucket))).status).toBe(403);
    const body = { configuration: subscription };
    expect((await reader.POST(eventsPath, { ...inBucket(bucket), body })).status).toBe(403);
    expect((await reader.GET('/api/v1/admin/arns')).status).toBe(403);
  });
});
