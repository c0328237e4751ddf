import { randomUUID } from 'node:crypto';
import { inBucket } from '@test/support/api-client';
import { eventually } from '@test/support/eventually';
import { consoleFixture } from '@test/support/fixtures';
import { asRoot } from '@test/support/minio-root';
import { startOwnMinio, type OwnMinio } from '@test/support/own-minio';
import { loadWorld } from '@test/world/state';
import { createdBucket, LOOPBACK_TARGETS } from '../buckets/bucket-test-kit';
import { notifyCases, type NotifyCase } from './notify-servers-kit';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver';
import { restartThroughConsole } from '@test/support/minio-restart';

jest.setTimeout(180_000);

/**
 * Every notification target that can run here, saved through the console against the real servers of the world
 * (PostgreSQL, MariaDB, Redis, NATS, Mosquitto, RabbitMQ, nsqd) and a webhook receiver of this test; after the
 * restart MinIO needs to load them, a bucket subscribed to each gets a real event there for an object put.
 * The MinIO is this file's own: the restarts must not disturb the shared servers.
 */
let minio: OwnMinio;
let webhook: WebhookReceiver;
const cases: NotifyCase[] = notifyCases(loadWorld().notify ?? {});
const webhookName = `wh-${randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  webhook = await startWebhookReceiver();
  minio = await startOwnMinio('notify-targets');
});

const world = consoleFixture({ minio: () => minio.server, env: LOOPBACK_TARGETS });
const list = async () => (await world.root.GET('/api/v1/admin/notification_endpoints')).data?.notification_endpoints;
const displayNames = async () => ((await list()) ?? []).map((one) => `${one.service}:${one.account_id}:${one.status}`);
const saveTarget = (service: string, name: string, keyValues: ReadonlyArray<{ key: string; value: string }>) =>
  world.root.PUT('/api/v1/configs/{configurationId}', {
    params: { path: { configurationId: `notify_${service}:${name}` } },
    body: { key_values: [...keyValues] },
  });

beforeAll(async () => {
  expect(await list()).toEqual([]);
  await Promise.all(cases.map((one) => one.listen()));
  for (const one of cases) {
    const saved = await saveTarget(one.service, one.name, one.keyValues);
    expect({ target: one.service, ...saved }).toEqual({ target: one.service, status: 200, data: { restart: true } });
  }
  const savedWebhook = await saveTarget('webhook', webhookName, [{ key: 'endpoint', value: webhook.url }]);
  expect(savedWebhook).toEqual({ status: 200, data: { restart: true } });
  // MinIO loads notification targets at start-up only.
  expect(await list()).toEqual([]);
  await restartThroughConsole(world.root);
});

afterAll(async () => {
  await Promise.all(cases.map((one) => one.close()));
  await minio?.stop();
  await webhook?.close();
});

describe('notification targets on the real servers', () => {
  it('lists every saved target as service:account_id, Online', async () => {
    const expected = [...cases.map((one) => `${one.service}:${one.name}:Online`), `webhook:${webhookName}:Online`];
    expect((await displayNames()).sort()).toEqual(expected.sort());
  });

  it('offers every target’s ARN to the bucket events screen', async () => {
    const arns = (await world.root.GET('/api/v1/admin/arns')).data?.arns ?? [];
    const expected = [
      ...cases.map((one) => `arn:minio:sqs::${one.name}:${one.arnType}`),
      `arn:minio:sqs::${webhookName}:webhook`,
    ];
    expect([...arns].sort()).toEqual(expected.sort());
  });

  const deliveries: Array<[string, () => Promise<string[]>, string]> = [
    ...cases.map((one): [string, () => Promise<string[]>, string] => [
      one.service,
      () => one.receivedKeys(),
      `arn:minio:sqs::${one.name}:${one.arnType}`,
    ]),
    ['webhook', async () => [...webhook.keys], `arn:minio:sqs::${webhookName}:webhook`],
  ];
  it.each(deliveries)('delivers the event of an object put to %s', async (service, receivedKeys, arn) => {
    const bucket = await createdBucket(world, `ev-${service}`);
    const subscribed = await world.root.POST('/api/v1/buckets/{bucket}/events', {
      ...inBucket(bucket),
      body: { configuration: { arn, events: ['put'], prefix: 'in/' } },
    });
    expect(subscribed.status).toBe(204);
    const key = `in/${randomUUID()}.txt`;
    await asRoot(minio.server, (s3) => s3.putObject(bucket, key, Buffer.from('event')));
    await eventually(`the ${service} event`, async () =>
      (await receivedKeys()).includes(`${bucket}/${key}`) ? true : undefined,
    );
  });

  it('shows a target whose server went away as Offline, and forgets a deleted target after the restart', async () => {
    await webhook.close();
    await eventually('the webhook target shown Offline', async () =>
      (await displayNames()).includes(`webhook:${webhookName}:Offline`) ? true : undefined,
    );
    const deleted = await world.root.DELETE('/api/v1/configs/{configurationId}', {
      params: { path: { configurationId: `notify_webhook:${webhookName}` } },
    });
    expect(deleted).toEqual({ status: 200, data: { restart: true } });
    await restartThroughConsole(world.root);
    const names = await displayNames();
    expect(names.some((name) => name.startsWith(`webhook:${webhookName}`))).toBe(false);
    expect(names).toHaveLength(cases.length);
  });
});
