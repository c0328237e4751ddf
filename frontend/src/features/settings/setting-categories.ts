import { translated } from '@frontend/shared/i18n/translated';

/** The 11 categories of the settings grid (spec 02 §2), in the spec's order. */
export const SETTING_CATEGORIES = [
  'region',
  'cache',
  'compression',
  'api',
  'heal',
  'scanner',
  'etcd',
  'identity_openid',
  'identity_ldap',
  'logger_webhook',
  'audit_webhook',
] as const;

export type SettingCategory = (typeof SETTING_CATEGORIES)[number];

export function isSettingCategory(value: string | undefined): value is SettingCategory {
  return SETTING_CATEGORIES.some((category) => category === value);
}

/** Label and one-line description of each category. */
export const categoryStrings = translated('settings-categories', {
  region: { label: 'Region', description: 'Label the location of the server' },
  cache: { label: 'Cache', description: 'Add caching drives for objects read often' },
  compression: { label: 'Compression', description: 'Compress objects on the server' },
  api: { label: 'API', description: 'Limits and features of the S3 API' },
  heal: { label: 'Heal', description: 'Object healing speed and bitrot checks' },
  scanner: { label: 'Scanner', description: 'How fast the namespace scanner runs' },
  etcd: { label: 'Etcd', description: 'Keep IAM data in an etcd cluster' },
  identity_openid: { label: 'Identity OpenID', description: 'Single sign-on with an OpenID provider' },
  identity_ldap: { label: 'Identity LDAP', description: 'Sign in with an LDAP or Active Directory account' },
  logger_webhook: { label: 'Logger Webhook', description: 'Send server logs to webhook endpoints' },
  audit_webhook: { label: 'Audit Webhook', description: 'Send audit logs to webhook endpoints' },
});

/**
 * Keys whose values MinIO takes from a fixed set (its help names them in the description only): the form offers a
 * choice. An empty entry stands for "not set".
 */
export const KEY_CHOICES: Readonly<Record<string, readonly string[]>> = {
  'scanner.speed': ['default', 'slowest', 'slow', 'fast', 'fastest'],
  'api.list_quorum': ['strict', 'optimal', 'reduced', 'disk', 'auto'],
  'api.replication_priority': ['auto', 'slow', 'fast'],
  'identity_ldap.srv_record_name': ['', 'ldap', 'ldaps', 'on'],
  'identity_openid.vendor': ['', 'keycloak'],
};
