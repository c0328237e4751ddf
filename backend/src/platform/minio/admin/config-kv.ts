import { adminRequest, type AdminCallOptions, type AdminConnection } from '../admin-request';

/**
 * `GET /get-config-kv?key=<subsys>[:<target>]`: the configuration of one subsystem as MinIO's KV text, one line
 * per (sub)target, e.g. `api requests_max=0 cors_allow_origin=*`. Values set by environment variables appear as
 * `# MINIO_…=…` comment lines. The answer is encrypted with the caller's secret key.
 */
export async function getConfigKV(
  connection: AdminConnection,
  key: string,
  options: AdminCallOptions = {},
): Promise<string> {
  const response = await adminRequest({
    ...connection,
    ...options,
    path: '/get-config-kv',
    query: { key },
    decryptResponse: true,
  });
  return response.text();
}

/** Outcome of a configuration change. */
export interface ConfigChangeResult {
  /** MinIO applied it live (header `x-minio-config-applied: true`); otherwise a restart is needed. */
  readonly applied: boolean;
}

/**
 * `PUT /set-config-kv`: sets keys with the same KV text syntax, e.g. `api requests_max=100`. The body is encrypted
 * with the caller's secret key.
 */
export async function setConfigKV(
  connection: AdminConnection,
  kvText: string,
  options: AdminCallOptions = {},
): Promise<ConfigChangeResult> {
  const response = await adminRequest({
    ...connection,
    ...options,
    method: 'PUT',
    path: '/set-config-kv',
    body: kvText,
    encryptBody: true,
  });
  return { applied: response.headers.get('x-minio-config-applied')?.toLowerCase() === 'true' };
}
