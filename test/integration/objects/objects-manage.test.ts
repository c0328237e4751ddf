import { createUserWithPolicy } from '../../support/minio-admin';
import { loadWorld, need } from '../../world/state';
import { asRoot } from '../buckets/bucket-test-kit';
import { b64, objectsHarness, objectsUser, putObjects, readAsRoot, type ObjectsHarness } from './objects-kit';

jest.setTimeout(120_000);

const erasure = need(loadWorld().minio.erasure, 'erasure MinIO');
let harness: ObjectsHarness;

beforeAll(async () => {
  harness = await objectsHarness(erasure);
});
afterAll(() => harness?.close());

const keyQuery = (key: string, versionId?: string) =>
  `prefix=${encodeURIComponent(b64(key))}${versionId ? `&version_id=${versionId}` : ''}`;

async function keysOf(bucket: string, prefix = ''): Promise<string[]> {
  return asRoot(erasure, async (s3) =>
    (await s3.listObjectsV2(bucket, prefix, true).toArray()).map((item: { name?: string }) => item.name ?? '').sort(),
  );
}

async function versionsOf(bucket: string, key: string): Promise<Array<{ versionId: string; isDeleteMarker: boolean }>> {
  return asRoot(erasure, async (s3) => {
    const found: Array<{ versionId: string; isDeleteMarker: boolean }> = [];
    for await (const item of s3.listObjects(bucket, key, true, { IncludeVersion: true })) {
      const { name, versionId, isDeleteMarker } = item as { name: string; versionId: string; isDeleteMarker: boolean };
      if (name === key) found.push({ versionId, isDeleteMarker });
    }
    return found;
  });
}

describe('deleting', () => {
  it('deletes one object, then a whole folder of 1200 objects in batches', async () => {
    const bucket = await harness.bucket('delete');
    const many = Array.from({ length: 1200 }, (_, n) => [`folder/sub-${n % 3}/f-${n}.txt`, 'x'] as const);
    await putObjects(erasure, bucket, [['single.txt', 's'], ['keep.txt', 'k'], ...many], 64);
    const single = await harness.root.fetch(
      `/buckets/${bucket}/objects?path=${encodeURIComponent(b64('single.txt'))}`,
      {
        method: 'DELETE',
      },
    );
    expect(single.status).toBe(204);
    const folder = await harness.root.fetch(
      `/buckets/${bucket}/objects?path=${encodeURIComponent(b64('folder/'))}&recursive=true`,
      { method: 'DELETE' },
    );
    expect(folder.status).toBe(204);
    expect(await keysOf(bucket)).toEqual(['keep.txt']);
  });

  it('deletes a selection, including one version of a versioned object', async () => {
    const bucket = await harness.bucket('delete-many', { versioning: true });
    await putObjects(erasure, bucket, [
      ['a.txt', 'a1'],
      ['d/x.txt', 'x'],
      ['d/y.txt', 'y'],
    ]);
    await putObjects(erasure, bucket, [['a.txt', 'a2']]);
    const [newest, oldest] = await versionsOf(bucket, 'a.txt');
    const answer = await harness.root.json('POST', `/buckets/${bucket}/delete-objects`, [
      { path: 'a.txt', versionID: oldest?.versionId },
      { path: 'd/', recursive: true },
    ]);
    expect(answer.status).toBe(204);
    expect(await versionsOf(bucket, 'a.txt')).toEqual([newest]);
    expect(await keysOf(bucket)).toEqual(['a.txt']);
  });

  it('answers 403 with a clear message for a user whose policy does not allow deleting', async () => {
    const bucket = await harness.bucket('delete-denied');
    await putObjects(erasure, bucket, [['p.txt', 'p']]);
    const reader = await createUserWithPolicy(erasure, 'readonly');
    const user = await objectsUser(harness.console.app.base, reader.accessKey, reader.secretKey);
    const answer = await user.json<{ message: string }>('POST', `/buckets/${bucket}/delete-objects`, [
      { path: 'p.txt' },
    ]);
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe('Access denied: your policy does not allow you to delete this object');
    expect(await keysOf(bucket)).toEqual(['p.txt']);
  });
});

describe('tags and versions', () => {
  it('replaces the tag set and removes it with an empty one', async () => {
    const bucket = await harness.bucket('tags');
    await putObjects(erasure, bucket, [['t.txt', 't']]);
    const put = (tags: Record<string, string>) =>
      harness.root.json('PUT', `/buckets/${bucket}/objects/tags?${keyQuery('t.txt')}`, { tags });
    expect((await put({ a: 'one', b: 'two words' })).status).toBe(204);
    const tagsNow = () => asRoot(erasure, (s3) => s3.getObjectTagging(bucket, 't.txt'));
    expect(await tagsNow()).toEqual(
      expect.arrayContaining([
        { Key: 'a', Value: 'one' },
        { Key: 'b', Value: 'two words' },
      ]),
    );
    expect((await put({ b: 'two words' })).status).toBe(204);
    expect(await tagsNow()).toEqual([{ Key: 'b', Value: 'two words' }]);
    expect((await put({})).status).toBe(204);
    expect(await tagsNow()).toEqual([]);
  });

  it('restores an older version as the current one', async () => {
    const bucket = await harness.bucket('restore', { versioning: true });
    await putObjects(erasure, bucket, [['r.txt', 'first']]);
    await putObjects(erasure, bucket, [['r.txt', 'second']]);
    const oldest = (await versionsOf(bucket, 'r.txt')).at(-1);
    const answer = await harness.root.json(
      'PUT',
      `/buckets/${bucket}/objects/restore?${keyQuery('r.txt', oldest?.versionId)}`,
    );
    expect(answer.status).toBe(204);
    expect((await readAsRoot(erasure, bucket, 'r.txt')).toString()).toBe('first');
    expect(await versionsOf(bucket, 'r.txt')).toHaveLength(3);
  });
});

describe('retention and legal hold', () => {
  it('sets, shortens with the bypass, and removes a governance retention', async () => {
    const bucket = await harness.bucket('retention', { locking: true });
    await putObjects(erasure, bucket, [['g.txt', 'g']]);
    const url = `/buckets/${bucket}/objects/retention?${keyQuery('g.txt')}`;
    const far = new Date(Date.now() + 10 * 86_400_000).toISOString();
    const near = new Date(Date.now() + 86_400_000).toISOString();
    expect((await harness.root.json('PUT', url, { mode: 'governance', expires: far })).status).toBe(204);
    const retention = () => asRoot(erasure, (s3) => s3.getObjectRetention(bucket, 'g.txt'));
    expect(await retention()).toMatchObject({ mode: 'GOVERNANCE' });
    // Shortening needs the bypass.
    const shortened = await harness.root.json('PUT', url, { mode: 'governance', expires: near });
    expect(shortened).toMatchObject({
      status: 400,
      body: { message: 'Object is WORM protected and cannot be overwritten' },
    });
    expect(
      (await harness.root.json('PUT', url, { mode: 'governance', expires: near, governance_bypass: true })).status,
    ).toBe(204);
    expect((await harness.root.json('DELETE', url)).status).toBe(204);
    await expect(retention()).rejects.toMatchObject({ code: 'NoSuchObjectLockConfiguration' });
  });

  it('places and lifts a legal hold; a held version cannot be deleted', async () => {
    const bucket = await harness.bucket('legalhold', { locking: true });
    await putObjects(erasure, bucket, [['h.txt', 'h']]);
    const [version] = await versionsOf(bucket, 'h.txt');
    const url = `/buckets/${bucket}/objects/legalhold?${keyQuery('h.txt', version?.versionId)}`;
    expect((await harness.root.json('PUT', url, { status: 'enabled' })).status).toBe(204);
    const refused = await harness.root.json('POST', `/buckets/${bucket}/delete-objects`, [
      { path: 'h.txt', versionID: version?.versionId },
    ]);
    expect(refused.status).toBe(409);
    expect((await harness.root.json('PUT', url, { status: 'disabled' })).status).toBe(204);
    const hold = await asRoot(erasure, (s3) => s3.getObjectLegalHold(bucket, 'h.txt'));
    expect(hold).toMatchObject({ Status: 'OFF' });
  });

  it('answers a retention on a bucket without object lock as a 4xx', async () => {
    const bucket = await harness.bucket('no-lock');
    await putObjects(erasure, bucket, [['n.txt', 'n']]);
    const answer = await harness.root.json('PUT', `/buckets/${bucket}/objects/retention?${keyQuery('n.txt')}`, {
      mode: 'governance',
      expires: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
  });
});
