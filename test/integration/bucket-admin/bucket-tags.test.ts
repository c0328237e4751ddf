import { inBucket } from '@test/support/api-client';
import { consoleFixture } from '@test/support/fixtures';
import { asRoot } from '@test/support/minio-root';

/** Bucket tags on the Bucket Summary (MinIO Console v1.7.6): read, replace, remove, and S3's rules refused. */
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

  it('refuses a key over 128 characters, a value over 256, a reserved key and a 51st tag, naming the rule', async () => {
    const bucket = await world.bucket('tags-bad');
    await write(bucket, { kept: 'yes' });
    const tags = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, index) => [`k${index}`, 'v']));
    const refusals: Array<[Record<string, string>, string]> = [
      [{ ['k'.repeat(129)]: 'v' }, 'A tag key can have at most 128 characters; this one has 129.'],
      [{ key: 'v'.repeat(257) }, 'A tag value can have at most 256 characters; this one has 257.'],
      [tags(51), 'A bucket can have at most 50 tags: remove one first.'],
      [{ '': 'v' }, 'A tag needs a key.'],
      [{ 'aws:team': 'v' }, 'Tag keys starting with "aws:" are reserved for AWS: choose another key.'],
    ];
    for (const [refused, message] of refusals) {
      expect(await write(bucket, refused)).toMatchObject({ status: 400, error: { message } });
    }
    expect(await stored(bucket)).toEqual({ kept: 'yes' });
    // The limits themselves are allowed: 50 tags (minio-js alone stops at 10, the object limit), 128 and 256.
    expect((await write(bucket, tags(50))).status).toBe(204);
    expect(Object.keys(await stored(bucket))).toHaveLength(50);
    expect((await write(bucket, { ['k'.repeat(128)]: 'v'.repeat(256) })).status).toBe(204);
    expect(Object.keys(await stored(bucket))).toEqual(['k'.repeat(128)]);
  });

  it('takes exactly the characters MinIO takes, and names a refused one instead of MinIO\'s "TagKey invalid"', async () => {
    const bucket = await world.bucket('tags-chars');
    const allowed = 'Az09 +-=._:/@';
    expect((await write(bucket, { [allowed]: allowed })).status).toBe(204);
    expect(await stored(bucket)).toEqual({ [allowed]: allowed });
    for (const character of ['é', '日', '!', '#', '%', '&', '*', ',', ';', '?', '"', '~', '\t']) {
      // MinIO itself refuses it (so the rule is MinIO's, not stricter) …
      await expect(
        asRoot(world.minio, (s3) => s3.setBucketTagging(bucket, { [`k${character}`]: 'v' })),
      ).rejects.toThrow(/TagKey you have provided is invalid/);
      // … and the console says which character, for a key and for a value.
      expect(await write(bucket, { [`k${character}`]: 'v' })).toMatchObject({
        status: 400,
        error: {
          message: `A tag key can hold only letters A–Z and a–z, digits, spaces and + - = . _ : / @; remove ${JSON.stringify(character)}.`,
        },
      });
      expect(await write(bucket, { k: `v${character}` })).toMatchObject({
        status: 400,
        error: {
          message: expect.stringContaining(`A tag value can hold only`),
          detailedMessage: 'The tag "k" was refused.',
        },
      });
    }
    expect(await stored(bucket)).toEqual({ [allowed]: allowed });
  });

  it('answers 404 for a bucket that does not exist', async () => {
    const res = await read(world.bucketName('no-such'));
    expect(res.status).toBe(404);
  });
});
