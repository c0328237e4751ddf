import { ApiError } from '../../platform/errors/api-error';
import type { ExportedTarget } from '../../platform/minio/admin/config-export-text';
import type { AdminConnection } from '../../platform/minio/admin-request';
import type { OutboundPolicy } from '../../platform/net/outbound-policy';
import { keysOf } from './config-keys';
import { subsystemHelp } from './configuration-read';
import { databaseAddressOf } from './database-address';

/** The policy log's purpose for a configuration value (`notify_webhook.endpoint`). */
const purposeOf = (subSys: string, key: string) => `configuration ${subSys}.${key}`;

/**
 * Checks a value MinIO will connect to against the outbound policy and answers the text to store: a URL
 * (`url` keys: webhook endpoints, discovery documents, brokers given as URLs), an address (`address` keys: LDAP,
 * NATS, Redis, NSQ) or Kafka's comma-separated brokers. An http(s) URL is stored in its canonical form, the one
 * that was checked. Other values pass unchanged.
 */
export async function admitOutboundValue(
  outbound: OutboundPolicy,
  subSys: string,
  key: string,
  type: string,
  value: string,
): Promise<string> {
  if (value === '') return value;
  const purpose = purposeOf(subSys, key);
  // MQTT's broker is typed `uri` (tcp://host:1883); it is dialled like any URL.
  if (type === 'url' || type === 'uri') {
    // An AMQP or MQTT URL carries its credentials (MinIO has no separate keys for them); only the host is checked.
    const checked = /^https?:/i.test(value) ? value : value.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^@/]*@/i, '$1');
    const url = outbound.parseUrl(checked, purpose);
    if (!url)
      throw new ApiError(400, `The setting "${key}" is not a URL`, 'Give it with its scheme: https://host:port/path.');
    if (url.protocol === 'http:' || url.protocol === 'https:') {
      await outbound.admit(url, purpose);
      return url.href;
    }
    await admitHost(outbound, url.host, purpose);
    return value;
  }
  if (type === 'address') {
    await admitHost(outbound, value, purpose);
    return value;
  }
  const database = databaseAddressOf(key, value);
  if (database !== undefined) {
    await admitHost(outbound, database, purpose);
    return value;
  }
  if (key === 'brokers') {
    for (const broker of value
      .split(',')
      .map((one) => one.trim())
      .filter(Boolean)) {
      await admitHost(outbound, broker, purpose);
    }
  }
  return value;
}

/**
 * Checks every value an imported configuration file changes like a save of that value: a file cannot bring in an
 * address the form refuses (MinIO would dial it after the restart). Values the server already holds pass unchanged.
 */
export async function admitImportedValues(
  connection: AdminConnection,
  outbound: OutboundPolicy,
  stored: readonly ExportedTarget[],
  imported: readonly ExportedTarget[],
): Promise<void> {
  for (const line of imported) {
    const before = stored.find((one) => one.subSys === line.subSys && one.target === line.target);
    const changed = line.kvs.filter((kv) => kv.value !== before?.kvs.find((one) => one.key === kv.key)?.value);
    if (changed.length === 0) continue;
    const keys = keysOf(await subsystemHelp(connection, line.subSys));
    for (const kv of changed) {
      const type = keys.find((key) => key.key === kv.key)?.type ?? 'string';
      await admitOutboundValue(outbound, line.subSys, kv.key, type, kv.value);
    }
  }
}

/** A `host[:port]` MinIO dials, checked like an http URL of that host and port. */
async function admitHost(outbound: OutboundPolicy, host: string, purpose: string): Promise<void> {
  const url = outbound.parseUrl(`http://${host}`, purpose);
  if (!url || url.pathname !== '/' || url.search) {
    throw new ApiError(400, `"${host}" is not a host or host:port`, 'Give an address such as broker.example.com:9092.');
  }
  await outbound.admit(url, purpose);
}
