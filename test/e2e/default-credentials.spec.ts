import { randomBytes } from 'node:crypto';
import { startConsole } from '../support/console-process';
import { startOwnMinio } from '../support/own-minio';
import { need } from '../world/state';
import { expect, test } from './fixtures';
import { IamPage } from './pages/iam.page';
import { saveLightAndDark } from './pages/screenshots';
import { startSession } from './pages/api-login';

const DEFAULT_KEY = 'minioadmin';

test('a MinIO with its default root keys gets a warning on every page, which says what to change', async ({ page }) => {
  test.setTimeout(120_000);
  const minio = await startOwnMinio(
    `e2e-defaultroot-${randomBytes(3).toString('hex')}`,
    'single',
    undefined,
    DEFAULT_KEY,
  );
  const server = await startConsole({ CONSOLE_MINIO_SERVER: minio.server.endpoint });
  try {
    const iam = new IamPage(page);
    await startSession(page, server.url, { accessKey: DEFAULT_KEY, secretKey: DEFAULT_KEY });
    const banner = page.getByTestId('default-credentials-banner');
    for (const path of ['buckets', 'users', 'settings']) {
      await iam.open(server.url, path);
      await expect(iam.title).toBeVisible();
      await expect(banner).toBeVisible();
      await expect(banner).toContainText('This MinIO still uses its default root credentials');
      await expect(banner).toContainText('MINIO_ROOT_USER');
      await expect(banner).toContainText('MINIO_ROOT_PASSWORD');
      // It cannot be closed: the risk stays until MinIO has other keys.
      await expect(banner.getByRole('button')).toHaveCount(0);
    }
    await iam.open(server.url, 'buckets');
    await expect(banner).toBeVisible();
    await saveLightAndDark(page, 'shell-default-credentials');
  } finally {
    await server.stop();
    await minio.stop();
  }
});

test('root with keys of its own sees no such warning', async ({ page, world, consoleServer }) => {
  const minio = need(world.minio.erasure, 'erasure MinIO');
  const iam = new IamPage(page);
  await startSession(page, consoleServer.url, minio);
  await iam.open(consoleServer.url, 'buckets');
  await expect(iam.title).toBeVisible();
  await expect(page.getByTestId('default-credentials-banner')).toHaveCount(0);
});
