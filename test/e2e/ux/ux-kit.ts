import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { LoginPage } from '../pages/login.page';
import { saveScreenshot } from '../pages/screenshots';

/** A bucket name no other test uses. */
export const uniqueName = (label: string) => `ux-${label}-${randomUUID().slice(0, 8)}`;

/**
 * Records every console error and uncaught page error from now on; a test ends with
 * `expect(errors).toEqual([])` so a screen it touched logged nothing a person's devtools would show in red.
 */
export function watchConsoleErrors(page: Page, options: { provokedRequestFailures?: boolean } = {}): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // A request the test makes fail on purpose (a wrong password, a refused save) is logged by Chromium itself.
    if (options.provokedRequestFailures && /Failed to load resource/.test(message.text())) return;
    errors.push(`${message.text()} ${message.location().url}`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Logs in at `url` and waits for the shell. */
export async function loginAs(page: Page, url: string, accessKey: string, secretKey: string): Promise<void> {
  const login = new LoginPage(page);
  await login.open(url);
  await login.login(accessKey, secretKey);
  await expect(page.getByTestId('shell')).toBeVisible();
}

/**
 * Light and dark screenshots of a screen with a dialog open: the theme switch behind the dialog cannot be reached,
 * so the dark one is taken by setting the theme's class on the page (what the switch does), then removing it.
 */
export async function saveDialogLightAndDark(page: Page, name: string): Promise<void> {
  await saveScreenshot(page, `${name}-light`);
  await page.evaluate(() => document.documentElement.classList.add('pf-v6-theme-dark'));
  await saveScreenshot(page, `${name}-dark`);
  await page.evaluate(() => document.documentElement.classList.remove('pf-v6-theme-dark'));
}
