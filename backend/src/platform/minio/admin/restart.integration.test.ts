import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { newKmsSecretKey, startMinio } from '@test/world/minio';
import { tempDir } from '@test/world/processes';
import type { AdminConnection } from '../admin-request';
import { assumeRole } from '../sts';
import { getConfigTargets, setConfigKV } from './config-kv';
import { formatConfigKV } from './config-kv-text';
import { listNotificationTargets, type NotificationTarget } from './notification-targets';
import { restartService } from './service';
import { serverInfo } from './server-info';

jest.setTimeout(120_000);

/**
 * A MinIO of this test's own, because it is restarted: the shared servers of the run are never disturbed. It inherits
 * this process's environment, which is how an environment override gets in.
 */
describe('restarting a MinIO of our own', () => {
  const dir = tempDir('restart');
  let stop: () => Promise<void>;
  let session: AdminConnection;
  let webhook: Server;
  let webhookUrl: string;

  beforeAll(async () => {
    webhook = createServer((request, response) => {
      request.resume();
      request.on('end', () => response.end());
    });
    await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
    webhookUrl = `http://127.0.0.1:${(webhook.address() as AddressInfo).port}/events`;
    process.env['MINIO_API_REQUESTS_MAX'] = '123';
    try {
      const started = await startMinio({
        name: 'restart',
        mode: 'single',
        dataDir: join(dir, 'data'),
        logDir: dir,
        kmsSecretKey: newKmsSecretKey(),
      });
      stop = () => started.process.stop();
      const { endpoint } = started.state;
      session = { endpoint, credentials: await assumeRole(endpoint, started.state, 3600) };
    } finally {
      delete process.env['MINIO_API_REQUESTS_MAX'];
    }
  }, 90_000);

  afterAll(async () => {
    await stop?.();
    webhook.closeAllConnections();
    await new Promise<void>((resolve) => webhook.close(() => resolve()));
  });

  it('reports an environment override on the key it overrides', async () => {
    const [api] = await getConfigTargets(session, 'api');
    expect(api?.kvs.find((kv) => kv.key === 'requests_max')).toEqual({
      key: 'requests_max',
      value: expect.any(String),
      envOverride: { name: 'MINIO_API_REQUESTS_MAX', value: '123' },
    });
  });

  it('restarts, answers again, and then runs the notification target saved before', async () => {
    const target = `it${randomUUID().slice(0, 8)}`;
    const saved = await setConfigKV(
      session,
      formatConfigKV('notify_webhook', target, [{ key: 'endpoint', value: webhookUrl }]),
    );
    expect(saved.applied).toBe(false);
    expect((await listNotificationTargets(session)).map((one) => one.accountId)).not.toContain(target);

    const dryRun = await restartService(session, { dryRun: true });
    expect(dryRun).toMatchObject({ action: 'restart', dryRun: true });
    const result = await restartService(session);
    expect(result).toMatchObject({ action: 'restart', dryRun: false });
    expect(result.results?.[0]?.host).toEqual(expect.any(String));

    // MinIO loads notification targets only at start-up: seeing ours proves the restart, and that it answers again.
    const deadline = Date.now() + 60_000;
    let mine: NotificationTarget | undefined;
    while (!mine && Date.now() < deadline) {
      const targets = await listNotificationTargets(session, { signal: AbortSignal.timeout(2_000) }).catch(() => []);
      mine = targets.find((one) => one.accountId === target);
      if (!mine) await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(mine).toEqual({ service: 'webhook', accountId: target, status: 'online' });
    const info = await serverInfo(session);
    expect(info.sqsARN).toContain(`arn:minio:sqs::${target}:webhook`);
    const [config] = await getConfigTargets(session, `notify_webhook:${target}`);
    expect(config).toMatchObject({ subSys: 'notify_webhook', target });
    expect(config?.kvs).toContainEqual({ key: 'endpoint', value: webhookUrl });
  });
});
