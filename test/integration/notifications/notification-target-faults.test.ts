import { randomUUID } from 'node:crypto';
import { eventually } from '@test/support/eventually';
import { consoleFixture } from '@test/support/fixtures';
import { asRoot } from '@test/support/minio-root';
import { startOwnMinio, type OwnMinio } from '@test/support/own-minio';
import { freePort } from '@test/world/ports';
import { loadWorld, need } from '@test/world/state';
import { LOOPBACK_TARGETS } from '../buckets/bucket-test-kit';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver';
import { restartThroughConsole } from '@test/support/minio-restart';

jest.setTimeout(180_000);

/**
 * What a user gets for a target MinIO cannot take: a 400 whose message names the field, or MinIO's own reason, and
 * the stored configuration exactly as before. Kafka and Elasticsearch have no server here: MinIO checks the
 * connection when a target is saved, so the test is that it refuses them with its reason. One webhook target is
 * saved and loaded first, so a failed edit can be read back against it. The MinIO is this file's own.
 */
let minio: OwnMinio;
let webhook: WebhookReceiver;
const name = `wh-${randomUUID().slice(0, 8)}`;
let closedPort: number;

beforeAll(async () => {
  webhook = await startWebhookReceiver();
  minio = await startOwnMinio('notify-faults');
  closedPort = await freePort();
});

const world = consoleFixture({ minio: () => minio.server, env: LOOPBACK_TARGETS });
type KeyValue = { key: string; value: string };
const configId = (service: string, target: string) => ({
  params: { path: { configurationId: `notify_${service}:${target}` } },
});
const save = (service: string, target: string, keyValues: KeyValue[]) =>
  world.root.PUT('/api/v1/configs/{configurationId}', {
    ...configId(service, target),
    body: { key_values: keyValues },
  });
const stored = async () => (await world.root.GET('/api/v1/configs/{configurationId}', configId('webhook', name))).data;
const endpoints = async () => (await world.root.GET('/api/v1/admin/notification_endpoints')).data;

beforeAll(async () => {
  const saved = await save('webhook', name, [
    { key: 'endpoint', value: webhook.url },
    { key: 'auth_token', value: 'token-before-edit' },
  ]);
  expect(saved.status).toBe(200);
  await restartThroughConsole(world.root);
});

afterAll(async () => {
  await minio?.stop();
  await webhook?.close();
});

describe('notification targets: bad input and refusals', () => {
  const fresh = () => `t-${randomUUID().slice(0, 8)}`;

  it.each([
    ['a value of the wrong type', 'webhook', [{ key: 'queue_limit', value: 'many' }], /"queue_limit" must be a number/],
    ['an unknown key', 'webhook', [{ key: 'endpointx', value: 'http://127.0.0.1:1/' }], /Unknown setting "endpointx"/],
    [
      'a URL without its scheme',
      'webhook',
      [{ key: 'endpoint', value: '127.0.0.1:9/x' }],
      /"endpoint" must be a URL with a scheme/,
    ],
  ])(
    'refuses %s on an existing target, naming the field, and keeps it as it was',
    async (_what, service, keyValues, message) => {
      const before = await stored();
      const res = await save(service, name, keyValues);
      expect(res.status).toBe(400);
      expect(res.error?.message).toMatch(message);
      expect(await stored()).toEqual(before);
    },
  );

  it('refuses a target whose server refuses the connection, with MinIO’s reason, saving nothing', async () => {
    const before = await endpoints();
    const target = fresh();
    const res = await save('postgres', target, [
      {
        key: 'connection_string',
        value: `host=127.0.0.1 port=${closedPort} user=u password=p dbname=d sslmode=disable`,
      },
      { key: 'table', value: 'events' },
      { key: 'format', value: 'namespace' },
    ]);
    expect(res.status).toBe(400);
    expect(res.error?.message).toMatch(new RegExp(`${target}:postgresql.*connection refused`));
    const edit = await save('webhook', name, [{ key: 'endpoint', value: `http://127.0.0.1:${closedPort}/gone` }]);
    expect(edit.status).toBe(400);
    expect(edit.error?.message).toMatch(/connection refused/);
    expect((await stored())?.key_values).toContainEqual({ key: 'endpoint', value: webhook.url });
    expect(await endpoints()).toEqual(before);
  });

  it('shows the database’s own refusal: MinIO’s namespace table is MySQL-only SQL that MariaDB rejects', async () => {
    const my = need(loadWorld().notify?.mysql, 'MariaDB');
    const res = await save('mysql', fresh(), [
      { key: 'dsn_string', value: `${my.user}:${my.password}@tcp(${my.host}:${my.port})/${my.database}` },
      { key: 'table', value: `ns_${randomUUID().slice(0, 8)}` },
      { key: 'format', value: 'namespace' },
    ]);
    expect(res.status).toBe(400);
    expect(res.error?.message).toMatch(/mysql.*SQL syntax/);
  });

  it('sends Kafka and Elasticsearch targets as MinIO takes them, and shows its reason when their server is absent', async () => {
    const kafka = await save('kafka', fresh(), [
      { key: 'brokers', value: `127.0.0.1:${closedPort}` },
      { key: 'topic', value: 'bucket-events' },
      { key: 'sasl', value: 'off' },
      { key: 'tls', value: 'off' },
    ]);
    expect(kafka.status).toBe(400);
    expect(kafka.error?.message).toMatch(/kafka.*(run out of available brokers|connection refused)/i);
    const elastic = await save('elasticsearch', fresh(), [
      { key: 'url', value: `http://127.0.0.1:${closedPort}` },
      { key: 'index', value: 'bucket-events' },
      { key: 'format', value: 'namespace' },
    ]);
    expect(elastic.status).toBe(400);
    expect(elastic.error?.message).toMatch(/elasticsearch/);
    const list = (await endpoints())?.notification_endpoints ?? [];
    expect(list.map((one) => one.service)).toEqual(['webhook']);
  });

  it('refuses a broker address the outbound policy forbids before MinIO is asked', async () => {
    const res = await save('webhook', fresh(), [{ key: 'endpoint', value: 'http://169.254.169.254/latest' }]);
    expect(res).toMatchObject({ status: 400, error: { message: 'The remote server cannot be used' } });
    const nats = await save('nats', fresh(), [
      { key: 'address', value: '169.254.169.254:4222' },
      { key: 'subject', value: 'events' },
    ]);
    expect(nats).toMatchObject({ status: 400, error: { message: 'The remote server cannot be used' } });
    const postgres = await save('postgres', fresh(), [
      { key: 'connection_string', value: 'host=169.254.169.254 port=5432 user=u password=p dbname=d' },
      { key: 'table', value: 'events' },
      { key: 'format', value: 'namespace' },
    ]);
    expect(postgres).toMatchObject({ status: 400, error: { message: 'The remote server cannot be used' } });
  });

  it('edits a stored target: the change holds after the restart and the untouched secret stays', async () => {
    const before = await stored();
    expect(before?.key_values).toContainEqual(expect.objectContaining({ key: 'auth_token', value: '********' }));
    // What the edit form sends back: every value as read, the secret still masked, plus the change.
    const keyValues = (before?.key_values ?? [])
      .filter((kv) => ['endpoint', 'auth_token'].includes(kv.key))
      .map(({ key, value }) => ({ key, value }));
    const edited = await save('webhook', name, [...keyValues, { key: 'comment', value: 'edited' }]);
    expect(edited).toEqual({ status: 200, data: { restart: true } });
    await restartThroughConsole(world.root);
    const after = await stored();
    expect(after?.key_values).toContainEqual(expect.objectContaining({ key: 'comment', value: 'edited' }));
    // The secret MinIO kept is the one set before the edit: it sends it with each event.
    const bucket = await world.bucket('edited');
    const subscribed = await world.root.POST('/api/v1/buckets/{bucket}/events', {
      params: { path: { bucket } },
      body: { configuration: { arn: `arn:minio:sqs::${name}:webhook`, events: ['put'] } },
    });
    expect(subscribed.status).toBe(204);
    await asRoot(minio.server, (s3) => s3.putObject(bucket, 'after-edit.txt', Buffer.from('x')));
    const index = await eventually('the event after the edit', async () => {
      const at = webhook.keys.indexOf(`${bucket}/after-edit.txt`);
      return at >= 0 ? at : undefined;
    });
    expect(webhook.authorizations[index]).toBe('Bearer token-before-edit');
  });
});
