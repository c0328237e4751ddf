import type { Page } from '@playwright/test';
import { need } from '../../world/state';
import { expect, test } from '../fixtures';
import { IamPage } from '../pages/iam.page';
import { LoginPage } from '../pages/login.page';
import { saveDialogLightAndDark, watchConsoleErrors } from './ux-kit';

/** A mark only CodeMirror's code carries (its base theme's class for the editable area). */
const EDITOR_MARK = 'cm-content';

/**
 * Every script the page loads from now on, with its text once it has arrived. A script still arriving when the test
 * moves to another address (the landing page's chunks, when the test goes straight to Policies) has no body to read:
 * it counts as empty, since it was not what the page now shows.
 */
function recordScripts(page: Page): Array<Promise<{ url: string; body: string }>> {
  const scripts: Array<Promise<{ url: string; body: string }>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      response.text().then(
        (body) => ({ url: response.url(), body }),
        () => ({ url: response.url(), body: '' }),
      ),
    );
  });
  return scripts;
}

const POLICY = JSON.stringify(
  {
    Version: '2012-10-17',
    Statement: [{ Effect: 'Allow', Action: ['s3:GetObject'], Resource: ['arn:aws:s3:::reports/*'] }],
  },
  null,
  2,
);

test('the policy editor colours JSON, follows dark mode, lets Tab leave, and loads only with the page that has it', async ({
  page,
  world,
  consoleServer,
}) => {
  const minio = need(world.minio.erasure, 'erasure MinIO');
  const errors = watchConsoleErrors(page);
  const scripts = recordScripts(page);

  const login = new LoginPage(page);
  await login.open(consoleServer.url);
  const atLogin = await Promise.all(scripts.slice());
  expect(atLogin.length).toBeGreaterThan(0);
  expect(atLogin.filter((script) => script.body.includes(EDITOR_MARK)).map((script) => script.url)).toEqual([]);

  await login.login(minio.accessKey, minio.secretKey);
  const iam = new IamPage(page);
  await iam.open(consoleServer.url, 'policies');
  await page.getByTestId('create-policy').click();
  const dialog = iam.modal('create-policy-modal');
  // Named by its label, as a text field is.
  const editor = dialog.getByRole('textbox', { name: 'Write Policy' });
  await expect(editor).toHaveAttribute('data-test', 'policy-editor');
  expect((await Promise.all(scripts.slice())).some((script) => script.body.includes(EDITOR_MARK))).toBe(true);

  await dialog.getByTestId('policy-name').fill(`ux-editor-${Date.now()}`);
  await editor.fill(POLICY);
  await expect(dialog.getByTestId('policy-editor-error')).toBeHidden();
  await expect(dialog.getByTestId('modal-submit')).toBeEnabled();

  // Keys, strings and the plain text each in their own colour.
  const colour = (text: string) =>
    editor
      .locator('span', { hasText: text })
      .last()
      .evaluate((element) => getComputedStyle(element).color);
  const plain = () => editor.evaluate((element) => getComputedStyle(element).color);
  const light = { key: await colour('"Effect"'), value: await colour('"Allow"'), plain: await plain() };
  expect(new Set(Object.values(light)).size).toBe(3);

  // The dark theme (PatternFly's class on <html>) recolours them and the editor's background.
  const background = () =>
    editor.evaluate((element) => getComputedStyle(element.closest('.cm-editor') ?? element).backgroundColor);
  const lightBackground = await background();
  await page.evaluate(() => document.documentElement.classList.add('pf-v6-theme-dark'));
  const dark = { key: await colour('"Effect"'), value: await colour('"Allow"'), plain: await plain() };
  expect(dark.key).not.toBe(light.key);
  expect(dark.plain).not.toBe(light.plain);
  expect(await background()).not.toBe(lightBackground);
  await page.evaluate(() => document.documentElement.classList.remove('pf-v6-theme-dark'));

  // Tab leaves the editor, as it leaves any form field, and types nothing into the document.
  await editor.click();
  await page.keyboard.press('End');
  await page.keyboard.press('Tab');
  await expect(editor).not.toBeFocused();
  expect(await page.evaluate(() => document.activeElement?.closest('.cm-editor') ?? null)).toBeNull();
  expect(await editor.evaluate((element) => element.textContent?.includes('\t'))).toBe(false);
  await page.keyboard.press('Shift+Tab');
  await expect(editor).toBeFocused();

  // A broken document is marked on the editor and explained under it.
  await editor.fill('{"Version": "2012-10-17", "Statement": [');
  await expect(dialog.getByTestId('policy-editor-error')).toContainText('This is not valid JSON');
  await expect(editor).toHaveAttribute('aria-invalid', 'true');
  await editor.fill(POLICY);
  await editor.click();
  await saveDialogLightAndDark(page, 'ux-policy-editor');
  expect(errors).toEqual([]);
});
