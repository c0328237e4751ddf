import { adminRequest, type AdminCallOptions, type AdminConnection } from '../admin-request';
import { MinioProtocolError } from '../errors';
import { expectList } from './json-shape';

/** A remote bucket a bucket replicates to, in MinIO's JSON field names. */
export interface BucketTargetInput {
  readonly sourcebucket: string;
  /** `host:port` of the remote server, without scheme. */
  readonly endpoint: string;
  /** Long-term keys on the remote server (replication runs in the background, long after any session). */
  readonly credentials: { readonly accessKey: string; readonly secretKey: string };
  readonly targetbucket: string;
  /** https to the remote. */
  readonly secure: boolean;
  /** Bucket lookup style at the remote: `auto` (default), `on` (path style), `off`. */
  readonly path?: 'auto' | 'on' | 'off';
  readonly api?: 's3v4';
  readonly type?: 'replication';
  readonly region?: string;
  /** Bytes per second; 0 = unlimited. */
  readonly bandwidthlimit?: number;
  /** Synchronous replication. */
  readonly replicationSync?: boolean;
  /** Nanoseconds (a Go duration), e.g. 60 s = 60_000_000_000. */
  readonly healthCheckDuration?: number;
  readonly disableProxy?: boolean;
  readonly storageclass?: string;
}

/** A remote target as MinIO lists it: the input fields (secret key redacted) plus its ARN and health. */
export interface BucketTarget extends Omit<BucketTargetInput, 'credentials'> {
  /** `arn:minio:replication:<region>:<id>:<targetbucket>`; the replication rule's destination. */
  readonly arn: string;
  readonly credentials?: { readonly accessKey?: string } | null;
  readonly isOnline?: boolean;
  readonly lastOnline?: string;
  /** Nanoseconds. */
  readonly totalDowntime?: number;
  readonly deploymentID?: string;
  readonly latency?: Readonly<Record<string, number>>;
}

/**
 * `PUT /set-remote-target?bucket=`: registers the remote bucket and returns its ARN, to be used as the destination
 * of an S3 replication rule. The body is encrypted (it carries the remote keys). MinIO checks the remote first:
 * both buckets need versioning (400 `RemoteTargetNotVersionedError` for the remote one), and the remote must take
 * those keys (503 `XMinioAdminReplicationRemoteConnectionError`, also for wrong keys).
 */
export async function setRemoteTarget(
  connection: AdminConnection,
  target: BucketTargetInput,
  options: AdminCallOptions = {},
): Promise<string> {
  const response = await adminRequest({
    ...connection,
    ...options,
    method: 'PUT',
    path: '/set-remote-target',
    query: { bucket: target.sourcebucket },
    body: JSON.stringify({ api: 's3v4', type: 'replication', path: 'auto', ...target }),
    encryptBody: true,
  });
  const arn = response.json();
  if (typeof arn !== 'string') throw new MinioProtocolError("MinIO's answer to set-remote-target is not an ARN");
  return arn;
}

/**
 * `GET /list-remote-targets?bucket=&type=replication`: the remote targets of a bucket. MinIO routes on both keys;
 * an empty `bucket` lists the targets of every bucket.
 */
export async function listRemoteTargets(
  connection: AdminConnection,
  bucket: string,
  options: AdminCallOptions = {},
): Promise<BucketTarget[]> {
  const response = await adminRequest({
    ...connection,
    ...options,
    path: '/list-remote-targets',
    query: { bucket, type: 'replication' },
  });
  return expectList(response.json(), 'remote target list') as BucketTarget[];
}

/**
 * `DELETE /remove-remote-target?bucket=&arn=`: MinIO refuses while a replication rule still points at the target
 * (remove the rule first).
 */
export async function removeRemoteTarget(
  connection: AdminConnection,
  bucket: string,
  arn: string,
  options: AdminCallOptions = {},
): Promise<void> {
  await adminRequest({
    ...connection,
    ...options,
    method: 'DELETE',
    path: '/remove-remote-target',
    query: { bucket, arn },
  });
}
