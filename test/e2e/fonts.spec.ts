import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { LoginPage } from './pages/login.page';
import { saveScreenshot } from './pages/screenshots';

/** `family status` of every font face the page declares, once the fonts its text needs have loaded or failed. */
async function fontFaces(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    const faces: string[] = [];
    document.fonts.forEach((face) => faces.push(`${face.family.replace(/"/g, '')} ${face.style} ${face.status}`));
    return faces;
  });
}

test('the login page is set in PatternFly’s Red Hat fonts, not a fallback', async ({ page, consoleServer }) => {
  const login = new LoginPage(page);
  await login.open(consoleServer.url);
  // Body text and headings; a font whose address answers anything but the font ends in status "error".
  await expect
    .poll(() => fontFaces(page))
    .toEqual(expect.arrayContaining(['Red Hat Text normal loaded', 'Red Hat Display normal loaded']));
  await saveScreenshot(page, 'login-fonts');
});
