import { setConfigKV } from '../../platform/minio/admin/config-kv';
import { changeConfigOneAtATime } from '../../platform/minio/one-at-a-time';
import { configureWebhook } from './audit-webhook';

jest.mock('../../platform/minio/admin/config-kv', () => ({
  getConfigTargets: jest.fn(),
  setConfigKV: jest.fn(async () => ({ applied: true })),
}));

const connection = { endpoint: 'http://minio:9000', credentials: { accessKey: 'root', secretKey: 'secret' } };
/** Lets every pending callback run (no timing: one turn of the event loop). */
const settle = () => new Promise((resolve) => setImmediate(resolve));

it('points the audit webhook at the console only after a configuration change under way has finished', async () => {
  let finish = () => {};
  const settingsSave = changeConfigOneAtATime(connection, () => new Promise<void>((resolve) => (finish = resolve)));
  const configuring = configureWebhook(connection, 'http://console/api/v1/audit/ingest', 'token');
  await settle();
  // MinIO rewrites its whole configuration without a lock: a write now could drop the settings save.
  expect(setConfigKV).not.toHaveBeenCalled();
  finish();
  await settingsSave;
  await expect(configuring).resolves.toMatchObject({ applied: true });
  expect(setConfigKV).toHaveBeenCalledTimes(1);
});
