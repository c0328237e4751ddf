import { randomBytes, randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Request } from '@playwright/test';
import { removeUser } from '../../../backend/src/platform/minio/admin/users';
import { startConsole } from '../../support/console-process';
import { restartConsole } from '../../support/console-restart';
import { createUserWithPolicy, rootConnection } from '../../support/minio-admin';
import { LoginPage } from '../pages/login.page';
import { saveLightAndDark } from '../pages/screenshots';
import { bucketWith, expect, listKeys, MiB, slowUpstream, test } from './faults-kit';

/**
 * Faults 1–4 of security-and-reliability.md in Chromium: MinIO unreachable (a Toxiproxy proxy refusing the console's
 * connections) at login and mid-session, the console restarting with and without a configured session key, and the
 * session's MinIO credentials ceasing to work in the middle of an upload.
 */
test.describe.configure({ timeout: 180_000 });

test('MinIO unreachable at login and mid-session: "cannot reach", a bounded number of calls, recovery without login', async ({
  page,
  proxiedConsole,
  storageProxy,
  minio,
  bucket,
  objects,
}) => {
  await bucketWith(minio, bucket, { 'kept.txt': 'k' });
  const login = new LoginPage(page);
  await login.open(proxiedConsole.url);

  // 1. At login: the storage server is named, not the credentials.
  await storageProxy.setEnabled(false);
  await login.login(minio.accessKey, minio.secretKey);
  await expect(login.error).toContainText('Cannot reach the storage server');
  await expect(login.error).not.toContainText('Invalid login');
  await expect(login.loginButton).toBeEnabled();

  // 2. Mid-session: an error within the expect deadline, no spinner left, and the page does not hammer the console.
  await storageProxy.setEnabled(true);
  await objects.openAs(proxiedConsole.url, minio, bucket);
  await expect(objects.names).toHaveText(['kept.txt']);
  await storageProxy.setEnabled(false);
  const calls: Request[] = [];
  const count = (request: Request) => {
    if (new URL(request.url()).pathname.includes('/api/')) calls.push(request);
  };
  page.on('request', count);
  await page.getByTestId('refresh-list').click();
  await expect(page.getByText('Cannot reach the storage server').first()).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page).not.toHaveURL(/\/login/);
  await saveLightAndDark(page, 'faults-storage-down');
  // A quiet period with the page left alone: at most a few bounded retries, no reconnect storm.
  await page.waitForTimeout(5_000);
  page.off('request', count);
  expect(calls.length).toBeLessThanOrEqual(12);

  // 3. MinIO is back: the same session lists again, no new login.
  await storageProxy.setEnabled(true);
  await page.getByTestId('refresh-list').click();
  await expect(objects.names).toHaveText(['kept.txt']);
  await expect(page).not.toHaveURL(/\/login/);
});

test('a console restart keeps the session when the key is configured', async ({ page, minio, bucket, objects }) => {
  const env = {
    CONSOLE_MINIO_SERVER: minio.endpoint,
    CONSOLE_PBKDF_PASSPHRASE: `passphrase-${randomUUID()}`,
    CONSOLE_PBKDF_SALT: `salt-${randomUUID()}`,
  };
  await bucketWith(minio, bucket, { 'kept.txt': 'k' });
  let instance = await startConsole(env);
  try {
    await objects.openAs(instance.url, minio, bucket);
    await instance.stop();
    instance = await restartConsole(instance, env);
    await page.getByTestId('refresh-list').click();
    await page.reload();
    await expect(objects.names).toHaveText(['kept.txt']);
    await expect(page).not.toHaveURL(/\/login/);
  } finally {
    await instance.stop();
  }
});

test('a console restart without a configured key leads once, cleanly, to the login page and back', async ({
  page,
  minio,
  bucket,
  objects,
}) => {
  // No passphrase and a key file that cannot be written: the key lives in memory and dies with the process.
  const env = { CONSOLE_MINIO_SERVER: minio.endpoint, CONSOLE_SESSION_KEY_FILE: '/dev/null/session.key' };
  await bucketWith(minio, bucket, { 'kept.txt': 'k' });
  let instance = await startConsole(env);
  try {
    await objects.openAs(instance.url, minio, bucket);
    await instance.stop();
    instance = await restartConsole(instance, env);
    const loginLoads: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && /\/login/.test(frame.url())) loginLoads.push(frame.url());
    });
    await page.getByTestId('refresh-list').click();
    const login = new LoginPage(page);
    await login.expectForm();
    await expect(login.error).toHaveCount(0);
    await login.login(minio.accessKey, minio.secretKey);
    // Back where the user was, after exactly one trip to the login page.
    await expect(page.getByTestId('page-title')).toHaveText(bucket);
    await expect(objects.names).toHaveText(['kept.txt']);
    expect(loginLoads.length).toBeLessThanOrEqual(1);
  } finally {
    await instance.stop();
  }
});

test('the session’s MinIO credentials end mid-upload: the upload fails visibly, nothing is stored, nothing looks done', async ({
  page,
  proxiedConsole,
  storageProxy,
  minio,
  bucket,
  objects,
  tempDir,
}) => {
  const user = await createUserWithPolicy(minio, 'readwrite');
  const admin = rootConnection(minio);
  try {
    writeFileSync(join(tempDir, 'late.bin'), randomBytes(40 * MiB + 7));
    await bucketWith(minio, bucket, {});
    await objects.openAs(proxiedConsole.url, user, bucket);
    await slowUpstream(storageProxy, 1024);
    const partSent = page.waitForRequest((request) => request.method() === 'PUT' && /\/parts\/\d+/.test(request.url()));
    await page.getByTestId('upload-files-input').setInputFiles(join(tempDir, 'late.bin'));
    await partSent;
    // MinIO forgets the session's temporary credentials for good, as when they expire: their user is removed.
    // (Removing and re-adding the user is no such test: MinIO then honours the old temporary credentials again.)
    await removeUser(admin, user.accessKey);

    const row = objects.transfer('late.bin');
    const login = new LoginPage(page);
    // The transfer fails (or the console has already sent the user to log in); it never ends as done.
    await expect(row.and(page.locator('[data-status="failed"]')).or(login.username)).toBeVisible({ timeout: 90_000 });
    await expect(row.and(page.locator('[data-status="done"]'))).toHaveCount(0);
    expect(await listKeys(minio, bucket)).toEqual([]);
    await saveLightAndDark(page, 'faults-credentials-gone');

    // The next call fails visibly too: MinIO answers AccessDenied for credentials whose user is gone, so the page
    // shows it (an expired token, ExpiredToken, is a 401 that leads to the login form instead).
    if (!(await login.username.isVisible())) await page.getByTestId('refresh-list').click();
    await expect(page.getByText('The objects could not be listed').or(login.username)).toBeVisible();
    await expect(objects.names).toHaveCount(0);
  } finally {
    await removeUser(admin, user.accessKey).catch(() => undefined);
  }
});
