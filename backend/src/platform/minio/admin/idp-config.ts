import { adminRequest, type AdminCallOptions, type AdminConnection } from '../admin-request';
import { expectObject } from './json-shape';

/** MinIO's identity-provider configuration types (`madmin.ValidIDPConfigTypes`). */
export type IdpConfigType = 'openid' | 'ldap';

/** One entry of `GET /idp-config/{type}`. */
export interface IdpListItem {
  readonly type: string;
  readonly name: string;
  readonly enabled: boolean;
  readonly roleARN?: string;
}

/** One setting of a configuration, as `GET /idp-config/{type}/{name}` reports it. */
export interface IdpConfigInfo {
  readonly key: string;
  readonly value: string;
  readonly isCfg: boolean;
  readonly isEnv: boolean;
}

const path = (type: IdpConfigType, name?: string) =>
  name === undefined ? `/idp-config/${type}` : `/idp-config/${type}/${encodeURIComponent(name)}`;

/**
 * `GET /idp-config/{type}`: the configurations the RUNNING server has loaded (its in-memory configuration), so a
 * configuration saved since the last start is not listed yet. The answer is encrypted.
 */
export async function listIdpConfigs(
  connection: AdminConnection,
  type: IdpConfigType,
  options: AdminCallOptions = {},
): Promise<IdpListItem[]> {
  const response = await adminRequest({ ...connection, ...options, path: path(type), decryptResponse: true });
  const list = response.json();
  return Array.isArray(list) ? (list as IdpListItem[]) : [];
}

/** `GET /idp-config/{type}/{name}`: MinioError `XMinioAdminNoSuchConfigTarget` for an unknown name. */
export async function getIdpConfig(
  connection: AdminConnection,
  type: IdpConfigType,
  name: string,
  options: AdminCallOptions = {},
): Promise<IdpConfigInfo[]> {
  const response = await adminRequest({ ...connection, ...options, path: path(type, name), decryptResponse: true });
  const config = expectObject(response.json(), 'identity provider configuration') as { info?: IdpConfigInfo[] | null };
  return config.info ?? [];
}

/**
 * `PUT` (add) or `POST` (update) `/idp-config/{type}/{name}` with `key=value` text, encrypted. MinIO validates the
 * configuration first (fetches an OpenID discovery document, binds to an LDAP directory) and stores nothing when it
 * fails. Identity configuration is never applied live: MinIO uses it after a restart. Answers whether a restart is
 * needed (MinIO's `x-minio-config-applied` header would say otherwise).
 */
export async function saveIdpConfig(
  connection: AdminConnection,
  type: IdpConfigType,
  name: string,
  text: string,
  mode: 'add' | 'update',
  options: AdminCallOptions = {},
): Promise<{ restart: boolean }> {
  const response = await adminRequest({
    ...connection,
    ...options,
    method: mode === 'add' ? 'PUT' : 'POST',
    path: path(type, name),
    // Without this content type MinIO answers a bare 400 BadRequest.
    headers: { 'content-type': 'application/octet-stream' },
    body: text,
    encryptBody: true,
  });
  return { restart: response.headers.get('x-minio-config-applied') !== 'true' };
}

/** `DELETE /idp-config/{type}/{name}`; refused when environment variables set the configuration. */
export async function deleteIdpConfig(
  connection: AdminConnection,
  type: IdpConfigType,
  name: string,
  options: AdminCallOptions = {},
): Promise<{ restart: boolean }> {
  const response = await adminRequest({ ...connection, ...options, method: 'DELETE', path: path(type, name) });
  return { restart: response.headers.get('x-minio-config-applied') !== 'true' };
}
