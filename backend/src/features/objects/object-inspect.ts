import type { Response } from 'express';
import { inspectData, literalPattern } from '../../platform/minio/admin/inspect';
import { withS3 } from '../../platform/minio/s3/s3-client';
import { baseName, contentDisposition } from './download-headers';
import { asUser, type ObjectScope } from './object-params';

/**
 * MinIO Console v1.7.6's object Inspect: the object's `xl.meta` from every drive, zipped and encrypted by MinIO with
 * a key of its own. The key goes to the browser once, in a header, and is not kept; the file is what support gets.
 * The object is looked up first (as the user), so a missing one is a clear 404 rather than MinIO's inspect error;
 * its key is escaped, so only that object is gathered (not every key its name matches as a pattern).
 */
export async function inspectObject(res: Response, scope: ObjectScope, key: string): Promise<void> {
  await asUser(`read ${key}`, () => withS3(scope.connection, (s3) => s3.statObject(scope.bucket, key)));
  const { key: secret, encrypted } = await asUser(`inspect ${key}`, () =>
    inspectData(scope.connection, scope.bucket, `${literalPattern(key)}/xl.meta`),
  );
  res
    .status(200)
    .set({
      'Content-Type': 'application/octet-stream',
      'Content-Disposition': contentDisposition('attachment', `inspect-${scope.bucket}-${baseName(key)}.enc`),
      'X-Inspect-Key': secret.toString('hex'),
      // The key must not be kept by any cache on the way.
      'Cache-Control': 'no-store',
    })
    .end(encrypted);
}
