import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadWorld, need } from '@test/world/state';
import type { AdminConnection } from '../admin-request';
import { MinioError } from '../errors';
import { assumeRole } from '../sts';
import { delConfigKV, getConfigKV, getConfigTargets, helpConfigKV, setConfigKV } from './config-kv';
import { formatConfigKV } from './config-kv-text';

jest.setTimeout(30_000);

// MinIO rewrites its whole configuration on every change, without a lock: two tests changing keys of one server at
// once can undo each other. The erasure server's configuration belongs to admin.integration.test.ts, so this file
// uses the single-drive one.
const minio = need(loadWorld().minio.single, 'single-drive MinIO');
let session: AdminConnection;
// MinIO dials a webhook target before it accepts its configuration; this one answers every call.
let webhook: Server;
let webhookUrl: string;

beforeAll(async () => {
  session = { endpoint: minio.endpoint, credentials: await assumeRole(minio.endpoint, minio, 900) };
  webhook = createServer((request, response) => {
    request.resume();
    request.on('end', () => response.end());
  });
  await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
  webhookUrl = `http://127.0.0.1:${(webhook.address() as AddressInfo).port}/events`;
});

afterAll(async () => {
  webhook.closeAllConnections();
  await new Promise<void>((resolve) => webhook.close(() => resolve()));
});

describe('configuration KV', () => {
  it('reads a subsystem as typed targets and keys, and changes one key live', async () => {
    const [api] = await getConfigTargets(session, 'api');
    expect(api).toMatchObject({ subSys: 'api', target: '' });
    const original = api?.kvs.find((kv) => kv.key === 'delete_cleanup_interval')?.value;
    expect(original).toMatch(/^\d+[smh]/);
    const others = api?.kvs.filter((kv) => kv.key !== 'delete_cleanup_interval').length ?? 0;
    const changed = original === '7m' ? '8m' : '7m';
    try {
      const result = await setConfigKV(
        session,
        formatConfigKV('api', '', [{ key: 'delete_cleanup_interval', value: changed }]),
      );
      expect(result.applied).toBe(true);
      const [after] = await getConfigTargets(session, 'api');
      expect(after?.kvs.find((kv) => kv.key === 'delete_cleanup_interval')?.value).toBe(changed);
      // Setting one key leaves the others in place.
      expect(after?.kvs.filter((kv) => kv.key !== 'delete_cleanup_interval').length).toBe(others);
    } finally {
      await setConfigKV(session, `api delete_cleanup_interval=${original ?? '5m'}`);
    }
  });

  it('saves a notification target that needs a restart, and deletes it', async () => {
    const target = `it${randomUUID().slice(0, 8)}`;
    const line = formatConfigKV('notify_webhook', target, [
      { key: 'endpoint', value: webhookUrl },
      { key: 'queue_limit', value: '10' },
      { key: 'comment', value: 'added by an integration test' },
    ]);
    const added = await setConfigKV(session, line);
    // Notification targets load at start-up: MinIO does not apply them live.
    expect(added.applied).toBe(false);
    try {
      // get-config-kv reads the running configuration, which gets the target only at the next restart (the
      // restart test reads it back); what was saved shows in the delete succeeding below.
      const targets = await getConfigTargets(session, 'notify_webhook');
      expect(targets.map((one) => one.target)).not.toContain(target);
      await expect(getConfigKV(session, `notify_webhook:${target}`)).rejects.toMatchObject({
        code: 'XMinioConfigError',
      });
    } finally {
      const deleted = await delConfigKV(session, `notify_webhook:${target}`);
      expect(deleted.applied).toBe(false);
    }
    await expect(delConfigKV(session, `notify_webhook:${target}`)).rejects.toMatchObject({
      status: 404,
      code: 'XMinioConfigNotFoundError',
    });
  });

  it('refuses a webhook target MinIO cannot reach', async () => {
    const attempt = setConfigKV(session, `notify_webhook:it${randomUUID().slice(0, 8)} endpoint=http://127.0.0.1:1/x`);
    await expect(attempt).rejects.toMatchObject({ status: 400, code: 'XMinioAdminConfigBadJSON' });
    await expect(attempt).rejects.toThrow(/connection refused/);
  });

  it('describes the keys of a subsystem, or one key', async () => {
    const help = await helpConfigKV(session, 'notify_webhook');
    expect(help).toMatchObject({ subSys: 'notify_webhook', multipleTargets: true });
    expect(help.keysHelp?.map((key) => key.key)).toEqual(expect.arrayContaining(['endpoint', 'auth_token']));
    const one = await helpConfigKV(session, 'api', { key: 'requests_max' });
    expect(one.keysHelp).toEqual([expect.objectContaining({ key: 'requests_max', type: 'number', optional: true })]);
  });

  it('answers unknown subsystems with MinioErrors', async () => {
    await expect(helpConfigKV(session, 'no_such_subsystem')).rejects.toMatchObject({
      status: 400,
      code: 'XMinioConfigError',
    });
    await expect(getConfigTargets(session, 'no_such_subsystem')).rejects.toBeInstanceOf(MinioError);
  });
});
