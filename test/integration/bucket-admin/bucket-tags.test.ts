import { inBucket } from '@test/support/api-client';
import { consoleFixture } from '@test/support/fixtures';
import { asRoot } from '@test/support/minio-root';

/** Bucket tags on the Bucket Summary (MinIO Console v1.7.6): read, replace, remove, and S3's limits refused. */
const world = consoleFixture();

const read = (bucket: string) => world.root.GET('/api/v1/buckets/{bucket}/tags', inBucket(bucket));
const write = (bucket: string, tags: Record<string, string>) =>
  world.root.PUT('/api/v1/buckets/{bucket}/tags', { ...inBucket(bucket), body: { tags } });
/** The tags as MinIO itself reports them (minio-js reads a value of digits as a number). */
const stored = (bucket: string) =>
  asRoot(world.minio, (s3) => s3.getBucketTagging(bucket)).then((tags) =>
    Object.fromEntries(tags.map((tag) => [tag.Key, String(tag.Value)])),
  );

describe('bucket tags', () => {
  it('reads none on a new bucket, then replaces and removes them as MinIO stores them', async () => {
    const bucket = await world.bucket('tags');
    expect(await read(bucket)).toEqual({ status: 200, data: { tags: {} } });

    expect((await write(bucket, { team: 'storage', 'cost centre': '42', empty: '' })).status).toBe(204);
    expect(await stored(bucket)).toEqual({ team: 'storage', 'cost centre': '42', empty: '' });
    expect((await read(bucket)).data?.tags).toEqual({ team: 'storage', 'cost centre': '42', empty: '' });

    expect((await write(bucket, { team: 'storage' })).status).toBe(204);
    expect(await stored(bucket)).toEqual({ team: 'storage' });

    expect((await write(bucket, {})).status).toBe(204);
    expect((await read(bucket)).data?.tags).toEqual({});
  });

  it('refuses a key over 128 characters, a value over 256, and an eleventh tag, keeping the tags', async () => {
    const bucket = await world.bucket('tags-bad');
    await write(bucket, { kept: 'yes' });
    const tooMany = Object.fromEntries(Array.from({ length: 11 }, (_, index) => [`k${index}`, 'v']));
    const refusals: Array<[Record<string, string>, RegExp]> = [
      [{ ['k'.repeat(129)]: 'v' }, /A tag key must have 1 to 128 characters/],
      [{ key: 'v'.repeat(257) }, /256/],
      [tooMany, /10/],
      [{ '': 'v' }, /A tag key must have 1 to 128 characters/],
    ];
    for (const [tags, message] of refusals) {
      const res = await write(bucket, tags);
      expect(res.status).toBe(400);
      expect(`${res.error?.message} ${res.error?.detailedMessage}`).toMatch(message);
    }
    // The limits themselves are allowed.
    expect((await write(bucket, { ['k'.repeat(128)]: 'v'.repeat(256) })).status).toBe(204);
    expect(Object.keys(await stored(bucket))).toEqual(['k'.repeat(128)]);
  });

  it('answers 404 for a bucket that does not exist', async () => {
    const res = await read(world.bucketName('no-such'));
    expect(res.status).toBe(404);
  });
});
