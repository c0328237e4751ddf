import type { components } from '@contract/generated/api';
import { ApiError } from '../../platform/errors/api-error';
import type { IdpConfigInfo, IdpConfigType } from '../../platform/minio/admin/idp-config';
import { formatConfigKV } from '../../platform/minio/admin/config-kv-text';
import type { AdmittedTarget, OutboundPolicy } from '../../platform/net/outbound-policy';

export type IdpConfigValues = components['schemas']['IdpConfigValues'];
type ValueKey = keyof IdpConfigValues;

/** The keys of each type (MinIO's identity_openid / identity_ldap); the contract lists their union. */
export const IDP_KEYS: Readonly<Record<IdpConfigType, readonly ValueKey[]>> = {
  openid: [
    'config_url',
    'client_id',
    'client_secret',
    'claim_name',
    'claim_prefix',
    'claim_userinfo',
    'scopes',
    'redirect_uri',
    'redirect_uri_dynamic',
    'role_policy',
    'display_name',
    'vendor',
  ],
  ldap: [
    'server_addr',
    'lookup_bind_dn',
    'lookup_bind_password',
    'user_dn_search_base_dn',
    'user_dn_search_filter',
    'group_search_base_dn',
    'group_search_filter',
    'server_insecure',
    'server_starttls',
    'tls_skip_verify',
  ],
};

/** Settings whose value is a secret: never sent to the browser. */
const SECRET_KEYS = new Set<string>(['client_secret', 'lookup_bind_password']);

/** What a stored secret reads as. */
export const IDP_SECRET_MASK = '********';

/** The settings as the browser may see them, secrets masked when set. */
export function maskedInfo(info: readonly IdpConfigInfo[]): IdpConfigInfo[] {
  return info.map((entry) =>
    SECRET_KEYS.has(entry.key) && entry.value !== '' ? { ...entry, value: IDP_SECRET_MASK } : entry,
  );
}

/** The settings that are set (non-empty), as pairs in the contract's key order. */
function pairs(type: IdpConfigType, values: IdpConfigValues): Array<{ key: ValueKey; value: string }> {
  return IDP_KEYS[type].flatMap((key) => {
    const value = values[key];
    return value === undefined ? [] : [{ key, value: value.trim() }];
  });
}

/**
 * Checks what the form sent before anything is asked of MinIO: only the type's keys; for a new configuration the
 * settings MinIO needs (an OpenID discovery URL, client id and secret unless a role policy is given; an LDAP
 * address); secrets sent back masked are dropped, so the stored secret stays.
 */
export function checkedPairs(
  type: IdpConfigType,
  values: IdpConfigValues,
  mode: 'add' | 'update' | 'test',
): Array<{ key: ValueKey; value: string }> {
  const foreign = Object.keys(values).filter((key) => !(IDP_KEYS[type] as readonly string[]).includes(key));
  if (foreign.length > 0) {
    throw new ApiError(
      400,
      `Not a setting of ${type === 'openid' ? 'OpenID' : 'LDAP'}`,
      `Unknown: ${foreign.join(', ')}`,
    );
  }
  // A secret left masked (or, when changing, left empty: MinIO never shows stored secrets) keeps the stored one.
  const kept = pairs(type, values).filter(
    ({ key, value }) => !(SECRET_KEYS.has(key) && (value === IDP_SECRET_MASK || (mode === 'update' && value === ''))),
  );
  const has = (key: ValueKey) => kept.some((pair) => pair.key === key && pair.value !== '');
  const required: ValueKey[] =
    type === 'openid'
      ? ['config_url', 'client_id', ...(has('role_policy') ? [] : ['client_secret' as const])]
      : ['server_addr'];
  const mustHave = mode === 'update' ? required.filter((key) => key in values) : required;
  const missing = mustHave.filter((key) => !has(key) && !(mode === 'update' && values[key] === IDP_SECRET_MASK));
  if (mode === 'test') return kept;
  if (missing.length > 0) {
    throw new ApiError(
      400,
      `Missing ${missing.map((key) => key.replaceAll('_', ' ')).join(', ')}`,
      'These settings are required.',
    );
  }
  return kept;
}

/**
 * Checks the addresses MinIO will connect to against the outbound policy, BEFORE MinIO is asked (it would fetch the
 * discovery document or dial the directory while validating): a link-local or metadata address is refused here.
 * Answers the pairs with the discovery URL in its canonical, checked form.
 */
export async function admittedPairs(
  outbound: OutboundPolicy,
  type: IdpConfigType,
  kept: Array<{ key: ValueKey; value: string }>,
): Promise<Array<{ key: ValueKey; value: string }>> {
  const result: Array<{ key: ValueKey; value: string }> = [];
  for (const pair of kept) {
    if (pair.value !== '' && pair.key === 'config_url') {
      result.push({
        key: pair.key,
        value: (await admitUrl(outbound, pair.value, 'identity_openid.config_url')).url.href,
      });
    } else if (pair.value !== '' && pair.key === 'server_addr') {
      await admitHost(outbound, pair.value, `identity_${type}.server_addr`);
      result.push(pair);
    } else {
      if (pair.key === 'redirect_uri' && pair.value !== '' && !URL.canParse(pair.value)) {
        throw new ApiError(
          400,
          'The redirect URI is not a URL',
          'Give it with its scheme: https://console.example.com/oauth_callback.',
        );
      }
      result.push(pair);
    }
  }
  return result;
}

/** An http(s) URL the policy lets through (a typed text that is no URL is a 400 saying so). */
export async function admitUrl(outbound: OutboundPolicy, typed: string, purpose: string): Promise<AdmittedTarget> {
  const url = outbound.parseUrl(typed, purpose);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new ApiError(
      400,
      'The configuration URL is not a URL',
      'Give the discovery document with its scheme: https://idp.example.com/.well-known/openid-configuration.',
    );
  }
  return outbound.admit(url, purpose);
}

/** A `host[:port]` MinIO dials, checked like an http URL of that host and port. */
export async function admitHost(outbound: OutboundPolicy, host: string, purpose: string): Promise<AdmittedTarget> {
  const url = outbound.parseUrl(`http://${host}`, purpose);
  if (!url || url.pathname !== '/' || url.search || url.hash) {
    throw new ApiError(400, `"${host}" is not a host:port`, 'Give the directory address such as ldap.example.com:636.');
  }
  return outbound.admit(url, purpose);
}

/** The `key=value …` text of MinIO's idp-config API (the same quoting as set-config-kv, without the subsystem). */
export function configText(kept: ReadonlyArray<{ key: string; value: string }>): string {
  const head = 'identity';
  return formatConfigKV(head, '', kept).slice(head.length + 1);
}
