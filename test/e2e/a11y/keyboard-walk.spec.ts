import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { removeUser } from '../../../backend/src/platform/minio/admin/users';
import { rootConnection } from '../../support/minio-admin';
import { asRoot, removeBucketFully } from '../../support/minio-root';
import { need } from '../../world/state';
import { expect, test } from '../fixtures';
import { saveScreenshot } from '../pages/screenshots';

/** Whether `target` holds the focus (itself, or an element inside it such as a text field's input). */
const holdsFocus = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement));

/** The focused element's surroundings as pixels (a focus ring may be drawn just outside the element). */
async function focusArea(page: Page): Promise<Buffer> {
  const box = await page.evaluate(() => {
    const rect = document.activeElement?.getBoundingClientRect();
    return rect ? { x: rect.x, y: rect.y, width: rect.width, height: rect.height } : undefined;
  });
  if (!box || box.width === 0 || box.height === 0) throw new Error('the focused element is not on screen');
  const pad = 6;
  return page.screenshot({
    animations: 'disabled',
    clip: {
      x: Math.max(0, box.x - pad),
      y: Math.max(0, box.y - pad),
      width: box.width + 2 * pad,
      height: box.height + 2 * pad,
    },
  });
}

/**
 * The focus-indicating styles of the focused element and its two nearest ancestors, pseudo-elements included
 * (PatternFly draws a text field's focus line on its wrapper's `::after`): what changes when the focus leaves it
 * belongs to this element, whatever its neighbours do.
 */
function focusStyles(page: Page, target: Locator): Promise<string> {
  return target.evaluate((element) => {
    const props = ['outline-style', 'outline-width', 'outline-color', 'box-shadow', 'border-color', 'border-width'];
    const parts: string[] = [];
    let node: Element | null = element.contains(document.activeElement) ? document.activeElement : element;
    for (let depth = 0; node && depth < 3; depth++, node = node.parentElement) {
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(node, pseudo);
        parts.push(props.map((prop) => style.getPropertyValue(prop)).join(','));
      }
    }
    return parts.join('|');
  });
}

/**
 * Presses Tab (only the keyboard) until `target` holds the focus, then proves the focus is visible: the area around
 * the element looks different when the focus moves away (Shift+Tab) and the same again when it comes back (Tab).
 */
async function tabTo(
  page: Page,
  target: Locator,
  what: string,
  { backwards = false, maxPresses = 120 }: { backwards?: boolean; maxPresses?: number } = {},
): Promise<void> {
  const [toward, back] = backwards ? ['Shift+Tab', 'Tab'] : ['Tab', 'Shift+Tab'];
  await expect(target, `${what} is on screen`).toBeVisible();
  for (let press = 0; press < maxPresses; press++) {
    await page.keyboard.press(toward);
    if (await holdsFocus(target)) {
      await target.scrollIntoViewIfNeeded();
      const focused = await focusArea(page);
      const focusedStyles = await focusStyles(page, target);
      await page.keyboard.press(back);
      const awayStyles = await focusStyles(page, target);
      const clip = await target.boundingBox();
      const away = clip
        ? await page.screenshot({
            animations: 'disabled',
            clip: {
              x: Math.max(0, clip.x - 6),
              y: Math.max(0, clip.y - 6),
              width: clip.width + 12,
              height: clip.height + 12,
            },
          })
        : Buffer.alloc(0);
      await page.keyboard.press(toward);
      expect(await holdsFocus(target), `${what} takes the focus back`).toBe(true);
      expect(focused.equals(away), `the focus on ${what} is visible`).toBe(false);
      expect(focusedStyles, `${what} draws its own focus indicator`).not.toBe(awayStyles);
      return;
    }
  }
  throw new Error(`${what} cannot be reached with ${toward} (${maxPresses} presses)`);
}

/**
 * Issue #24 §5: a keyboard-only walk through login, bucket creation, upload (the file chooser opened from the
 * keyboard), user creation and logout. No clicks: every control is reached with Tab and used with Enter, Space or
 * typing; each step's outcome is checked on screen and, where it changes MinIO, in MinIO.
 */
test('login, create a bucket, upload, create a user and log out with the keyboard only', async ({
  page,
  world,
  consoleServer,
}) => {
  test.setTimeout(180_000);
  const minio = need(world.minio.erasure, 'erasure MinIO');
  const bucket = `kbd-${randomUUID().slice(0, 8)}`;
  const user = `kbd-user-${randomUUID().slice(0, 8)}`;
  const dir = mkdtempSync(join(tmpdir(), 'kbd-walk-'));
  const file = join(dir, 'keyboard.txt');
  writeFileSync(file, 'typed, not clicked\n');
  try {
    // Login.
    await page.goto(`${consoleServer.url}login`);
    await tabTo(page, page.getByTestId('login-username'), 'the user name field');
    await page.keyboard.type(minio.accessKey);
    await tabTo(page, page.getByTestId('login-password'), 'the password field');
    await page.keyboard.type(minio.secretKey);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('side-menu')).toBeVisible();
    await expect(page.getByTestId('page-title')).toBeVisible();

    // Bucket creation.
    await page.goto(`${consoleServer.url}buckets`);
    await expect(page.getByTestId('page-title')).toHaveText('Buckets');
    await tabTo(page, page.getByTestId('create-bucket'), 'Create Bucket');
    await page.keyboard.press('Enter');
    const modal = page.getByTestId('create-bucket-modal');
    await expect(modal).toBeVisible();
    await tabTo(page, page.getByTestId('bucket-name-input'), 'the bucket name field');
    await page.keyboard.type(bucket);
    const save = modal.getByTestId('modal-submit');
    await expect(save).toBeEnabled();
    await tabTo(page, save, 'Create in the dialog');
    await saveScreenshot(page, 'keyboard-walk-create-bucket');
    await page.keyboard.press('Enter');
    await expect(modal).toBeHidden();
    await expect.poll(() => asRoot(minio, (s3) => s3.bucketExists(bucket))).toBe(true);

    // Upload: open the bucket from its card, the file chooser from the Upload button.
    await tabTo(page, page.getByTestId('bucket-filter').getByRole('textbox'), 'the bucket filter');
    await page.keyboard.type(bucket);
    const card = page.getByTestId(`bucket-card-${bucket}`);
    await tabTo(page, card.getByTestId('bucket-browse'), 'Browse on the new bucket');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/buckets/${bucket}/browse`));
    const upload = page.getByTestId('upload-files');
    await tabTo(page, upload, 'Upload');
    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Enter');
    await (await chooser).setFiles(file);
    await expect(page.getByText('Object(s) uploaded successfully.').first()).toBeVisible();
    await expect(page.getByText('keyboard.txt').first()).toBeVisible();
    await expect
      .poll(() => asRoot(minio, async (s3) => (await s3.statObject(bucket, 'keyboard.txt')).size))
      .toBe('typed, not clicked\n'.length);
    await saveScreenshot(page, 'keyboard-walk-uploaded');

    // User creation: to Users through the side menu.
    await tabTo(
      page,
      page.getByTestId('side-menu').getByRole('link', { name: 'Users', exact: true }),
      'Users in the menu',
    );
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('page-title')).toHaveText('Users');
    // The toolbar's button (an empty list repeats it in its empty state).
    await tabTo(page, page.getByTestId('create-user').first(), 'Create User');
    await page.keyboard.press('Enter');
    const dialog = page.getByTestId('create-user-modal');
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByTestId('user-access-key'), 'the access key field');
    await page.keyboard.type(user);
    await tabTo(page, dialog.getByTestId('user-secret-key'), 'the secret key field');
    await page.keyboard.type('a-long-enough-secret');
    const policies = dialog.getByTestId('user-policies-picker');
    await tabTo(page, policies.locator('input[aria-label^="Search"]'), 'the policy search');
    await page.keyboard.type('readonly');
    await tabTo(page, policies.getByLabel('readonly', { exact: true }), 'the readonly policy');
    await page.keyboard.press('Space');
    await expect(policies.getByLabel('readonly', { exact: true })).toBeChecked();
    const create = dialog.getByTestId('modal-submit');
    await expect(create).toBeEnabled();
    await tabTo(page, create, 'Save in the dialog');
    await saveScreenshot(page, 'keyboard-walk-create-user');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`User '${user}' created`).first()).toBeVisible();

    // Logout: the side menu comes before the page in the tab order, so back from the dialog's Create User button
    // (forward, the walk would cross every row of the list, as many as the MinIO has users).
    await tabTo(page, page.getByTestId('logout'), 'Logout', { backwards: true });
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('login-username')).toBeVisible();
    expect((await page.request.get(`${consoleServer.url}api/v1/session`)).status()).toBe(401);
  } finally {
    await removeUser(rootConnection(minio), user).catch(() => undefined);
    await removeBucketFully(minio, bucket);
  }
});
