import { randomUUID } from 'node:crypto';
import { login } from '@test/support/app-under-test';
import { startConsoleFromSource, type ConsoleInstance } from '@test/support/console-process';
import { eventually } from '@test/support/eventually';
import { startOwnMinio, type OwnMinio } from '@test/support/own-minio';
import { openSocket } from './live-socket';

/** A MinIO of this file's own, stopped under an open trace: the shared servers never see it. */
let minio: OwnMinio;
let console_: ConsoleInstance;
let base: string;

beforeAll(async () => {
  minio = await startOwnMinio(`it-gone-${randomUUID().slice(0, 6)}`);
  console_ = await startConsoleFromSource({ CONSOLE_MINIO_SERVER: minio.server.endpoint, CONSOLE_LOG_LEVEL: 'error' });
  base = console_.url.replace(/\/$/, '');
}, 90_000);
afterAll(async () => {
  await console_.stop();
  await minio.stop();
});

it('a trace whose MinIO goes away closes with 1011 and a reason that fits a close frame, and the console lives on', async () => {
  const cookie = await login(base, minio.server.accessKey, minio.server.secretKey);
  const { record, settled } = openSocket(base, '/ws/trace?calls=all', { cookie });
  await eventually('the socket to open', async () => (record.opened ? true : undefined));
  await minio.stop();
  const closed = (await settled).closed;
  expect(closed?.code).toBe(1011);
  expect(closed?.reason).not.toBe('');
  expect(Buffer.byteLength(closed?.reason ?? '')).toBeLessThanOrEqual(123);
  // A trace opened while MinIO is away ends with MinIO's reason too (a long one: the address that failed).
  const again = await openSocket(base, '/ws/trace?calls=all', { cookie }).settled;
  expect(again.closed).toMatchObject({
    code: 1011,
    reason: expect.stringContaining('Cannot reach the storage server'),
  });
  expect(Buffer.byteLength(again.closed?.reason ?? '')).toBeLessThanOrEqual(123);
  expect(console_.process.running).toBe(true);
  const health = await fetch(`${base}/healthz`);
  expect(health.ok).toBe(true);
}, 90_000);
