import { SINGLE_DRIVE_MESSAGE } from '../../../api/shared/buckets/create-bucket-rules';
import { can } from '../../../api/shared/permissions/can';
import { ApiError } from '../../platform/errors/api-error';
import type { AdminConnection } from '../../platform/minio/admin-request';
import { MinioError, MinioUnreachableError } from '../../platform/minio/errors';
import { withS3 } from '../../platform/minio/s3/s3-client';
import { isDistributed, policyOf } from '../session/session-facts';
import { sessionAccount } from './bucket-session';

/** A replication target, as the remote target registration and the S3 client want it. */
export interface RemoteEndpoint {
  /** `http(s)://host[:port]` */
  readonly url: string;
  /** `host[:port]`, the form MinIO's remote target takes. */
  readonly hostPort: string;
  readonly secure: boolean;
}

/** Long-term keys on the remote server. */
export interface RemoteCredentials {
  readonly accessKey: string;
  readonly secretKey: string;
  readonly region?: string;
}

/** How long a remote server may take to answer: the wizard is interactive. */
const REMOTE_TIMEOUT_MS = 10_000;

/** Codes with which an S3 server refuses keys. */
const REFUSED_KEYS = new Set(['InvalidAccessKeyId', 'SignatureDoesNotMatch', 'AccessDenied', 'InvalidClientTokenId']);

/**
 * The remote address the wizard typed: `host:port` (scheme from the Use TLS switch) or a full http(s) URL, and
 * nothing else — no other scheme, no credentials, path or query — because the console calls it on the user's
 * behalf (server-side request forgery is the risk).
 */
export function remoteEndpointOf(targetURL: string, useTLS = true): RemoteEndpoint {
  const typed = targetURL.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(typed) ? typed : `${useTLS ? 'https' : 'http'}://${typed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw new ApiError(400, `'${typed}' is not a server address`, 'Give the remote server as host:port.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ApiError(400, 'Only http and https remote servers are supported', `Not ${url.protocol}`);
  }
  if (url.username || url.password || url.search || url.hash || url.pathname !== '/' || !url.hostname) {
    throw new ApiError(400, `'${typed}' is not a server address`, 'Give only host:port, without a path or query.');
  }
  return { url: url.origin, hostPort: url.host, secure: url.protocol === 'https:' };
}

/**
 * Replication needs `admin:SetBucketTarget`; checked before the console contacts any remote address for the user,
 * so that a user who could not set replication up cannot make the console probe other hosts either. Replication is
 * also one of the distributed-only features.
 */
export async function requireReplicationAllowed(connection: AdminConnection): Promise<void> {
  const info = await sessionAccount(connection);
  if (!can(policyOf(info), 'admin:SetBucketTarget')) {
    throw new ApiError(403, 'Access denied', 'Setting up replication needs the admin:SetBucketTarget permission');
  }
  if (!isDistributed(info)) throw new ApiError(400, SINGLE_DRIVE_MESSAGE, 'Replication needs a distributed setup');
}

/**
 * The bucket names on the remote server, which also proves that it answers and takes the keys. Redirects are not
 * followed (minio-js never follows them). Every failure is the user's input, so a 400 that says which.
 */
export async function listRemoteBucketNames(remote: RemoteEndpoint, keys: RemoteCredentials): Promise<string[]> {
  const connection = {
    endpoint: remote.url,
    credentials: { accessKey: keys.accessKey, secretKey: keys.secretKey },
    ...(keys.region ? { region: keys.region } : {}),
    timeoutMs: REMOTE_TIMEOUT_MS,
  };
  try {
    const buckets = await withS3(connection, (s3) => s3.listBuckets());
    return buckets.map((bucket) => bucket.name).sort();
  } catch (error) {
    throw remoteProblem(error, remote);
  }
}

/**
 * Why the remote server could not be used. Never a 401 (that would end the console session, though only the
 * remote refused) and never the remote's raw answer beyond an S3 error message (it may be any server).
 */
export function remoteProblem(error: unknown, remote: RemoteEndpoint): ApiError {
  if (error instanceof MinioUnreachableError) {
    return new ApiError(400, `The remote server ${remote.url} did not answer`, error.message);
  }
  if (error instanceof MinioError) {
    if (error.status >= 300 && error.status < 400) {
      return new ApiError(
        400,
        `The remote server ${remote.url} answered with a redirect`,
        'Redirects are not followed.',
      );
    }
    if (REFUSED_KEYS.has(error.code)) {
      return new ApiError(
        400,
        `The remote server ${remote.url} refused the credentials`,
        `${error.message} (${error.code})`,
      );
    }
    return new ApiError(400, `The remote server ${remote.url} refused the request`, `${error.message} (${error.code})`);
  }
  return new ApiError(
    400,
    `The remote server ${remote.url} did not answer like an S3 server`,
    'Check the address, the port and the TLS switch.',
  );
}
