import { LEGAL_HOLD_STATUS, RETENTION_MODES } from 'minio';
import type { QueryParams } from '@contract/shared/contract-types';
import { dataOf } from '@test/support/api-client';
import { consoleFixture } from '@test/support/fixtures';
import { asRoot, putObjects } from '@test/support/minio-root';
import { allPages, b64 } from './objects-kit';

jest.setTimeout(180_000);

const world = consoleFixture();

type ListQuery = QueryParams<'listObjects'>;
const list = (bucket: string, query: ListQuery = {}) =>
  world.root.GET('/api/v1/buckets/{bucket}/objects', { params: { path: { bucket }, query } });
/** The listing's pages, `query` with each page's continuation token. */
const pagesOf = (bucket: string, query: ListQuery) =>
  allPages((token) => list(bucket, { ...query, ...(token ? { continuation_token: token } : {}) }));

describe('listObjects', () => {
  it('lists one level, folders first, with sizes and dates', async () => {
    const bucket = await world.bucket('list');
    await putObjects(world.minio, bucket, [
      ['b.txt', 'bee'],
      ['a.txt', 'a'],
      ['zdir/inner.txt', 'x'],
      ['adir/deep/file.txt', 'y'],
    ]);
    const root = await list(bucket);
    expect(root.status).toBe(200);
    const top = dataOf(root);
    expect(top.objects.map((object) => object.name)).toEqual(['adir/', 'zdir/', 'a.txt', 'b.txt']);
    expect(top.objects[3]).toMatchObject({ name: 'b.txt', size: 3, etag: expect.any(String) });
    expect(Date.parse(top.objects[3]?.last_modified ?? '')).not.toBeNaN();
    expect(top.next_continuation_token).toBeUndefined();
    const inner = await list(bucket, { prefix: b64('adir/') });
    expect(dataOf(inner).objects.map((object) => object.name)).toEqual(['adir/deep/']);
  });

  // Pages of 100 over 250 objects: the same continuation-token path as pages of 1,000, for a tenth of the PUTs
  // (2,500 of them outlasted the test's deadline on a starved machine).
  it('pages through 250 objects with continuation tokens, and searches by a partial prefix', async () => {
    const bucket = await world.bucket('paging');
    const keys = Array.from({ length: 250 }, (_, n) => `many/item-${String(n).padStart(4, '0')}.txt`);
    await putObjects(
      world.minio,
      bucket,
      keys.map((key) => [key, 'x'] as const),
      64,
    );
    const { pages, objects } = await pagesOf(bucket, { prefix: b64('many/'), max_keys: 100 });
    expect(pages.map((page) => page.objects.length)).toEqual([100, 100, 50]);
    expect(objects.map((object) => object.name)).toEqual(keys);

    // The server-side search: a prefix that does not end in `/`.
    const found = await pagesOf(bucket, { prefix: b64('many/item-01'), max_keys: 40 });
    expect(found.pages).toHaveLength(3);
    expect(found.objects.map((object) => object.name)).toEqual(keys.filter((key) => key.startsWith('many/item-01')));
    // minio-js's version listing (the file's clean-up) cannot page past keys with `/`; empty the bucket here.
    await asRoot(world.minio, (s3) => s3.removeObjects(bucket, keys));
  });

  it('refuses a continuation token it did not hand out', async () => {
    const bucket = await world.bucket('token');
    const answer = await list(bucket, { continuation_token: 'not-a-token' });
    expect(answer).toMatchObject({ status: 400, error: { message: 'Invalid continuation token' } });
  });

  it('answers 404 for a bucket that does not exist', async () => {
    expect((await list('it-no-such-bucket-here')).status).toBe(404);
  });
});

describe('versions and the object detail', () => {
  it('lists every version of a key with metadata, tags, paging through versions', async () => {
    const bucket = await world.bucket('versions', { versioning: true });
    const key = 'docs/report.txt';
    await asRoot(world.minio, async (s3) => {
      for (let n = 1; n <= 5; n++) {
        await s3.putObject(bucket, key, Buffer.from(`version ${n}`), undefined, {
          'Content-Type': 'text/plain',
          'X-Amz-Meta-Owner': `team-${n}`,
        });
      }
      await s3.setObjectTagging(bucket, key, { project: 'apollo' });
      await s3.removeObject(bucket, key);
    });
    const query = { prefix: b64(key), with_versions: true, with_metadata: true, max_keys: 2 };
    const { pages, objects } = await pagesOf(bucket, query);
    expect(pages.length).toBe(3);
    expect(objects).toHaveLength(6);
    const [marker, newest, ...older] = objects;
    expect(marker).toMatchObject({ name: key, is_delete_marker: true, is_latest: true });
    expect(newest).toMatchObject({
      name: key,
      is_delete_marker: false,
      is_latest: false,
      size: 9,
      content_type: 'text/plain',
      tags: { project: 'apollo' },
      user_metadata: expect.objectContaining({ owner: 'team-5' }),
    });
    expect(older.map((object) => object.user_metadata?.owner)).toEqual(['team-4', 'team-3', 'team-2', 'team-1']);
    expect(new Set(objects.map((object) => object.version_id)).size).toBe(6);
  });

  it('shows legal hold and retention on a locked bucket', async () => {
    const bucket = await world.bucket('detail-lock', { locking: true });
    const until = new Date(Date.now() + 86_400_000);
    await asRoot(world.minio, async (s3) => {
      await s3.putObject(bucket, 'held.bin', Buffer.from('held'));
      await s3.setObjectLegalHold(bucket, 'held.bin', { status: LEGAL_HOLD_STATUS.ENABLED, versionId: '' });
      await s3.putObjectRetention(bucket, 'held.bin', {
        mode: RETENTION_MODES.GOVERNANCE,
        retainUntilDate: until.toISOString(),
        versionId: '',
      });
    });
    const answer = await list(bucket, { prefix: b64('held.bin'), with_versions: true, with_metadata: true });
    expect(answer.status).toBe(200);
    const [held] = dataOf(answer).objects;
    expect(held).toMatchObject({
      legal_hold_status: 'ON',
      retention_mode: 'GOVERNANCE',
    });
    expect(Math.abs(Date.parse(held?.retention_until_date ?? '') - until.getTime())).toBeLessThan(2000);
    // Clean-up needs the hold lifted (retention is bypassed by the file's clean-up).
    await asRoot(world.minio, async (s3) => {
      await s3.setObjectLegalHold(bucket, 'held.bin', { status: LEGAL_HOLD_STATUS.DISABLED, versionId: '' });
    });
  });
});

describe('rewindObjects', () => {
  it('shows each key as it was at a moment, deleted ones flagged, across pages', async () => {
    const bucket = await world.bucket('rewind', { versioning: true });
    await putObjects(world.minio, bucket, [
      ['keep.txt', 'old keep'],
      ['gone.txt', 'soon deleted'],
      ['changed.txt', 'before'],
    ]);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const moment = new Date();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await asRoot(world.minio, async (s3) => {
      await s3.putObject(bucket, 'changed.txt', Buffer.from('after, longer'));
      await s3.putObject(bucket, 'changed.txt', Buffer.from('after again, longer'));
      await s3.removeObject(bucket, 'gone.txt');
      await s3.putObject(bucket, 'new.txt', Buffer.from('created later'));
      await s3.removeObject(bucket, 'keep.txt');
    });
    const later = new Date(Date.now() + 1000);
    const at = (date: Date) => (token: string | undefined) =>
      world.root.GET('/api/v1/buckets/{bucket}/rewind/{date}', {
        params: {
          path: { bucket, date: date.toISOString() },
          query: { max_keys: 2, ...(token ? { continuation_token: token } : {}) },
        },
      });

    const past = await allPages(at(moment));
    expect(past.pages.length).toBeGreaterThan(1);
    expect(past.objects.map((object) => [object.name, object.size, object.delete_flag ?? false])).toEqual([
      ['changed.txt', 6, false],
      ['gone.txt', 12, false],
      ['keep.txt', 8, false],
    ]);
    const now = await allPages(at(later));
    expect(now.objects.map((object) => [object.name, object.delete_flag ?? false])).toEqual([
      ['changed.txt', false],
      ['gone.txt', true],
      ['keep.txt', true],
      ['new.txt', false],
    ]);
  });
});
