import { bucketWith, expect, test } from '../objects/objects-kit';
import { LoginPage } from '../pages/login.page';
import { saveLightAndDark } from '../pages/screenshots';
import { saveDialogLightAndDark, watchConsoleErrors } from './ux-kit';

test.describe.configure({ timeout: 90_000 });

test('a failed login says what happened, without S3 signature text even in its details', async ({
  page,
  consoleServer,
  minio,
}) => {
  const errors = watchConsoleErrors(page, { provokedRequestFailures: true });
  const login = new LoginPage(page);
  await login.open(consoleServer.url);
  await login.login(minio.accessKey, `wrong-${Date.now()}`);
  await expect(login.error).toContainText('Invalid login');
  await login.error.getByRole('button', { name: 'Details' }).click();
  const details = login.error.getByTestId('error-detailed-message');
  await expect(details).toContainText('access key and secret key do not match');
  await expect(login.error).not.toContainText(/signature/i);
  await saveLightAndDark(page, 'ux-login-refused');
  expect(errors).toEqual([]);
});

test('a file whose type cannot be shown says it cannot be previewed, not that it failed to load', async ({
  page,
  consoleServer,
  minio,
  bucket,
  objects,
}) => {
  const errors = watchConsoleErrors(page);
  await bucketWith(minio, bucket, { 'report.txt': { body: '\u0000\u0001binary', type: 'application/octet-stream' } });
  await objects.openAs(consoleServer.url, minio, bucket);
  await objects.rowAction('report.txt', 'Preview');
  await expect(page.getByTestId('preview-unsupported')).toContainText('cannot be previewed');
  await expect(page.getByTestId('preview-failed')).toHaveCount(0);
  await saveDialogLightAndDark(page, 'ux-preview-not-previewable');
  expect(errors).toEqual([]);
});
