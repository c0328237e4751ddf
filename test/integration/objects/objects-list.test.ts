import { LEGAL_HOLD_STATUS, RETENTION_MODES } from 'minio';
import { loadWorld, need } from '../../world/state';
import { asRoot } from '../buckets/bucket-test-kit';
import { allPages, b64, objectsHarness, putObjects, type ObjectsHarness, type Schemas } from './objects-kit';

jest.setTimeout(180_000);

const erasure = need(loadWorld().minio.erasure, 'erasure MinIO');
let harness: ObjectsHarness;

beforeAll(async () => {
  harness = await objectsHarness(erasure);
});
afterAll(() => harness?.close());

const list = (bucket: string, query: string) =>
  harness.root.json<Schemas['ObjectList']>('GET', `/buckets/${bucket}/objects?${query}`);

describe('listObjects', () => {
  it('lists one level, folders first, with sizes and dates', async () => {
    const bucket = await harness.bucket('list');
    await putObjects(erasure, bucket, [
      ['b.txt', 'bee'],
      ['a.txt', 'a'],
      ['zdir/inner.txt', 'x'],
      ['adir/deep/file.txt', 'y'],
    ]);
    const root = await list(bucket, '');
    expect(root.status).toBe(200);
    expect(root.body.objects.map((object) => object.name)).toEqual(['adir/', 'zdir/', 'a.txt', 'b.txt']);
    expect(root.body.objects[3]).toMatchObject({ name: 'b.txt', size: 3, etag: expect.any(String) });
    expect(Date.parse(root.body.objects[3]?.last_modified ?? '')).not.toBeNaN();
    expect(root.body.next_continuation_token).toBeUndefined();
    const inner = await list(bucket, `prefix=${encodeURIComponent(b64('adir/'))}`);
    expect(inner.body.objects.map((object) => object.name)).toEqual(['adir/deep/']);
  });

  // Pages of 100 over 250 objects: the same continuation-token path as pages of 1,000, for a tenth of the PUTs
  // (2,500 of them outlasted the test's deadline on a starved machine).
  it('pages through 250 objects with continuation tokens, and searches by a partial prefix', async () => {
    const bucket = await harness.bucket('paging');
    const keys = Array.from({ length: 250 }, (_, n) => `many/item-${String(n).padStart(4, '0')}.txt`);
    await putObjects(
      erasure,
      bucket,
      keys.map((key) => [key, 'x'] as const),
      64,
    );
    const prefix = encodeURIComponent(b64('many/'));
    const { pages, objects } = await allPages(
      harness.root,
      (token) =>
        `/buckets/${bucket}/objects?prefix=${prefix}&max_keys=100${token ? `&continuation_token=${encodeURIComponent(token)}` : ''}`,
    );
    expect(pages.map((page) => page.objects.length)).toEqual([100, 100, 50]);
    expect(objects.map((object) => object.name)).toEqual(keys);

    // The server-side search: a prefix that does not end in `/`.
    const search = encodeURIComponent(b64('many/item-01'));
    const found = await allPages(
      harness.root,
      (token) =>
        `/buckets/${bucket}/objects?prefix=${search}&max_keys=40${token ? `&continuation_token=${encodeURIComponent(token)}` : ''}`,
    );
    expect(found.pages).toHaveLength(3);
    expect(found.objects.map((object) => object.name)).toEqual(keys.filter((key) => key.startsWith('many/item-01')));
    // minio-js's version listing (the harness's clean-up) cannot page past keys with `/`; empty the bucket here.
    await asRoot(erasure, (s3) => s3.removeObjects(bucket, keys));
  });

  it('refuses a continuation token it did not hand out', async () => {
    const bucket = await harness.bucket('token');
    const answer = await list(bucket, 'continuation_token=not-a-token');
    expect(answer).toMatchObject({ status: 400, body: { message: 'Invalid continuation token' } });
  });

  it('answers 404 for a bucket that does not exist', async () => {
    expect((await list('it-no-such-bucket-here', '')).status).toBe(404);
  });
});

describe('versions and the object detail', () => {
  it('lists every version of a key with metadata, tags, paging through versions', async () => {
    const bucket = await harness.bucket('versions', { versioning: true });
    const key = 'docs/report.txt';
    await asRoot(erasure, async (s3) => {
      for (let n = 1; n <= 5; n++) {
        await s3.putObject(bucket, key, Buffer.from(`version ${n}`), undefined, {
          'Content-Type': 'text/plain',
          'X-Amz-Meta-Owner': `team-${n}`,
        });
      }
      await s3.setObjectTagging(bucket, key, { project: 'apollo' });
      await s3.removeObject(bucket, key);
    });
    const query = (token?: string) =>
      `/buckets/${bucket}/objects?prefix=${encodeURIComponent(b64(key))}&with_versions=true&with_metadata=true&max_keys=2${token ? `&continuation_token=${encodeURIComponent(token)}` : ''}`;
    const { pages, objects } = await allPages(harness.root, query);
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
    const bucket = await harness.bucket('detail-lock', { locking: true });
    const until = new Date(Date.now() + 86_400_000);
    await asRoot(erasure, async (s3) => {
      await s3.putObject(bucket, 'held.bin', Buffer.from('held'));
      await s3.setObjectLegalHold(bucket, 'held.bin', { status: LEGAL_HOLD_STATUS.ENABLED, versionId: '' });
      await s3.putObjectRetention(bucket, 'held.bin', {
        mode: RETENTION_MODES.GOVERNANCE,
        retainUntilDate: until.toISOString(),
        versionId: '',
      });
    });
    const answer = await list(
      bucket,
      `prefix=${encodeURIComponent(b64('held.bin'))}&with_versions=true&with_metadata=true`,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.objects[0]).toMatchObject({
      legal_hold_status: 'ON',
      retention_mode: 'GOVERNANCE',
    });
    expect(Math.abs(Date.parse(answer.body.objects[0]?.retention_until_date ?? '') - until.getTime())).toBeLessThan(
      2000,
    );
    // Clean-up needs the hold lifted (retention is bypassed by the harness).
    await asRoot(erasure, async (s3) => {
      await s3.setObjectLegalHold(bucket, 'held.bin', { status: LEGAL_HOLD_STATUS.DISABLED, versionId: '' });
    });
  });
});

describe('rewindObjects', () => {
  it('shows each key as it was at a moment, deleted ones flagged, across pages', async () => {
    const bucket = await harness.bucket('rewind', { versioning: true });
    await putObjects(erasure, bucket, [
      ['keep.txt', 'old keep'],
      ['gone.txt', 'soon deleted'],
      ['changed.txt', 'before'],
    ]);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const moment = new Date();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await asRoot(erasure, async (s3) => {
      await s3.putObject(bucket, 'changed.txt', Buffer.from('after, longer'));
      await s3.putObject(bucket, 'changed.txt', Buffer.from('after again, longer'));
      await s3.removeObject(bucket, 'gone.txt');
      await s3.putObject(bucket, 'new.txt', Buffer.from('created later'));
      await s3.removeObject(bucket, 'keep.txt');
    });
    const later = new Date(Date.now() + 1000);
    const at = (date: Date) => (token: string | undefined) =>
      `/buckets/${bucket}/rewind/${encodeURIComponent(date.toISOString())}?max_keys=2${token ? `&continuation_token=${encodeURIComponent(token)}` : ''}`;

    const past = await allPages(harness.root, at(moment));
    expect(past.pages.length).toBeGreaterThan(1);
    expect(past.objects.map((object) => [object.name, object.size, object.delete_flag ?? false])).toEqual([
      ['changed.txt', 6, false],
      ['gone.txt', 12, false],
      ['keep.txt', 8, false],
    ]);
    const now = await allPages(harness.root, at(later));
    expect(now.objects.map((object) => [object.name, object.delete_flag ?? false])).toEqual([
      ['changed.txt', false],
      ['gone.txt', true],
      ['keep.txt', true],
      ['new.txt', false],
    ]);
  });
});
