import { adminRequest, type AdminCallOptions, type AdminConnection } from '../admin-request';
import { expectObject } from './json-shape';

/** `POST /kms/status`: which KMS the server uses and whether it is reachable. */
export interface KmsStatus {
  /** `MinIO builtin` for the single static key of `MINIO_KMS_SECRET_KEY`, else the KMS type. */
  readonly name: string;
  /** Key used for SSE-S3 and when SSE-KMS names no key. */
  readonly 'default-key-id': string;
  /** KMS endpoint → `online` / `offline`. */
  readonly endpoints?: Readonly<Record<string, string>> | null;
  readonly state?: Readonly<Record<string, unknown>>;
}

/** `GET /kms/key/status`: a round trip through one key. Empty error fields mean the key works. */
export interface KmsKeyStatus {
  readonly 'key-id': string;
  readonly 'encryption-error'?: string;
  readonly 'decryption-error'?: string;
}

/** KMS status; MinioError 501 `NotImplemented` when the server has no KMS. */
export async function kmsStatus(connection: AdminConnection, options: AdminCallOptions = {}): Promise<KmsStatus> {
  const response = await adminRequest({ ...connection, ...options, method: 'POST', path: '/kms/status' });
  return expectObject(response.json(), 'KMS status') as unknown as KmsStatus;
}

/**
 * Tests a key by generating and decrypting a data key with it; `keyId` defaults to the server's default key. A
 * failing key is not an HTTP error: MinIO answers 200 with the error text in the body.
 */
export async function kmsKeyStatus(
  connection: AdminConnection,
  keyId = '',
  options: AdminCallOptions = {},
): Promise<KmsKeyStatus> {
  const response = await adminRequest({
    ...connection,
    ...options,
    path: '/kms/key/status',
    query: { 'key-id': keyId },
  });
  return expectObject(response.json(), 'KMS key status') as unknown as KmsKeyStatus;
}

/**
 * `POST /kms/key/create?key-id=`: creates a master key at the KMS. The built-in single-key KMS cannot create
 * keys; MinIO then answers 500 `InternalError` ("requested functionality is not supported").
 */
export async function kmsCreateKey(
  connection: AdminConnection,
  keyId: string,
  options: AdminCallOptions = {},
): Promise<void> {
  await adminRequest({
    ...connection,
    ...options,
    method: 'POST',
    path: '/kms/key/create',
    query: { 'key-id': keyId },
  });
}
