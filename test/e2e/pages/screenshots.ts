import type { Page } from '@playwright/test';

/** Screenshots a person looks at when a screen changes (TESTING.md "Look at it"). */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true, animations: 'disabled' });
}

/** Switches the colour theme with the masthead's (or login page's) theme switch. */
export async function chooseTheme(page: Page, theme: 'Light' | 'Dark'): Promise<void> {
  await page.getByRole('button', { name: `${theme} theme` }).click();
}

/** Saves `{name}-light` and `{name}-dark` of the screen as it is, and leaves the light theme on. */
export async function saveLightAndDark(page: Page, name: string): Promise<void> {
  await saveScreenshot(page, `${name}-light`);
  await chooseTheme(page, 'Dark');
  await saveScreenshot(page, `${name}-dark`);
  await chooseTheme(page, 'Light');
}

/**
 * `saveLightAndDark` for a screen with a dialog open, whose backdrop keeps the masthead's switch out of reach: the
 * theme follows the system's colour scheme while the person has not chosen one, so the scheme is switched instead.
 */
export async function saveDialogLightAndDark(page: Page, name: string): Promise<void> {
  await page.emulateMedia({ colorScheme: 'light' });
  await saveScreenshot(page, `${name}-light`);
  await page.emulateMedia({ colorScheme: 'dark' });
  await saveScreenshot(page, `${name}-dark`);
  await page.emulateMedia({ colorScheme: 'light' });
}
