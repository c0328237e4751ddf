import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import type { Readable } from 'node:stream';
import { asRoot, removeBucketFully } from '../../integration/buckets/bucket-test-kit';
import { need, type MinioServer } from '../../world/state';
import { expect, test as base } from '../fixtures';
import { ObjectsPage } from '../pages/objects.page';

export { asRoot, removeBucketFully };
export { expect } from '../fixtures';

/** An open row menu is shown at its toggle, above or below it (it once showed at the page's top left corner). */
export async function expectMenuAtToggle(page: Page, toggle: Locator): Promise<void> {
  await expect(async () => {
    const [menu, button] = [await page.getByRole('menu').boundingBox(), await toggle.boundingBox()];
    if (!menu || !button) throw new Error('the menu or its toggle is not shown');
    expect(menu.x + menu.width).toBeGreaterThan(button.x);
    expect(menu.x).toBeLessThan(button.x + button.width);
    expect(Math.abs(menu.y + menu.height / 2 - (button.y + button.height / 2))).toBeLessThan(
      menu.height + button.height,
    );
  }).toPass({ timeout: 5_000 });
}

export const uniqueBucket = (label: string) => `e2e-obj-${label}-${randomUUID().slice(0, 8)}`;

export const MiB = 1024 * 1024;

/**
 * The object browser tests' fixtures: the erasure MinIO, a bucket name of this test alone (the test creates the
 * bucket as it needs; whatever it holds, however many objects, is removed afterwards), the browser page and a temporary folder for files
 * to upload (removed afterwards).
 */
export const test = base.extend<{ minio: MinioServer; bucket: string; objects: ObjectsPage; tempDir: string }>({
  minio: async ({ world }, use) => {
    await use(need(world.minio.erasure, 'erasure MinIO'));
  },
  bucket: async ({ minio }, use, testInfo) => {
    const bucket = uniqueBucket(basename(testInfo.file, '.spec.ts').replace(/^objects-/, ''));
    await use(bucket);
    await removeLargeBucket(minio, bucket);
  },
  objects: async ({ page }, use) => {
    await use(new ObjectsPage(page));
  },
  // eslint-disable-next-line no-empty-pattern
  tempDir: async ({}, use) => {
    const dir = mkdtempSync(join(tmpdir(), 'oc-objects-'));
    await use(dir);
    rmSync(dir, { recursive: true, force: true });
  },
});

/** Content with the type it is stored as (minio-js stores `binary/octet-stream` otherwise). */
export interface TypedContent {
  readonly body: string | Buffer;
  readonly type: string;
}

/** Creates a bucket (optionally versioned or object-locked) and puts `objects` (key → content) into it as root. */
export async function bucketWith(
  minio: MinioServer,
  bucket: string,
  objects: Record<string, string | Buffer | TypedContent>,
  options: { versioned?: boolean; locked?: boolean } = {},
): Promise<void> {
  await asRoot(minio, async (s3) => {
    await s3.makeBucket(bucket, '', options.locked ? { ObjectLocking: true } : {});
    if (options.versioned && !options.locked) await s3.setBucketVersioning(bucket, { Status: 'Enabled' });
    for (const [key, content] of Object.entries(objects)) {
      if (typeof content === 'string' || Buffer.isBuffer(content)) await s3.putObject(bucket, key, content);
      else await s3.putObject(bucket, key, content.body, undefined, { 'Content-Type': content.type });
    }
  });
}

/** The bytes of an object as stored in MinIO. */
export function readObject(minio: MinioServer, bucket: string, key: string, versionId?: string): Promise<Buffer> {
  return asRoot(minio, async (s3) => {
    const stream = await s3.getObject(bucket, key, versionId ? { versionId } : {});
    const chunks: Buffer[] = [];
    for await (const chunk of stream as Readable) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  });
}

/** The keys under a prefix (recursively), as stored in MinIO. */
export function listKeys(minio: MinioServer, bucket: string, prefix = ''): Promise<string[]> {
  return asRoot(minio, async (s3) => {
    const keys: string[] = [];
    for await (const item of s3.listObjectsV2(bucket, prefix, true)) {
      const { name } = item as { name?: string };
      if (name) keys.push(name);
    }
    return keys.sort();
  });
}

/** The ids of the multipart uploads MinIO holds unfinished for exactly `key`. */
export function unfinishedUploads(minio: MinioServer, bucket: string, key: string): Promise<string[]> {
  return asRoot(minio, async (s3) => {
    const ids: string[] = [];
    for await (const item of s3.listIncompleteUploads(bucket, key, true)) {
      const { key: found, uploadId } = item as { key?: string; uploadId?: string };
      if (found === key && uploadId) ids.push(uploadId);
    }
    return ids;
  });
}

/** Reads a Playwright download completely. */
export async function downloadBytes(download: { createReadStream(): Promise<Readable> }): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Removes a test bucket holding many unversioned objects: minio-js's versioned listing (used by removeBucketFully)
 * fails its own request signature once it pages with a key marker containing `/`, so the objects go first, by
 * batch, through the plain listing.
 */
export async function removeLargeBucket(minio: MinioServer, bucket: string): Promise<void> {
  const keys = await listKeys(minio, bucket).catch(() => []);
  await asRoot(minio, async (s3) => {
    for (let start = 0; start < keys.length; start += 1000)
      await s3.removeObjects(bucket, keys.slice(start, start + 1000));
  });
  await removeBucketFully(minio, bucket);
}
