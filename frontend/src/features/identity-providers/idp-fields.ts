import type { IdpConfigValues, IdpType } from './identity-providers.queries';

export type IdpFieldKey = keyof IdpConfigValues & string;

/** How the form shows one setting. */
export interface IdpField {
  readonly key: IdpFieldKey;
  readonly kind: 'text' | 'secret' | 'switch' | 'url';
  /** Needed for a new configuration. */
  readonly required?: boolean;
}

/** The settings of each type, in the order the form shows them (MinIO's identity_openid / identity_ldap keys). */
export const IDP_FIELDS: Readonly<Record<IdpType, readonly IdpField[]>> = {
  openid: [
    { key: 'config_url', kind: 'url', required: true },
    { key: 'client_id', kind: 'text', required: true },
    { key: 'client_secret', kind: 'secret' },
    { key: 'display_name', kind: 'text' },
    { key: 'claim_name', kind: 'text' },
    { key: 'claim_prefix', kind: 'text' },
    { key: 'scopes', kind: 'text' },
    { key: 'redirect_uri', kind: 'url' },
    { key: 'role_policy', kind: 'text' },
    { key: 'claim_userinfo', kind: 'switch' },
    { key: 'redirect_uri_dynamic', kind: 'switch' },
  ],
  ldap: [
    { key: 'server_addr', kind: 'text', required: true },
    { key: 'lookup_bind_dn', kind: 'text' },
    { key: 'lookup_bind_password', kind: 'secret' },
    { key: 'user_dn_search_base_dn', kind: 'text' },
    { key: 'user_dn_search_filter', kind: 'text' },
    { key: 'group_search_base_dn', kind: 'text' },
    { key: 'group_search_filter', kind: 'text' },
    { key: 'server_insecure', kind: 'switch' },
    { key: 'server_starttls', kind: 'switch' },
    { key: 'tls_skip_verify', kind: 'switch' },
  ],
};

/** What is wrong with a field's value before anything is sent; undefined when it may be sent. */
export function fieldProblem(field: IdpField, value: string, isNew: boolean, values: Readonly<Record<string, string>>) {
  const trimmed = value.trim();
  const secretNeeded = field.key === 'client_secret' && isNew && (values.role_policy ?? '').trim() === '';
  if ((field.required || secretNeeded) && isNew && trimmed === '') return 'required' as const;
  if (field.kind === 'url' && trimmed !== '' && !/^https?:\/\/[^\s/]+/i.test(trimmed)) return 'url' as const;
  return undefined;
}
