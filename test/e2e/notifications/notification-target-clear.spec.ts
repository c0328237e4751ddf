import { randomUUID } from 'node:crypto';
import { getConfigTargets, setConfigKV } from '../../../backend/src/platform/minio/admin/config-kv';
import { startWebhookReceiver } from '../../integration/notifications/webhook-receiver';
import { startConsole } from '../../support/console-process';
import { rootConnection } from '../../support/minio-admin';
import { startOwnMinio } from '../../support/own-minio';
import { expect, test } from '../fixtures';
import { saveLightAndDark, saveScreenshot } from '../pages/screenshots';
import { startSession } from '../pages/api-login';

/**
 * A person edits a webhook target and empties its optional fields: after the restart MinIO runs the target without
 * them (the queue limit back to MinIO's default). Before, an emptied field was left out of the save and MinIO kept
 * the stored value. The MinIO is the test's own: it is restarted.
 */
test('notification target: optional fields emptied in the edit form are cleared in MinIO', async ({ page }) => {
  test.setTimeout(180_000);
  const receiver = await startWebhookReceiver();
  const minio = await startOwnMinio('e2e-notify-clear');
  const root = rootConnection(minio.server);
  const name = `wh-${randomUUID().slice(0, 8)}`;
  const running = async () =>
    Object.fromEntries(
      ((await getConfigTargets(root, 'notify_webhook')).find((one) => one.target === name)?.kvs ?? []).map((kv) => [
        kv.key,
        kv.value,
      ]),
    );
  const console_ = await startConsole({
    CONSOLE_MINIO_SERVER: minio.server.endpoint,
    CONSOLE_OUTBOUND_ALLOW_LOOPBACK: 'on',
  });
  try {
    await setConfigKV(
      root,
      `notify_webhook:${name} endpoint="${receiver.url}" queue_limit="500" comment="ops team" auth_token="Bearer x"`,
    );
    await minio.restart();
    const before = await running();
    expect(before).toMatchObject({ queue_limit: '500', comment: 'ops team' });
    // MinIO leaves a stored secret out of what it reads back, and lists it empty once cleared.
    expect(before['auth_token']).toBeUndefined();

    await startSession(page, console_.url, minio.server);
    await page.goto(`${console_.url}notification-endpoints/add/webhook?name=${name}`);
    await expect(page.getByTestId('target-comment')).toHaveValue('ops team');
    await page.getByTestId('target-comment').fill('');
    await page.getByTestId('target-queue_limit').fill('');
    await page.getByTestId('target-auth_token').fill('');
    await expect(page.getByTestId('target-auth_token-problem')).toContainText('empty the field to remove it');
    await page.getByTestId('target-auth_token').scrollIntoViewIfNeeded();
    await saveLightAndDark(page, 'notification-target-webhook-cleared');
    await page.setViewportSize({ width: 800, height: 900 });
    await saveScreenshot(page, 'notification-target-webhook-cleared-800');
    await page.getByTestId('save-notification-target').click();
    await expect(page.getByTestId('snackbar')).toContainText(`webhook:${name}`);

    await minio.restart();
    const now = await running();
    expect(now).toMatchObject({ endpoint: receiver.url, queue_limit: '100000', comment: '' });
    expect(now).toHaveProperty('auth_token', '');
  } finally {
    await console_.stop();
    await minio.stop();
    await receiver.close();
  }
});
