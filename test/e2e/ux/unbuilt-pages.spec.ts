import { need } from '../../world/state';
import { expect, test } from '../fixtures';
import { saveLightAndDark } from '../pages/screenshots';
import { ShellPage } from '../pages/shell.page';
import { loginAs, watchConsoleErrors } from './ux-kit';

test('the menu leads only to built pages, the landing page is built, unknown addresses say so', async ({
  page,
  world,
  consoleServer,
}) => {
  test.setTimeout(120_000);
  const minio = need(world.minio.erasure, 'erasure MinIO');
  const errors = watchConsoleErrors(page);
  await loginAs(page, consoleServer.url, minio.accessKey, minio.secretKey);
  const shell = new ShellPage(page);
  await expect(shell.pageTitle).toBeVisible();
  const landing = page.url();
  await saveLightAndDark(page, 'ux-landing');

  // Every entry of the menu that opens a page of the console opens a built one.
  const links = shell.menu.getByRole('navigation', { name: 'Main menu' }).getByRole('link');
  // Clicked by position: a label may be the start of another (Encryption, Encryption Keys).
  const internal: Array<{ index: number; label: string }> = [];
  for (const [index, link] of (await links.all()).entries()) {
    if ((await link.getAttribute('target')) === '_blank') continue;
    internal.push({ index, label: (await link.textContent())?.trim() ?? '' });
  }
  expect(internal.length).toBeGreaterThan(3);
  for (const { index, label } of internal) {
    await links.nth(index).click();
    await expect(shell.pageTitle.first()).toBeVisible();
    await expect(shell.notFound, `menu entry ${label}`).toHaveCount(0);
  }

  // '/' is the landing page again; an unknown address shows the not-found page and keeps the address.
  await page.goto(consoleServer.url);
  await expect(page).toHaveURL(landing);
  const unknown = `${consoleServer.url}no/such/page`;
  await page.goto(unknown);
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.getByRole('heading', { name: '404 Not Found' })).toBeVisible();
  await expect(page).toHaveURL(unknown);
  await saveLightAndDark(page, 'ux-not-found');
  expect(errors).toEqual([]);
});
