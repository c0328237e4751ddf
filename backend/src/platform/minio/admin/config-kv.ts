import { adminRequest, type AdminCallOptions, type AdminConnection, type AdminResponse } from '../admin-request';
import { parseConfigKV, type ConfigTarget } from './config-kv-text';
import { expectObject } from './json-shape';

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

/**
 * The configuration of a subsystem parsed into targets and keys (`getConfigKV` plus `parseConfigKV`): `key` is
 * `subsys` for every target, `subsys:` for the default one, `subsys:<target>` for one named target. MinIO answers
 * from the running configuration: a change that needs a restart (a new notification target, say) shows only after
 * it, and naming such a target before then is an error (`XMinioConfigError`).
 */
export async function getConfigTargets(
  connection: AdminConnection,
  key: string,
  options: AdminCallOptions = {},
): Promise<ConfigTarget[]> {
  return parseConfigKV(await getConfigKV(connection, key, options));
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
  return changeResult(response);
}

/**
 * `DELETE /del-config-kv`: resets a subsystem (or one target of it, e.g. `notify_webhook:primary`) to its defaults,
 * which for a notification or logger target deletes it. The body is `subsys[:target]`, encrypted like set-config-kv.
 */
export async function delConfigKV(
  connection: AdminConnection,
  key: string,
  options: AdminCallOptions = {},
): Promise<ConfigChangeResult> {
  const response = await adminRequest({
    ...connection,
    ...options,
    method: 'DELETE',
    path: '/del-config-kv',
    body: key,
    encryptBody: true,
  });
  return changeResult(response);
}

function changeResult(response: AdminResponse): ConfigChangeResult {
  return { applied: response.headers.get('x-minio-config-applied')?.toLowerCase() === 'true' };
}

/** Help for one configuration key. */
export interface ConfigKeyHelp {
  readonly key: string;
  readonly description: string;
  /** `on|off`, `string`, `number`, `duration`, `url`, `path`, `csv`, `sentence`, … */
  readonly type: string;
  readonly optional: boolean;
  readonly multipleTargets: boolean;
}

/** What `/help-config-kv` says about a subsystem. */
export interface ConfigHelp {
  readonly subSys: string;
  readonly description: string;
  /** The subsystem takes named targets (`notify_webhook:<name>`). */
  readonly multipleTargets: boolean;
  readonly keysHelp: readonly ConfigKeyHelp[] | null;
}

/**
 * `GET /help-config-kv?subSys=&key=`: the keys a subsystem takes, with types and descriptions (`key` narrows to one
 * key). MinIO routes on both keys being present, so an empty `key` is still sent. Plain JSON.
 */
export async function helpConfigKV(
  connection: AdminConnection,
  subSys: string,
  options: AdminCallOptions & { readonly key?: string } = {},
): Promise<ConfigHelp> {
  const { key, ...call } = options;
  const response = await adminRequest({
    ...connection,
    ...call,
    path: '/help-config-kv',
    query: { subSys, key: key ?? '' },
  });
  return expectObject(response.json(), 'configuration help') as unknown as ConfigHelp;
}
