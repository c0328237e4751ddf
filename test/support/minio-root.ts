import type { Client } from 'minio';
import { withS3 } from '@platform/minio/s3/s3-client';
import type { MinioServer } from '../world/state';
import { rootConnection } from './minio-admin';

/** S3 calls as root, for set-up and for checking what really happened on the server. */
export function asRoot<T>(server: MinioServer, call: (s3: Client) => Promise<T>): Promise<T> {
  return withS3(rootConnection(server), call);
}

export function bucketExists(server: MinioServer, bucket: string): Promise<boolean> {
  return asRoot(server, (s3) => s3.bucketExists(bucket));
}

/** Makes a bucket as root, with versioning or object locking (which implies versioning) when asked. */
export async function makeBucket(
  server: MinioServer,
  bucket: string,
  options: { readonly versioning?: boolean; readonly locking?: boolean } = {},
): Promise<void> {
  await asRoot(server, async (s3) => {
    await s3.makeBucket(bucket, '', { ObjectLocking: options.locking === true });
    if (options.versioning && !options.locking) await s3.setBucketVersioning(bucket, { Status: 'Enabled' });
  });
}

/** Puts small objects as root, `parallel` at a time. */
export async function putObjects(
  server: MinioServer,
  bucket: string,
  objects: ReadonlyArray<readonly [string, string | Buffer]>,
  parallel = 32,
): Promise<void> {
  await asRoot(server, async (s3) => {
    for (let start = 0; start < objects.length; start += parallel) {
      await Promise.all(
        objects.slice(start, start + parallel).map(([key, body]) => s3.putObject(bucket, key, Buffer.from(body))),
      );
    }
  });
}

/** Reads an object's bytes as root (what really is on the server). */
export function readAsRoot(server: MinioServer, bucket: string, key: string): Promise<Buffer> {
  return asRoot(server, async (s3) => {
    const chunks: Buffer[] = [];
    for await (const chunk of await s3.getObject(bucket, key)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  });
}

/**
 * Removes a test bucket whatever it holds: replication, every object version (locks bypassed), the bucket. A missing
 * bucket is fine.
 */
export async function removeBucketFully(server: MinioServer, bucket: string): Promise<void> {
  await asRoot(server, async (s3) => {
    if (!(await s3.bucketExists(bucket))) return;
    await s3.removeBucketReplication(bucket).catch(() => undefined);
    const versions: Array<{ name: string; versionId?: string }> = [];
    for await (const item of s3.listObjects(bucket, '', true, { IncludeVersion: true })) {
      const { name, versionId } = item as { name?: string; versionId?: string };
      if (name) versions.push({ name, ...(versionId ? { versionId } : {}) });
    }
    for (const { name, versionId } of versions) {
      await s3.removeObject(bucket, name, { ...(versionId ? { versionId } : {}), governanceBypass: true });
    }
    await s3.removeBucket(bucket).catch((error: unknown) => {
      if ((error as { code?: string }).code !== 'NoSuchBucket') throw error;
    });
  });
}
