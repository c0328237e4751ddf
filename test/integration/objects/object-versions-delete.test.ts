import { consoleFixture } from '@test/support/fixtures';
import { asRoot, putObjects, readAsRoot } from '@test/support/minio-root';
import { b64 } from './objects-kit';

jest.setTimeout(120_000);

/** The versions panel's bulk deletes (MinIO Console v1.7.6): non-current or all versions, with the governance bypass. */
const world = consoleFixture();

type VersionOptions = { all_versions?: boolean; non_current_versions?: boolean; bypass?: boolean; recursive?: boolean };
const deleteVersions = (bucket: string, key: string, options: VersionOptions) =>
  world.root.DELETE('/api/v1/buckets/{bucket}/objects', {
    params: { path: { bucket }, query: { path: b64(key), ...options } },
  });

/** The version ids of exactly `key`, newest first, as MinIO lists them. */
async function versionIds(bucket: string, key: string): Promise<string[]> {
  return asRoot(world.minio, async (s3) => {
    const found: string[] = [];
    for await (const item of s3.listObjects(bucket, key, true, { IncludeVersion: true })) {
      const { name, versionId } = item as { name: string; versionId: string };
      if (name === key) found.push(versionId);
    }
    return found;
  });
}

describe("deleting an object's versions", () => {
  it('deletes the non-current versions, keeping the latest, then all of them; a longer key stays', async () => {
    const bucket = await world.bucket('versions', { versioning: true });
    for (const body of ['first', 'second', 'third']) await putObjects(world.minio, bucket, [['v.txt', body]]);
    await putObjects(world.minio, bucket, [['v.txt.bak', 'sibling']]);
    expect(await versionIds(bucket, 'v.txt')).toHaveLength(3);

    expect((await deleteVersions(bucket, 'v.txt', { non_current_versions: true })).status).toBe(204);
    expect(await versionIds(bucket, 'v.txt')).toHaveLength(1);
    expect((await readAsRoot(world.minio, bucket, 'v.txt')).toString()).toBe('third');

    // A delete marker is a version too: all_versions takes it with the rest.
    await asRoot(world.minio, (s3) => s3.removeObject(bucket, 'v.txt'));
    expect(await versionIds(bucket, 'v.txt')).toHaveLength(2);
    expect((await deleteVersions(bucket, 'v.txt', { all_versions: true })).status).toBe(204);
    expect(await versionIds(bucket, 'v.txt')).toEqual([]);
    expect(await versionIds(bucket, 'v.txt.bak')).toHaveLength(1);
  });

  it('keeps versions under a governance retention unless bypassed, and names them', async () => {
    const bucket = await world.bucket('versions-locked', { locking: true });
    for (const body of ['old-1', 'old-2', 'latest']) await putObjects(world.minio, bucket, [['g.txt', body]]);
    const [, ...older] = await versionIds(bucket, 'g.txt');
    const until = new Date(Date.now() + 86_400_000);
    for (const versionId of older) {
      await asRoot(world.minio, (s3) =>
        s3.putObjectRetention(bucket, 'g.txt', { mode: 'GOVERNANCE', retainUntilDate: until.toISOString(), versionId }),
      );
    }

    const refused = await deleteVersions(bucket, 'g.txt', { non_current_versions: true });
    expect([403, 409]).toContain(refused.status);
    for (const versionId of older) expect(refused.error?.detailedMessage).toContain(versionId);
    expect(await versionIds(bucket, 'g.txt')).toHaveLength(3);

    expect((await deleteVersions(bucket, 'g.txt', { non_current_versions: true, bypass: true })).status).toBe(204);
    expect(await versionIds(bucket, 'g.txt')).toHaveLength(1);
    expect((await readAsRoot(world.minio, bucket, 'g.txt')).toString()).toBe('latest');
    expect((await deleteVersions(bucket, 'g.txt', { all_versions: true, bypass: true })).status).toBe(204);
    expect(await versionIds(bucket, 'g.txt')).toEqual([]);
  });

  it('refuses contradictory options with a message, and an object without versions with a 404', async () => {
    const bucket = await world.bucket('versions-bad', { versioning: true });
    await putObjects(world.minio, bucket, [['x.txt', 'x']]);
    const refusals: Array<[VersionOptions, string]> = [
      [{ all_versions: true, non_current_versions: true }, 'Choose all versions or the non-current ones'],
      [{ all_versions: true, recursive: true }, 'Versions are deleted one object at a time'],
      [{ bypass: true }, 'Bypassing governance applies to deleting versions'],
    ];
    for (const [options, message] of refusals) {
      expect(await deleteVersions(bucket, 'x.txt', options)).toMatchObject({ status: 400, error: { message } });
    }
    expect(await versionIds(bucket, 'x.txt')).toHaveLength(1);
    expect((await deleteVersions(bucket, 'nothing-here.txt', { all_versions: true })).status).toBe(404);
  });
});
