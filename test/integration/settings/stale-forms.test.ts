import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getConfigTargets } from '@platform/minio/admin/config-kv';
import { dataOf } from '@test/support/api-client';
import { consoleFixture } from '@test/support/fixtures';
import { rootConnection } from '@test/support/minio-admin';
import { startOwnMinio, type OwnMinio } from '@test/support/own-minio';
import { LOOPBACK_TARGETS } from '../buckets/bucket-test-kit';

jest.setTimeout(180_000);

/**
 * Two administrators editing one notification target or one settings category: the form sends what it opened with
 * as `previous`, and only the keys its user changed are written on top of what MinIO has by then. Before, the
 * notification target's form wrote every field back, so a stale form undid another administrator's changes. On a
 * MinIO of this file's own: notification targets need restarts.
 */
let minio: OwnMinio;
let webhook: Server;
let webhookUrl: string;
beforeAll(async () => {
  minio = await startOwnMinio('stale-forms');
  // MinIO dials a notification webhook before it accepts it; this one answers every call.
  webhook = createServer((request, response) => {
    request.resume();
    request.on('end', () => response.end());
  });
  await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
  webhookUrl = `http://127.0.0.1:${(webhook.address() as AddressInfo).port}`;
}, 60_000);
const world = consoleFixture({ minio: () => minio.server, env: LOOPBACK_TARGETS });
afterAll(async () => {
  await minio?.stop();
  webhook?.closeAllConnections();
  await new Promise<void>((resolve) => webhook?.close(() => resolve()));
});

type KeyValue = { key: string; value: string };
const config = (id: string) => ({ params: { path: { configurationId: id } } });
const read = async (id: string): Promise<KeyValue[]> =>
  dataOf(await world.root.GET('/api/v1/configs/{configurationId}', config(id))).key_values.map(({ key, value }) => ({
    key,
    value,
  }));
const save = (id: string, keyValues: KeyValue[], previous?: KeyValue[]) =>
  world.root.PUT('/api/v1/configs/{configurationId}', {
    ...config(id),
    body: { key_values: keyValues, ...(previous ? { previous } : {}) },
  });
/** MinIO loads notification targets at start-up only; the console waits for it to answer again. */
const restart = async () => expect((await world.root.POST('/api/v1/service/restart')).status).toBe(204);
/** What MinIO runs for a target, read without the console. */
const running = async (subSys: string, target = '') => {
  const line = (await getConfigTargets(rootConnection(minio.server), subSys)).find((one) => one.target === target);
  return Object.fromEntries((line?.kvs ?? []).map((kv) => [kv.key, kv.value]));
};
/** The form sent back whole, as the notification target form does: every field not empty, `changes` applied. */
const wholeForm = (opened: KeyValue[], changes: Record<string, string>): KeyValue[] =>
  opened
    .map(({ key, value }) => ({ key, value: changes[key] ?? value }))
    .filter(({ key, value }) => value !== '' && key !== 'enable');

describe('a notification target saved from a form opened before another administrator changed it', () => {
  const name = `stale${randomUUID().slice(0, 8)}`;
  const id = `notify_webhook:${name}`;

  it('keeps their queue limit when the user changed the endpoint, and refuses a queue limit both changed', async () => {
    const created = await save(id, [
      { key: 'endpoint', value: `${webhookUrl}/first` },
      { key: 'queue_limit', value: '100' },
    ]);
    expect(created.status).toBe(200);
    await restart();
    const opened = await read(id);
    expect(opened).toContainEqual({ key: 'queue_limit', value: '100' });

    // Another administrator raises the queue limit; their restart loads it.
    expect((await save(id, [{ key: 'queue_limit', value: '200' }])).status).toBe(200);
    await restart();

    // The stale form moves the endpoint: everything else goes back as it opened (queue limit 100).
    const moved = await save(id, wholeForm(opened, { endpoint: `${webhookUrl}/second` }), opened);
    expect(moved.status).toBe(200);
    await restart();
    expect(await running('notify_webhook', name)).toMatchObject({
      endpoint: `${webhookUrl}/second`,
      queue_limit: '200',
    });

    const clash = await save(id, wholeForm(opened, { queue_limit: '300' }), opened);
    expect(clash.status).toBe(409);
    expect(clash.error?.message).toBe('The setting "queue_limit" changed since you opened it');
    expect(clash.error?.detailedMessage).toContain("It is '200' now; it was '100' when the form opened.");
    await restart();
    expect(await running('notify_webhook', name)).toMatchObject({ queue_limit: '200' });
  });
});

describe('a settings category saved from a form opened before another administrator changed it', () => {
  it('writes the key the user changed beside theirs, and refuses a key both changed', async () => {
    const opened = await read('api');
    expect((await save('api', [{ key: 'cors_allow_origin', value: 'https://theirs.example' }])).status).toBe(200);

    // The settings form sends only the keys its user changed.
    const saved = await save('api', [{ key: 'stale_uploads_expiry', value: '48h' }], opened);
    expect(saved.status).toBe(200);
    expect(await running('api')).toMatchObject({
      cors_allow_origin: 'https://theirs.example',
      stale_uploads_expiry: '48h',
    });

    const clash = await save('api', [{ key: 'cors_allow_origin', value: 'https://mine.example' }], opened);
    expect(clash.status).toBe(409);
    expect(clash.error?.message).toBe('The setting "cors_allow_origin" changed since you opened it');
    expect((await running('api'))['cors_allow_origin']).toBe('https://theirs.example');
  });

  it('lets one of two forms opened alike change a key when both save at once; the other is refused', async () => {
    const opened = await read('api');
    const key = 'stale_uploads_cleanup_interval';
    const answers = await Promise.all(['1h', '2h'].map((value) => save('api', [{ key, value }], opened)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await running('api'))[key]).toBe(answers[0]?.status === 200 ? '1h' : '2h');
  });
});
