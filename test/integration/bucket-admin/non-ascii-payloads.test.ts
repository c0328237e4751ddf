import { dataOf, inBucket } from '@test/support/api-client';
import { consoleFixture } from '@test/support/fixtures';

jest.setTimeout(120_000);

/**
 * Settings whose text reaches MinIO in a request body (a bucket policy, lifecycle XML) with characters
 * beyond ASCII: minio-js declared the body's length in UTF-16 units, so MinIO received it cut short, refused it, and
 * read the rest as the start of the next request on the same connection.
 */
const world = consoleFixture();
const PREFIX = 'fotos/ñandú/';

describe('non-ASCII text in bucket and object settings', () => {
  it('stores a lifecycle prefix and an access rule prefix with accents as written', async () => {
    const bucket = await world.bucket('non-ascii');

    const rule = await world.root.POST('/api/v1/buckets/{bucket}/lifecycle', {
      ...inBucket(bucket),
      body: { type: 'expiry', expiry_days: 30, prefix: PREFIX },
    });
    expect(rule.status).toBe(204);
    const rules = dataOf(await world.root.GET('/api/v1/buckets/{bucket}/lifecycle', inBucket(bucket))).lifecycle;
    expect(rules.map((one) => one.prefix)).toEqual([PREFIX]);

    const access = await world.root.PUT('/api/v1/bucket/{bucket}/access-rules', {
      ...inBucket(bucket),
      body: { prefix: PREFIX, access: 'readonly' },
    });
    expect(access.status).toBe(204);
    expect(dataOf(await world.root.GET('/api/v1/bucket/{bucket}/access-rules', inBucket(bucket)))).toEqual({
      accessRules: [{ prefix: PREFIX, access: 'readonly' }],
    });
  });
});
