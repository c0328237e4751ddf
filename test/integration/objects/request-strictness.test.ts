import type { Schema } from '@contract/shared/contract-types';
import { consoleFixture } from '@test/support/fixtures';
import { bucketExists, putObjects } from '@test/support/minio-root';

/**
 * What the contract lets through, against the real MinIO: unknown fields and absurd nesting are refused before
 * anything is created; an empty optional query value is the parameter left out (an empty prefix is the root).
 */
jest.setTimeout(60_000);

const world = consoleFixture();

/** The bodies here are broken on purpose, so they are sent raw. */
const createBucket = (body: string) =>
  world.root.fetch('/api/v1/buckets', { method: 'POST', body, headers: { 'Content-Type': 'application/json' } });
const detailOf = async (res: Response) => ((await res.json()) as Schema<'ApiError'>).detailedMessage;

describe('POST /buckets', () => {
  it('refuses an unknown field with a 400 naming it, and creates nothing', async () => {
    const name = world.bucketName('unknown');
    const res = await createBucket(JSON.stringify({ name, versioning: false, extra: true }));
    expect(res.status).toBe(400);
    expect(await detailOf(res)).toBe('request/body/extra is not a field of this request');
    expect(await bucketExists(world.minio, name)).toBe(false);
  });

  it('refuses a body nested 10,000 levels deep with a 400, and creates nothing', async () => {
    const name = world.bucketName('deep');
    const deep = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
    const res = await createBucket(`{"name":"${name}","x":${deep}}`);
    expect(res.status).toBe(400);
    expect(await detailOf(res)).toMatch(/nests deeper than \d+ levels/);
    expect(await bucketExists(world.minio, name)).toBe(false);
  });

  it('still creates a bucket from what the frontend sends', async () => {
    const name = world.bucketName('known');
    const res = await createBucket(JSON.stringify({ name, versioning: false, locking: false }));
    expect(res.status).toBe(201);
    expect(await bucketExists(world.minio, name)).toBe(true);
  });
});

describe('GET /buckets/{bucket}/objects with an empty prefix (as clients of the old console send it)', () => {
  it('lists the bucket root, as without one', async () => {
    const bucket = await world.bucket('emptyprefix');
    await putObjects(world.minio, bucket, [
      ['top.txt', 'a'],
      ['folder/inner.txt', 'b'],
    ]);
    // Raw: empty values are what the typed client would not send.
    const names = async (query: string) => {
      const page = await world.root.fetch(`/api/v1/buckets/${bucket}/objects${query}`);
      expect(page.status).toBe(200);
      return ((await page.json()) as Schema<'ObjectList'>).objects.map((object) => object.name).sort();
    };
    expect(await names('?prefix=')).toEqual(['folder/', 'top.txt']);
    expect(await names('?prefix=&max_keys=&with_versions=')).toEqual(await names(''));
  });
});
