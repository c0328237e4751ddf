import { adminRequest, type AdminCallOptions, type AdminConnection } from '../admin-request';
import { expectObject } from './json-shape';

/** MinIO's KMS API, beside the admin API. */
const KMS_API_PREFIX = '/minio/kms/v1';

const kmsGet = (connection: AdminConnection, path: string, options: AdminCallOptions, query = {}) =>
  adminRequest({ ...connection, ...options, apiPrefix: KMS_API_PREFIX, path, query });

/** `GET /version`: `{version}`. */
export async function kmsVersion(connection: AdminConnection, options: AdminCallOptions = {}): Promise<string> {
  const body = expectObject((await kmsGet(connection, '/version', options)).json(), 'KMS version');
  return typeof body.version === 'string' ? body.version : '';
}

/** One API of the KMS (KES lists them; MinIO's built-in static key answers 500 "not supported"). */
export interface KmsApi {
  readonly method: string;
  readonly path: string;
  readonly maxBody?: number;
  readonly timeout?: number;
}

/** `GET /apis`. */
export async function kmsApis(connection: AdminConnection, options: AdminCallOptions = {}): Promise<KmsApi[]> {
  const body = (await kmsGet(connection, '/apis', options)).json();
  return Array.isArray(body) ? (body as KmsApi[]) : [];
}

/**
 * `GET /metrics`, as MinIO reports it: request counters and a cumulative latency histogram keyed by its bound in
 * nanoseconds (`kms_resp_time`); older servers and KES-backed ones may add process figures.
 */
export async function kmsMetrics(
  connection: AdminConnection,
  options: AdminCallOptions = {},
): Promise<Readonly<Record<string, unknown>>> {
  return expectObject((await kmsGet(connection, '/metrics', options)).json(), 'KMS metrics');
}

/** One master key of `GET /key/list`. */
export interface KmsKeyInfo {
  readonly name: string;
  readonly createdAt?: string;
  readonly createdBy?: string;
}

/** `GET /key/list?pattern=`: keys whose name matches the pattern (`*` for all). */
export async function kmsListKeys(
  connection: AdminConnection,
  pattern: string,
  options: AdminCallOptions = {},
): Promise<KmsKeyInfo[]> {
  const body = (await kmsGet(connection, '/key/list', options, { pattern })).json();
  return Array.isArray(body) ? (body as KmsKeyInfo[]) : [];
}
