import { randomBytes } from 'node:crypto';
import { request as httpRequest, type ClientRequest } from 'node:http';
import type { BrowserContext } from '@playwright/test';
import { startConsole, type ConsoleInstance } from '../../support/console-process';
import { saveLightAndDark } from '../pages/screenshots';
import { bucketWith, expect, test } from '../objects/objects-kit';
import { ToolsPage } from '../tools/tools.page';
import { startSession } from '../pages/api-login';

// Per-session limits on costly functions (docs/limits.md): a person who has reached one sees why, in words, where
// they started the call. A console of this file's own with a limit of one ZIP and one live stream per session.
test.describe.configure({ timeout: 120_000 });

let console_: ConsoleInstance;
test.beforeAll(async ({ world }) => {
  const minio = world.minio.erasure;
  if (!minio) throw new Error('the world has no erasure MinIO');
  console_ = await startConsole({
    CONSOLE_MINIO_SERVER: minio.endpoint,
    CONSOLE_LIMIT_ZIP_DOWNLOADS: '1',
    CONSOLE_LIMIT_LIVE_STREAMS: '1',
  });
});
test.afterAll(async () => {
  await console_?.stop();
});

/** The page's session cookie, as `name=value`. */
async function sessionCookie(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name.endsWith('oc-session'));
  if (!cookie) throw new Error('not logged in');
  return `${cookie.name}=${cookie.value}`;
}

/** A ZIP of `folder` in the same session that the test keeps running (its answer is not read) until it cancels it. */
async function heldZip(cookie: string, bucket: string, folder: string): Promise<ClientRequest> {
  const body = new URLSearchParams({ request: JSON.stringify({ paths: [folder] }) }).toString();
  const req = httpRequest(`${console_.url}api/v1/buckets/${bucket}/objects/download-zip`, {
    method: 'POST',
    headers: {
      Cookie: cookie,
      'Content-Type': 'application/x-www-form-urlencoded',
      'Content-Length': Buffer.byteLength(body),
    },
  });
  req.on('error', () => undefined);
  const status = await new Promise<number>((resolve) => {
    req.on('response', (res) => {
      res.on('error', () => undefined);
      res.pause();
      resolve(res.statusCode ?? 0);
    });
    req.end(body);
  });
  expect(status).toBe(200);
  return req;
}

test('a ZIP over the per-session limit says so in the snackbar; once the other ends, it downloads', async ({
  page,
  minio,
  bucket,
  objects,
}) => {
  // Incompressible and larger than the socket buffers: the held ZIP stays in progress while it is not read.
  await bucketWith(minio, bucket, { 'big/blob.bin': randomBytes(48 * 1024 * 1024), 'set/a.txt': 'a' });
  await objects.openAs(console_.url, minio, bucket);
  const held = await heldZip(await sessionCookie(page.context()), bucket, 'big/');

  await objects.select('set/');
  await page.getByTestId('download-selected').click();
  await expect(objects.snackbar).toContainText('Too many ZIP downloads at once');
  await saveLightAndDark(page, 'limits-zip-refused');

  held.destroy();
  await expect(async () => {
    const zipped = page.waitForEvent('download', { timeout: 5000 });
    await page.getByTestId('download-selected').click();
    expect((await zipped).suggestedFilename()).toMatch(/\.zip$/);
  }).toPass({ timeout: 30_000 });
});

test('a second live stream in the same session is refused with the reason on the page', async ({
  page,
  context,
  minio,
}) => {
  const tools = new ToolsPage(page);
  await startSession(page, console_.url, minio);
  await tools.open(console_.url, 'tools/trace');
  await page.getByTestId('trace-start').click();
  await expect(page.getByTestId('live-status')).toBeVisible();

  // Another tab of the same login: the same session, so the same limit.
  const second = await context.newPage();
  await new ToolsPage(second).open(console_.url, 'tools/trace');
  await second.getByTestId('trace-start').click();
  const refusal = second.getByTestId('live-refused');
  await expect(refusal).toContainText('Too many live streams at once');
  await expect(refusal).toContainText('CONSOLE_LIMIT_LIVE_STREAMS');
  await saveLightAndDark(second, 'limits-live-refused');

  // The first tab stops its trace: the second may start.
  await page.getByTestId('trace-stop').click();
  await expect(async () => {
    await second.getByTestId('trace-start').click();
    await expect(second.getByTestId('live-status')).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 30_000 });
});
