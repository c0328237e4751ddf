import { startConsole } from '../support/console-process';
import { expect, test } from './fixtures';

test('the console page loads and reports its backend', async ({ page, consoleServer }) => {
  await page.goto(consoleServer.url);
  await expect(page.getByTestId('product-name')).toHaveText('Object Console');
  await expect(page.getByTestId('backend-status')).toHaveText(/backend is up/);
  await page.screenshot({ path: 'test-results/screenshots/welcome-light.png', fullPage: true });
});

test('the dark theme is applied and remembered', async ({ page, consoleServer }) => {
  await page.goto(consoleServer.url);
  await page.getByRole('button', { name: 'Dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/pf-v6-theme-dark/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/pf-v6-theme-dark/);
  await page.screenshot({ path: 'test-results/screenshots/welcome-dark.png', fullPage: true });
});

test('a console under a sub-path serves its assets and API there', async ({ page, world }) => {
  const minio = world.minio.erasure;
  const instance = await startConsole({
    CONSOLE_SUBPATH: '/tools/console/',
    CONSOLE_MINIO_SERVER: minio?.endpoint ?? '',
  });
  try {
    await page.goto(`${instance.url}buckets/deep/link`);
    await expect(page.getByTestId('backend-status')).toHaveText(/backend is up/);
  } finally {
    await instance.stop();
  }
});
