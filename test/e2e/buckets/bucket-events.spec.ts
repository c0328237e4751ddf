import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setConfigKV } from '../../../backend/src/platform/minio/admin/config-kv';
import { asRoot } from '../../integration/buckets/bucket-test-kit';
import { startConsole } from '../../support/console-process';
import { rootConnection } from '../../support/minio-admin';
import { startOwnMinio } from '../../support/own-minio';
import { expect, test } from '../fixtures';
import { saveScreenshot } from '../pages/screenshots';
import { startSession } from '../pages/api-login';

/**
 * A webhook target needs a MinIO restart to load, which must not disturb the shared servers: this test runs its own
 * MinIO (as the events integration test does) with a target pointing at a receiver of its own.
 */
test('events: subscribe a bucket to a real webhook target, see the row, an upload arrives, delete it', async ({
  page,
}) => {
  test.slow(); // starts its own server processes, which takes long on a loaded machine
  test.setTimeout(240_000);
  const keys: string[] = [];
  const receiver: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      if (body) keys.push((JSON.parse(body) as { Key: string }).Key);
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const { port } = receiver.address() as AddressInfo;
  const minio = await startOwnMinio('e2e-bucket-events');
  const targetId = `e2e-${randomUUID().slice(0, 8)}`;
  const arn = `arn:minio:sqs::${targetId}:webhook`;
  const bucket = `e2e-events-${randomUUID().slice(0, 8)}`;
  try {
    await setConfigKV(
      rootConnection(minio.server),
      `notify_webhook:${targetId} endpoint="http://127.0.0.1:${port}/events"`,
    );
    await minio.restart();
    await asRoot(minio.server, (s3) => s3.makeBucket(bucket));
    const console_ = await startConsole({ CONSOLE_MINIO_SERVER: minio.server.endpoint });
    try {
      await startSession(page, console_.url, minio.server);
      await page.goto(`${console_.url}buckets/${bucket}/admin/events`);
      const section = page.getByTestId('events-section');
      await expect(section.getByTestId('table-empty')).toBeVisible();

      await page.getByTestId('events-add').click();
      const modal = page.getByTestId('subscribe-event-modal');
      await expect(modal.getByTestId('modal-submit')).toBeDisabled();
      await modal.getByTestId('event-arn').selectOption(arn);
      await modal.getByTestId('event-type-put').check();
      await modal.getByTestId('event-prefix').fill('in/');
      await saveScreenshot(page, 'bucket-events-subscribe');
      await modal.getByTestId('modal-submit').click();
      await expect(modal).toBeHidden();
      const row = section.locator('tbody tr', { hasText: arn });
      // SQS (arn), Events, Prefix, Suffix.
      await expect(row.locator('td')).toContainText([arn, 'put', 'in/']);
      await saveScreenshot(page, 'bucket-events-table');

      await asRoot(minio.server, (s3) => s3.putObject(bucket, 'in/hello.txt', Buffer.from('hello')));
      await expect.poll(() => keys, { timeout: 30_000 }).toContain(`${bucket}/in/hello.txt`);

      await row.locator('[data-test^="delete-event-"]').click();
      await page.getByTestId('delete-event-modal').getByTestId('modal-submit').click();
      await expect(section.getByTestId('table-empty')).toBeVisible();
    } finally {
      await console_.stop();
    }
  } finally {
    await minio.stop();
    receiver.closeAllConnections();
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  }
});
