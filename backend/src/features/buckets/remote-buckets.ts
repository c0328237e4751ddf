import { SINGLE_DRIVE_MESSAGE } from '@contract/shared/buckets/create-bucket-rules';
import { can } from '@contract/shared/permissions/can';
import { ApiError } from '../../platform/errors/api-error';
import type { AdminConnection } from '../../platform/minio/admin-request';
import { MinioError } from '../../platform/minio/errors';
import { withS3 } from '../../platform/minio/s3/s3-client';
import type { OutboundPolicy } from '../../platform/net/outbound-policy';
import { isDistributed, policyOf } from '../../platform/minio/session-facts';
import { sessionAccount } from '../../platform/minio/bucket-session';

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

/** What the policy's log lines say the console was connecting for. */
const PURPOSE = 'replication remote';

/**
 * The remote address the wizard typed: `host:port` (scheme from the Use TLS switch) or a full http(s) URL, and
 * nothing else — no other scheme, no credentials, path or query — because the console calls it on the user's
 * behalf (server-side request forgery is the risk). Credentials and IPv6 zones get the outbound policy's neutral
 * refusal; which addresses may be called is decided when it is called (listRemoteBucketNames).
 */
export function remoteEndpointOf(outbound: OutboundPolicy, targetURL: string, useTLS = true): RemoteEndpoint {
  const typed = targetURL.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(typed) ? typed : `${useTLS ? 'https' : 'http'}://${typed}`;
  const url = outbound.parseUrl(withScheme, PURPOSE);
  if (!url) throw new ApiError(400, `'${typed}' is not a server address`, 'Give the remote server as host:port.');
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ApiError(400, 'Only http and https remote servers are supported', `Not ${url.protocol}`);
  }
  if (url.search || url.hash || url.pathname !== '/' || !url.hostname) {
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
 * The bucket names on the remote server, which also proves that it answers and takes the keys. The outbound policy
 * checks the address first and the connection goes only to the addresses it checked; redirects are not followed
 * (minio-js never follows them). Every failure is the user's input, so a 400.
 */
export async function listRemoteBucketNames(
  outbound: OutboundPolicy,
  remote: RemoteEndpoint,
  keys: RemoteCredentials,
): Promise<string[]> {
  const admitted = await outbound.admit(new URL(remote.url), PURPOSE);
  const connection = {
    endpoint: remote.url,
    credentials: { accessKey: keys.accessKey, secretKey: keys.secretKey },
    ...(keys.region ? { region: keys.region } : {}),
    timeoutMs: REMOTE_TIMEOUT_MS,
    agent: admitted.agent(),
  };
  try {
    const buckets = await withS3(connection, (s3) => s3.listBuckets());
    return buckets.map((bucket) => bucket.name).sort();
  } catch (error) {
    throw remoteProblem(outbound, error, remote);
  }
}

/**
 * Why the remote server could not be used. Only an answer that is an S3 server's (it carries a request id) is
 * described — refused keys, or its own error message; everything else (no answer, closed port, a redirect, a server
 * that is not S3) gets the outbound policy's one neutral answer, so that the wizard cannot be used to find out
 * which hosts and ports answer. Never a 401: that would end the console session, though only the remote refused.
 */
export function remoteProblem(outbound: OutboundPolicy, error: unknown, remote: RemoteEndpoint): ApiError {
  if (!(error instanceof MinioError) || error.requestId === undefined || (error.status >= 300 && error.status < 400)) {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return outbound.failure(PURPOSE, remote.hostPort, reason);
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
