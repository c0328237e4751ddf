import { randomUUID } from 'node:crypto';
import { getFullConfig } from '@platform/minio/admin/config-full';
import { getConfigTargets } from '@platform/minio/admin/config-kv';
import { parseConfigExport } from '@platform/minio/admin/config-export-text';
import { dataOf } from '@test/support/api-client';
import { rootConnection } from '@test/support/minio-admin';

import { ownConfiguration } from './own-configuration';
import { restartThroughConsole } from '@test/support/minio-restart';

jest.setTimeout(120_000);

/** Settings that hold across a restart, and a whole-configuration import; on a MinIO of this file's own. */
const { world, minio, webhookUrl } = ownConfiguration('settings');

const config = (id: string) => ({ params: { path: { configurationId: id } } });
const admin = () => rootConnection(minio().server);
const storedLine = async (subSys: string, target = '') =>
  parseConfigExport(await getFullConfig(admin())).find((one) => one.subSys === subSys && one.target === target);

it('turns compression on, restarts the server through the console, and the setting holds', async () => {
  const saved = await world.root.PUT('/api/v1/configs/{configurationId}', {
    ...config('compression'),
    body: {
      key_values: [
        { key: 'enable', value: 'on' },
        { key: 'extensions', value: '.held' },
      ],
    },
  });
  expect(saved.status).toBe(200);
  await restartThroughConsole(world.root);

  const [running] = await getConfigTargets(admin(), 'compression');
  expect(running?.kvs).toContainEqual({ key: 'extensions', value: '.held' });
  expect(running?.kvs.find((kv) => kv.key === 'enable')?.value ?? 'on').toBe('on');
  const read = dataOf(await world.root.GET('/api/v1/configs/{configurationId}', config('compression')));
  expect(read.key_values).toContainEqual({ key: 'extensions', value: '.held' });
});

describe('export and import', () => {
  const token = `token-${randomUUID()}`;
  const target = `it${randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    const added = await world.root.PUT('/api/v1/configs/{configurationId}', {
      ...config(`logger_webhook:${target}`),
      body: {
        key_values: [
          { key: 'enable', value: 'on' },
          { key: 'endpoint', value: webhookUrl('/hook') },
          { key: 'auth_token', value: token },
        ],
      },
    });
    expect(added.status).toBe(200);
  });

  const exported = async () => dataOf(await world.root.GET('/api/v1/configuration/export')).text;
  const preview = (text: string) => world.root.POST('/api/v1/configuration/import/preview', { body: { text } });

  it('exports every subsystem in the mc format, secrets masked', async () => {
    const text = await exported();
    expect(text).toMatch(/^api requests_max=/m);
    expect(text).toContain(`logger_webhook:${target} `);
    expect(text).toContain('auth_token=********');
    expect(text).not.toContain(token);
  });

  it('previews no change for the file just exported, and each change of an edited one', async () => {
    const text = await exported();
    expect(dataOf(await preview(text)).changes).toEqual([]);
    const edited = text.replace(/^api requests_max=\S*/m, 'api requests_max=77');
    expect(dataOf(await preview(edited)).changes).toEqual([
      { target: 'api', key: 'requests_max', current: expect.any(String), imported: '77' },
    ]);
  });

  it.each([
    ['prose', 'hello world, this is not a configuration', /not a server configuration/],
    ['an unknown subsystem', 'no_such_subsys key=value\n', /does not have: no_such_subsys/],
    [
      'a masked secret the server does not hold',
      'logger_webhook:ghost endpoint=http://x auth_token=********',
      /masked/,
    ],
  ])('refuses %s, and changes nothing', async (_, text, message) => {
    const before = await getFullConfig(admin());
    const answer = await preview(text);
    expect(answer.status).toBe(400);
    expect(answer.error?.message).toMatch(message);
    const imported = await world.root.POST('/api/v1/configuration/import', { body: { text } });
    expect(imported.status).toBe(400);
    expect(await getFullConfig(admin())).toBe(before);
  });

  it('imports an edited file, keeping the masked secret, and it applies after a restart', async () => {
    const edited = (await exported()).replace(/^api requests_max=\S*/m, 'api requests_max=77');
    const imported = await world.root.POST('/api/v1/configuration/import', { body: { text: edited } });
    expect(imported).toEqual({ status: 200, data: { restart: true } });
    await restartThroughConsole(world.root);

    const [api] = await getConfigTargets(admin(), 'api');
    expect(api?.kvs).toContainEqual({ key: 'requests_max', value: '77' });
    const logger = await storedLine('logger_webhook', target);
    expect(logger?.kvs).toContainEqual({ key: 'auth_token', value: token });
    expect(logger?.kvs).toContainEqual({ key: 'endpoint', value: webhookUrl('/hook') });
  });
});
