import { ApiError } from '../../platform/errors/api-error';
import type { OutboundPolicy } from '../../platform/net/outbound-policy';
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

/** A `host[:port]` MinIO dials, checked like an http URL of that host and port. */
async function admitHost(outbound: OutboundPolicy, host: string, purpose: string): Promise<void> {
  const url = outbound.parseUrl(`http://${host}`, purpose);
  if (!url || url.pathname !== '/' || url.search) {
    throw new ApiError(400, `"${host}" is not a host or host:port`, 'Give an address such as broker.example.com:9092.');
  }
  await outbound.admit(url, purpose);
}
