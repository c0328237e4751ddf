import type { Schema } from '@contract/shared/contract-types';
import { inBucket } from '@test/support/api-client';
import { consoleFixture } from '@test/support/fixtures';
import { asRoot, putObjects, readAsRoot } from '@test/support/minio-root';
import { b64, objectAt } from './objects-kit';

jest.setTimeout(120_000);

const world = consoleFixture();

const deleteObjects = (bucket: string, body: Schema<'DeleteObjectsRequest'>, user = world.root) =>
  user.POST('/api/v1/buckets/{bucket}/delete-objects', { ...inBucket(bucket), body });

async function keysOf(bucket: string, prefix = ''): Promise<string[]> {
  return asRoot(world.minio, async (s3) =>
    (await s3.listObjectsV2(bucket, prefix, true).toArray()).map((item: { name?: string }) => item.name ?? '').sort(),
  );
}

async function versionsOf(bucket: string, key: string): Promise<Array<{ versionId: string; isDeleteMarker: boolean }>> {
  return asRoot(world.minio, async (s3) => {
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
    const bucket = await world.bucket('delete');
    const many = Array.from({ length: 1200 }, (_, n) => [`folder/sub-${n % 3}/f-${n}.txt`, 'x'] as const);
    await putObjects(world.minio, bucket, [['single.txt', 's'], ['keep.txt', 'k'], ...many], 64);
    const remove = (key: string, recursive?: boolean) =>
      world.root.DELETE('/api/v1/buckets/{bucket}/objects', {
        params: { path: { bucket }, query: { path: b64(key), ...(recursive ? { recursive } : {}) } },
      });
    expect((await remove('single.txt')).status).toBe(204);
    expect((await remove('folder/', true)).status).toBe(204);
    expect(await keysOf(bucket)).toEqual(['keep.txt']);
  });

  it('deletes a selection, including one version of a versioned object', async () => {
    const bucket = await world.bucket('delete-many', { versioning: true });
    await putObjects(world.minio, bucket, [
      ['a.txt', 'a1'],
      ['d/x.txt', 'x'],
      ['d/y.txt', 'y'],
    ]);
    await putObjects(world.minio, bucket, [['a.txt', 'a2']]);
    const [newest, oldest] = await versionsOf(bucket, 'a.txt');
    const answer = await deleteObjects(bucket, [
      { path: 'a.txt', versionID: oldest?.versionId, recursive: false },
      { path: 'd/', recursive: true },
    ]);
    expect(answer.status).toBe(204);
    expect(await versionsOf(bucket, 'a.txt')).toEqual([newest]);
    expect(await keysOf(bucket)).toEqual(['a.txt']);
  });

  it('answers 403 with a clear message for a user whose policy does not allow deleting', async () => {
    const bucket = await world.bucket('delete-denied');
    await putObjects(world.minio, bucket, [['p.txt', 'p']]);
    const reader = await world.persona('readonly');
    const answer = await deleteObjects(bucket, [{ path: 'p.txt', recursive: false }], reader);
    expect(answer.status).toBe(403);
    expect(answer.error?.message).toBe('Access denied: your policy does not allow you to delete this object');
    expect(await keysOf(bucket)).toEqual(['p.txt']);
  });
});

describe('tags and versions', () => {
  it('replaces the tag set and removes it with an empty one', async () => {
    const bucket = await world.bucket('tags');
    await putObjects(world.minio, bucket, [['t.txt', 't']]);
    const put = (tags: Record<string, string>) =>
      world.root.PUT('/api/v1/buckets/{bucket}/objects/tags', { ...objectAt(bucket, 't.txt'), body: { tags } });
    expect((await put({ a: 'one', b: 'two words' })).status).toBe(204);
    const tagsNow = () => asRoot(world.minio, (s3) => s3.getObjectTagging(bucket, 't.txt'));
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
    const bucket = await world.bucket('restore', { versioning: true });
    await putObjects(world.minio, bucket, [['r.txt', 'first']]);
    await putObjects(world.minio, bucket, [['r.txt', 'second']]);
    const oldest = (await versionsOf(bucket, 'r.txt')).at(-1);
    if (!oldest) throw new Error('r.txt has no versions');
    const answer = await world.root.PUT('/api/v1/buckets/{bucket}/objects/restore', {
      params: { path: { bucket }, query: { prefix: b64('r.txt'), version_id: oldest.versionId } },
    });
    expect(answer.status).toBe(204);
    expect((await readAsRoot(world.minio, bucket, 'r.txt')).toString()).toBe('first');
    expect(await versionsOf(bucket, 'r.txt')).toHaveLength(3);
  });

  it.each([
    'what?.txt',
    'hash#tag.txt',
    'a+b.txt',
    '50% off.txt',
    'semi;colon&amp=1.txt',
    'dir with space/ünï €.txt',
    'pct%2F/x.txt',
  ])('restores an older version of %j (the copy source carries the key exactly)', async (key) => {
    const bucket = await world.bucket('restore-name', { versioning: true });
    await putObjects(world.minio, bucket, [[key, 'first']]);
    await putObjects(world.minio, bucket, [[key, 'second']]);
    const oldest = (await versionsOf(bucket, key)).at(-1);
    if (!oldest) throw new Error(`${key} has no versions`);
    const answer = await world.root.PUT('/api/v1/buckets/{bucket}/objects/restore', {
      params: { path: { bucket }, query: { prefix: b64(key), version_id: oldest.versionId } },
    });
    expect(answer.status).toBe(204);
    expect((await readAsRoot(world.minio, bucket, key)).toString()).toBe('first');
  });
});

describe('retention and legal hold', () => {
  it('sets, shortens with the bypass, and removes a governance retention', async () => {
    const bucket = await world.bucket('retention', { locking: true });
    await putObjects(world.minio, bucket, [['g.txt', 'g']]);
    const path = '/api/v1/buckets/{bucket}/objects/retention';
    const setRetention = (body: Schema<'ObjectRetentionRequest'>) =>
      world.root.PUT(path, { ...objectAt(bucket, 'g.txt'), body });
    const far = new Date(Date.now() + 10 * 86_400_000).toISOString();
    const near = new Date(Date.now() + 86_400_000).toISOString();
    expect((await setRetention({ mode: 'governance', expires: far })).status).toBe(204);
    const retention = () => asRoot(world.minio, (s3) => s3.getObjectRetention(bucket, 'g.txt'));
    expect(await retention()).toMatchObject({ mode: 'GOVERNANCE' });
    // Shortening needs the bypass.
    const shortened = await setRetention({ mode: 'governance', expires: near });
    expect(shortened).toMatchObject({
      status: 400,
      error: { message: 'Object is WORM protected and cannot be overwritten' },
    });
    expect((await setRetention({ mode: 'governance', expires: near, governance_bypass: true })).status).toBe(204);
    expect((await world.root.DELETE(path, objectAt(bucket, 'g.txt'))).status).toBe(204);
    await expect(retention()).rejects.toMatchObject({ code: 'NoSuchObjectLockConfiguration' });
  });

  it('places and lifts a legal hold; a held version cannot be deleted', async () => {
    const bucket = await world.bucket('legalhold', { locking: true });
    await putObjects(world.minio, bucket, [['h.txt', 'h']]);
    const [version] = await versionsOf(bucket, 'h.txt');
    const hold = (status: 'enabled' | 'disabled') =>
      world.root.PUT('/api/v1/buckets/{bucket}/objects/legalhold', {
        ...objectAt(bucket, 'h.txt', version?.versionId),
        body: { status },
      });
    expect((await hold('enabled')).status).toBe(204);
    const refused = await deleteObjects(bucket, [{ path: 'h.txt', versionID: version?.versionId, recursive: false }]);
    expect(refused.status).toBe(409);
    expect((await hold('disabled')).status).toBe(204);
    const held = await asRoot(world.minio, (s3) => s3.getObjectLegalHold(bucket, 'h.txt'));
    expect(held).toMatchObject({ Status: 'OFF' });
  });

  it('answers a retention on a bucket without object lock as a 4xx', async () => {
    const bucket = await world.bucket('no-lock');
    await putObjects(world.minio, bucket, [['n.txt', 'n']]);
    const answer = await world.root.PUT('/api/v1/buckets/{bucket}/objects/retention', {
      ...objectAt(bucket, 'n.txt'),
      body: { mode: 'governance', expires: new Date(Date.now() + 86_400_000).toISOString() },
    });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
  });
});
