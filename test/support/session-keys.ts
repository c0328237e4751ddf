import { open } from '../../backend/src/platform/session/sealed-box';
import { signedFetch } from '../../backend/src/platform/minio/signed-fetch';
import { MinioError } from '../../backend/src/platform/minio/errors';

/** The MinIO keys inside a console session cookie (`oc-session=v1.…`), opened with the app's session key. */
export function sessionKeysOf(
  cookie: string,
  sessionKey: Buffer,
): { accessKey: string; secretKey: string; sessionToken: string } {
  const value = cookie.replace(/^[^=]+=/, '');
  const session = open(value, sessionKey) as {
    credentials?: { accessKey: string; secretKey: string; sessionToken: string };
  };
  if (!session?.credentials) throw new Error('the cookie holds no MinIO session');
  return session.credentials;
}

/**
 * An S3 ListBuckets straight to MinIO with these keys (not through the console): the HTTP status, or MinIO's error
 * code when it refuses them (`InvalidAccessKeyId` for revoked keys).
 */
export async function listBucketsWith(
  endpoint: string,
  credentials: { accessKey: string; secretKey: string; sessionToken: string },
): Promise<number | string> {
  try {
    const res = await signedFetch({ endpoint, method: 'GET', path: '/', credentials });
    await res.bytes();
    return res.status;
  } catch (error) {
    if (error instanceof MinioError) return error.code;
    throw error;
  }
}
