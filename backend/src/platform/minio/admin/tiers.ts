import { adminRequest, type AdminCallOptions, type AdminConnection } from '../admin-request';
import { expectList } from './json-shape';

/** Remote tier types. */
export type TierType = 's3' | 'azure' | 'gcs' | 'minio';

/** The remote of an `s3` tier. */
export interface TierS3 {
  readonly Endpoint: string;
  readonly AccessKey: string;
  readonly SecretKey: string;
  readonly Bucket: string;
  readonly Prefix?: string;
  readonly Region?: string;
  readonly StorageClass?: string;
}

/** The remote of an `azure` tier. */
export interface TierAzure {
  readonly Endpoint?: string;
  readonly AccountName: string;
  readonly AccountKey: string;
  readonly Bucket: string;
  readonly Prefix?: string;
  readonly Region?: string;
  readonly StorageClass?: string;
}

/** The remote of a `gcs` tier. */
export interface TierGCS {
  /** base64 of the credentials.json file. */
  readonly Creds: string;
  readonly Bucket: string;
  readonly Prefix?: string;
  readonly Region?: string;
  readonly StorageClass?: string;
}

/** The remote of a `minio` tier. */
export interface TierMinIO {
  /** A URL, `http(s)://host:port`. */
  readonly Endpoint: string;
  readonly AccessKey: string;
  readonly SecretKey: string;
  readonly Bucket: string;
  readonly Prefix?: string;
  readonly Region?: string;
}

/**
 * A remote tier in MinIO's capitalised JSON: `Type` says which one of `S3`, `Azure`, `GCS`, `MinIO` is set. MinIO
 * accepts only upper-case names. Listings replace secrets with `REDACTED`.
 */
export interface TierConfig {
  readonly Version: 'v1';
  readonly Type: TierType;
  readonly Name: string;
  readonly S3?: TierS3;
  readonly Azure?: TierAzure;
  readonly GCS?: TierGCS;
  readonly MinIO?: TierMinIO;
}

/** New credentials for a tier: `access`/`secret` for s3 and minio, `secret` (account key) for azure, `creds` for gcs. */
export interface TierCredentials {
  readonly access?: string;
  readonly secret?: string;
  /** base64 of the credentials.json file. */
  readonly creds?: string;
}

/** Objects and bytes a tier holds, as `/tier-stats` counts them. */
export interface TierInfo {
  readonly Name: string;
  readonly Type: string;
  readonly Stats: { readonly totalSize: number; readonly numVersions: number; readonly numObjects: number };
}

/**
 * `PUT /tier?force=`: adds a tier. The body is encrypted (it carries the remote's keys). MinIO checks that it can
 * reach and write the remote bucket. Refusals: a bucket that already holds objects (409
 * `XMinioAdminTierBackendInUse`, unless `force`), a taken name (409 `XMinioAdminTierAlreadyExists`), a name that
 * is not upper case (400 `XMinioAdminTierNameNotUpperCase`).
 */
export async function addTier(
  connection: AdminConnection,
  tier: TierConfig,
  options: AdminCallOptions & { readonly force?: boolean } = {},
): Promise<void> {
  const { force, ...call } = options;
  await adminRequest({
    ...connection,
    ...call,
    method: 'PUT',
    path: '/tier',
    query: { force: force ?? false },
    body: JSON.stringify(tier),
    encryptBody: true,
  });
}

/** `GET /tier`: every tier, secrets redacted. MinIO answers `null` when there is none; that reads as []. */
export async function listTiers(connection: AdminConnection, options: AdminCallOptions = {}): Promise<TierConfig[]> {
  const response = await adminRequest({ ...connection, ...options, path: '/tier' });
  return expectList(response.json(), 'tier list') as TierConfig[];
}

/**
 * `POST /tier/{name}`: replaces a tier's credentials; the body is encrypted. MinIO tries them first and refuses
 * keys that do not work (400 `XMinioAdminTierInsufficientPermissions`).
 */
export async function editTierCredentials(
  connection: AdminConnection,
  name: string,
  credentials: TierCredentials,
  options: AdminCallOptions = {},
): Promise<void> {
  await adminRequest({
    ...connection,
    ...options,
    method: 'POST',
    path: `/tier/${name}`,
    body: JSON.stringify(credentials),
    encryptBody: true,
  });
}

/**
 * `DELETE /tier/{name}?force=`: removes a tier. Without `force` MinIO refuses while the remote bucket holds objects
 * (400 `XMinioAdminTierBackendNotEmpty`) or cannot be reached (e.g. 404 `NoSuchBucket` from the remote).
 */
export async function removeTier(
  connection: AdminConnection,
  name: string,
  options: AdminCallOptions & { readonly force?: boolean } = {},
): Promise<void> {
  const { force, ...call } = options;
  await adminRequest({
    ...connection,
    ...call,
    method: 'DELETE',
    path: `/tier/${name}`,
    query: { force: force ?? false },
  });
}

/**
 * `GET /tier/{name}`: checks that the remote is reachable with the stored credentials; a MinioError says why not
 * (404 `XMinioAdminTierNotFound` for an unknown name).
 */
export async function verifyTier(
  connection: AdminConnection,
  name: string,
  options: AdminCallOptions = {},
): Promise<void> {
  await adminRequest({ ...connection, ...options, path: `/tier/${name}` });
}

/** `GET /tier-stats`: usage per tier, from the scanner; a tier appears only once a scanner cycle has counted it. */
export async function tierStats(connection: AdminConnection, options: AdminCallOptions = {}): Promise<TierInfo[]> {
  const response = await adminRequest({ ...connection, ...options, path: '/tier-stats' });
  return expectList(response.json(), 'tier stats') as TierInfo[];
}
