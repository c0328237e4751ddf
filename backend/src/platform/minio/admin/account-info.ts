import { adminRequest, type AdminCallOptions, type AdminConnection } from '../admin-request';
import { MinioProtocolError } from '../errors';
import { expectObject } from './json-shape';

/** One bucket as `/accountinfo` lists it for the signed-in identity. */
export interface AccountBucket {
  readonly name: string;
  /** Bytes, from the last scanner cycle. */
  readonly size?: number;
  readonly objects?: number;
  readonly created?: string;
  readonly details?: null | {
    readonly versioning?: boolean;
    readonly versioningSuspended?: boolean;
    readonly locking?: boolean;
    readonly replication?: boolean;
    readonly tags?: Readonly<Record<string, unknown>> | null;
    readonly quota?: Readonly<Record<string, unknown>> | null;
  };
  readonly access?: { readonly read?: boolean; readonly write?: boolean };
}

/** Who the credentials belong to, their effective policy, and the buckets they can see. */
export interface AccountInfo {
  readonly AccountName: string;
  readonly Server?: Readonly<Record<string, unknown>>;
  /** The merged IAM policy document (JSON) that applies to the account. */
  readonly Policy?: unknown;
  readonly Buckets?: readonly AccountBucket[] | null;
}

/** `GET /accountinfo`: the caller's own view; works for any user, not only admins. */
export async function accountInfo(
  connection: AdminConnection,
  options: AdminCallOptions & { readonly prefixUsage?: boolean } = {},
): Promise<AccountInfo> {
  const response = await adminRequest({
    ...connection,
    ...options,
    path: '/accountinfo',
    ...(options.prefixUsage ? { query: { 'prefix-usage': true } } : {}),
  });
  const info = expectObject(response.json(), 'account info');
  if (typeof info['AccountName'] !== 'string') throw new MinioProtocolError("MinIO's account info has no AccountName");
  return info as unknown as AccountInfo;
}
