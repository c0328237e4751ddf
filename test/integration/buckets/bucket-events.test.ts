import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { components } from '../../../backend/api/generated/api';
import { setConfigKV } from '../../../backend/src/platform/minio/admin/config-kv';
import { createUserWithPolicy, rootConnection } from '../../support/minio-admin';
import { startOwnMinio, type OwnMinio } from '../../support/own-minio';
import { storedConfig } from '../bucket-admin/config-test-kit';
import {
  asRoot,
  consoleFor,
  consoleUser,
  eventually,
  uniqueBucket,
  type ApiErrorBody,
  type ConsoleUser,
  type TestConsole,
} from './bucket-test-kit';

type Schemas = components['schemas'];

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
let harness: TestConsole;
let root: ConsoleUser;
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
  harness = await consoleFor(minio.server);
  root = harness.root;
  bucket = uniqueBucket('events');
  harness.made.add(bucket);
  expect((await root.post('/buckets', { name: bucket })).status).toBe(201);
});

afterAll(async () => {
  try {
    await harness?.close();
  } finally {
    await minio?.stop();
    receiver?.closeAllConnections();
    await new Promise<void>((resolve) => (receiver ? receiver.close(() => resolve()) : resolve()));
  }
});

const subscription = { arn, events: ['put', 'delete'], prefix: 'in/', suffix: '.txt' };

describe('bucket events', () => {
  it('lists the notification target ARNs of the server', async () => {
    expect(await root.get('/admin/arns')).toEqual({ status: 200, body: { arns: [arn] } });
  });

  it('subscribes the target, lists the subscription, and refuses a duplicate unless told to ignore it', async () => {
    expect((await root.get(`/buckets/${bucket}/events`)).body).toEqual({ events: [] });
    expect((await root.post(`/buckets/${bucket}/events`, { configuration: subscription })).status).toBe(204);
    const listed = await root.get<Schemas['BucketEventList']>(`/buckets/${bucket}/events`);
    expect(listed.body.events).toEqual([expect.objectContaining(subscription)]);
    const duplicate = await root.post<ApiErrorBody>(`/buckets/${bucket}/events`, { configuration: subscription });
    expect(duplicate).toMatchObject({ status: 409, body: { message: 'This subscription already exists' } });
    const ignored = await root.post(`/buckets/${bucket}/events`, { configuration: subscription, ignoreExisting: true });
    expect(ignored.status).toBe(204);
    expect((await root.get<Schemas['BucketEventList']>(`/buckets/${bucket}/events`)).body.events).toHaveLength(1);
  });

  it('keeps number-like and spaced filters exactly when another subscription is added', async () => {
    const own = uniqueBucket('events-text');
    harness.made.add(own);
    expect((await root.post('/buckets', { name: own })).status).toBe(201);
    const first = { arn, events: ['put'], prefix: ' sp /', suffix: '007' };
    const second = { arn, events: ['delete'], prefix: '0x10', suffix: '' };
    // Adding a subscription writes the ones read before back with it.
    for (const configuration of [first, second]) {
      expect((await root.post(`/buckets/${own}/events`, { configuration })).status).toBe(204);
    }
    const listed = await root.get<Schemas['BucketEventList']>(`/buckets/${own}/events`);
    expect(listed.body.events.map(({ prefix, suffix }) => [prefix, suffix])).toEqual([
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
    const answer = await root.post<ApiErrorBody>(`/buckets/${bucket}/events`, { configuration: unknown });
    expect(answer.status).toBe(400);
    expect(answer.body.detailedMessage).toContain('ARN');
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
    const path = `/buckets/${bucket}/events/${encodeURIComponent(arn)}`;
    const wrongFilter = await root.del<ApiErrorBody>(path, {
      events: ['put', 'delete'],
      prefix: 'other/',
      suffix: '.txt',
    });
    expect(wrongFilter).toMatchObject({ status: 404, body: { message: 'No such event subscription' } });
    expect((await root.del(path, { events: ['delete', 'put'], prefix: 'in/', suffix: '.txt' })).status).toBe(204);
    expect((await root.get(`/buckets/${bucket}/events`)).body).toEqual({ events: [] });
  });

  it('is refused to a user whose policy does not allow it', async () => {
    const user = await createUserWithPolicy(minio.server, 'readonly');
    const reader = await consoleUser(harness.app, user.accessKey, user.secretKey);
    expect((await reader.get(`/buckets/${bucket}/events`)).status).toBe(403);
    expect((await reader.post(`/buckets/${bucket}/events`, { configuration: subscription })).status).toBe(403);
    expect((await reader.get('/admin/arns')).status).toBe(403);
  });
});
