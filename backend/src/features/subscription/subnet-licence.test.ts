import { setConfigKV } from '../../platform/minio/admin/config-kv';
import { changeConfigOneAtATime } from '../../platform/minio/one-at-a-time';
import { writeSubnetLicence } from './subnet-licence';

jest.mock('../../platform/minio/admin/config-kv', () => ({ setConfigKV: jest.fn(async () => ({ applied: true })) }));

const connection = { endpoint: 'http://minio:9000', credentials: { accessKey: 'root', secretKey: 'secret' } };
/** Lets every pending callback run (no timing: one turn of the event loop). */
const settle = () => new Promise((resolve) => setImmediate(resolve));

it('keeps the licence only after a configuration change under way has finished', async () => {
  let finish = () => {};
  const settingsSave = changeConfigOneAtATime(connection, () => new Promise<void>((resolve) => (finish = resolve)));
  const writing = writeSubnetLicence(connection, 'licence-token');
  await settle();
  // MinIO rewrites its whole configuration without a lock: a write now could drop the settings save.
  expect(setConfigKV).not.toHaveBeenCalled();
  finish();
  await settingsSave;
  await writing;
  expect(setConfigKV).toHaveBeenCalledWith(connection, 'subnet license=licence-token');
});
