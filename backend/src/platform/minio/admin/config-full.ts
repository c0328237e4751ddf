import { adminRequest, type AdminCallOptions, type AdminConnection } from '../admin-request';

/**
 * `GET /config`: the whole stored configuration as MinIO's KV text (the `mc admin config export` format): one line
 * per subsystem target, including targets saved but not running until the next restart. Encrypted with the
 * caller's secret key; it holds every secret in clear, so it never goes to a log.
 */
export async function getFullConfig(connection: AdminConnection, options: AdminCallOptions = {}): Promise<string> {
  const response = await adminRequest({ ...connection, ...options, path: '/config', decryptResponse: true });
  return response.text();
}

/**
 * `PUT /config`: replaces the whole configuration with KV text (`mc admin config import`). MinIO checks it all
 * before it stores anything and refuses it whole; a stored change takes effect at the next restart.
 */
export async function setFullConfig(
  connection: AdminConnection,
  text: string,
  options: AdminCallOptions = {},
): Promise<void> {
  await adminRequest({ ...connection, ...options, method: 'PUT', path: '/config', body: text, encryptBody: true });
}
