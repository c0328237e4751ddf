import { ApiError } from '../../platform/errors/api-error';
import type { S3Connection } from '../../platform/minio/s3/s3-client';
import { withS3 } from '../../platform/minio/s3/s3-client';
import type { Schema } from '@contract/shared/contract-types';
import { isInlineSafe, presentationHeaders } from './download-headers';
import { asUser, type ObjectScope } from './object-params';

/**
 * How long a direct URL is valid: long enough to start the transfer it was asked for (a download starts at once; a
 * batch of parts within minutes), short enough that a leaked URL is soon useless. A transfer that has started
 * finishes however long it takes: S3 checks the signature when a request begins.
 */
export const DIRECT_URL_SECONDS = 5 * 60;
/** Part URLs asked for at once (the frontend asks for more as its parts start). */
export const MAX_PARTS_PER_BATCH = 100;

/**
 * A URL's lifetime in seconds: DIRECT_URL_SECONDS, cut to what is left of the session's credentials (they sign
 * it, and it stops working with them anyway). A session whose credentials have run out gets a 401.
 */
export function directUrlSeconds(credentialsExpireAt: number, now = Date.now()): number {
  const left = Math.floor((credentialsExpireAt - now) / 1000);
  if (left < 1) {
    throw new ApiError(401, 'Your session has expired', "This session's MinIO credentials have run out; log in again");
  }
  return Math.min(DIRECT_URL_SECONDS, left);
}

/** The user's connection, pointed at MinIO's browser-facing address: URLs signed with it are valid for that host. */
export function browserConnection(scope: ObjectScope, browserOrigin: string): ObjectScope {
  return { bucket: scope.bucket, connection: { ...scope.connection, endpoint: browserOrigin } satisfies S3Connection };
}

/**
 * A GET URL of one object for the browser, after reading the object's type as the user (MinIO's refusal is the
 * permission check: no URL without s3:GetObject). Content-Type and Content-Disposition are the proxy's own
 * (download-headers.ts), set in the signature as `response-content-*`, so MinIO answers with them.
 */
export async function presignDownload(
  scope: ObjectScope,
  browser: ObjectScope,
  target: { readonly key: string; readonly versionId?: string; readonly preview: boolean },
  seconds: number,
): Promise<Schema<'DirectDownload'>> {
  const version: Record<string, string> = target.versionId ? { versionId: target.versionId } : {};
  const stat = await asUser(`read ${target.key}`, () =>
    withS3(scope.connection, (s3) => s3.statObject(scope.bucket, target.key, version)),
  );
  const stored = stat.metaData['content-type'] as string | undefined;
  const headers = presentationHeaders(target.key, stored, target.preview);
  const url = await withS3(browser.connection, (s3) =>
    s3.presignedGetObject(browser.bucket, target.key, seconds, {
      ...version,
      'response-content-type': headers['Content-Type'],
      'response-content-disposition': headers['Content-Disposition'],
    }),
  );
  return {
    url,
    expires_at: new Date(Date.now() + seconds * 1000).toISOString(),
    inline: target.preview && isInlineSafe(stored),
    size: stat.size,
  };
}

/** A PUT URL for one whole object (a small file); MinIO checks s3:PutObject when the browser sends it. */
export async function presignPut(browser: ObjectScope, key: string, seconds: number): Promise<Schema<'DirectUrl'>> {
  const url = await withS3(browser.connection, (s3) => s3.presignedPutObject(browser.bucket, key, seconds));
  return { url, expires_at: new Date(Date.now() + seconds * 1000).toISOString() };
}

/** PUT URLs for parts of a multipart upload the console started as the user (MinIO's own upload id). */
export async function presignParts(
  browser: ObjectScope,
  target: { readonly key: string; readonly uploadId: string },
  partNumbers: readonly number[],
  seconds: number,
): Promise<Schema<'DirectParts'>> {
  const parts = await withS3(browser.connection, (s3) =>
    Promise.all(
      partNumbers.map(async (partNumber) => ({
        partNumber,
        url: await s3.presignedUrl('PUT', browser.bucket, target.key, seconds, {
          partNumber: String(partNumber),
          uploadId: target.uploadId,
        }),
      })),
    ),
  );
  return { parts, expires_at: new Date(Date.now() + seconds * 1000).toISOString() };
}
