import { startConsole } from '../support/console-process';
import { need } from '../world/state';
import { expect, test } from './fixtures';
import { LoginPage } from './pages/login.page';
import { ShellPage } from './pages/shell.page';

test('under a sub-path, a deep link leads through login back to itself', async ({ page, world }) => {
  test.slow(); // starts its own server processes, which takes long on a loaded machine
  const minio = need(world.minio.erasure, 'erasure MinIO');
  const instance = await startConsole({ CONSOLE_SUBPATH: '/tools/console/', CONSOLE_MINIO_SERVER: minio.endpoint });
  try {
    expect(instance.url).toMatch(/\/tools\/console\/$/);
    await page.goto(`${instance.url}policies/readonly`);
    await expect(page).toHaveURL(`${instance.url}login`);
    const login = new LoginPage(page);
    await login.expectForm();
    await login.login(minio.accessKey, minio.secretKey);

    await expect(page).toHaveURL(`${instance.url}policies/readonly`);
    const shell = new ShellPage(page);
    // The policy's own page, with its data fetched through the sub-path.
    await shell.expectPage('readonly');
    await expect(page.getByText('s3:GetBucketLocation')).toBeVisible();
    await shell.menuEntry('Buckets').click();
    await expect(page).toHaveURL(`${instance.url}buckets`);
  } finally {
    await instance.stop();
  }
});
