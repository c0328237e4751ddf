import type { EncryptionType } from './wizard-form';

/** One field of a form described as data: the OpenID, Active Directory and key-server blocks are lists of these. */
export interface FieldSpec {
  /** A dotted path inside the block sent (`approle.id`), also the field's key in the form. */
  readonly key: string;
  readonly label: string;
  readonly required?: boolean;
  readonly kind?: 'text' | 'password' | 'seconds' | 'switch';
  readonly placeholder?: string;
  readonly hint?: string;
}

export const OIDC_FIELDS: readonly FieldSpec[] = [
  {
    key: 'configuration_url',
    label: 'Configuration URL',
    required: true,
    placeholder: 'https://idp/.well-known/openid-configuration',
  },
  { key: 'client_id', label: 'Client ID', required: true },
  { key: 'secret_id', label: 'Secret ID', required: true, kind: 'password' },
  { key: 'callback_url', label: 'Callback URL', placeholder: 'https://console.example.com/oauth_callback' },
  { key: 'claim_name', label: 'Claim Name', required: true, placeholder: 'policy' },
  { key: 'scopes', label: 'Scopes', placeholder: 'openid,profile,email' },
];

export const AD_FIELDS: readonly FieldSpec[] = [
  { key: 'url', label: 'LDAP Server Address', required: true, placeholder: 'host:636' },
  { key: 'skip_tls_verification', label: 'Skip TLS Verification', kind: 'switch' },
  {
    key: 'server_insecure',
    label: 'Server Insecure',
    kind: 'switch',
    hint: 'Warning: all traffic with Active Directory will be unencrypted',
  },
  { key: 'server_start_tls', label: 'Start TLS connection to AD/LDAP server', kind: 'switch' },
  { key: 'username_format', label: 'Username Format', placeholder: 'uid=%s,cn=accounts,dc=myldapserver,dc=com' },
  { key: 'username_search_filter', label: 'Username Search Filter' },
  { key: 'group_search_base_dn', label: 'Group Search Base DN' },
  { key: 'group_search_filter', label: 'Group Search Filter' },
  { key: 'group_name_attribute', label: 'Group Name Attribute' },
  { key: 'lookup_bind_dn', label: 'Lookup Bind DN' },
  { key: 'lookup_bind_password', label: 'Lookup Bind Password', kind: 'password' },
  { key: 'user_dn_search_base_dn', label: 'User DN Search Base DN' },
  { key: 'user_dn_search_filter', label: 'User DN Search Filter' },
];

/** The provider blocks (spec 03 §3 "Provider blocks"); keys are paths inside the block under its provider name. */
export const PROVIDER_FIELDS: Readonly<Record<EncryptionType, readonly FieldSpec[]>> = {
  vault: [
    { key: 'endpoint', label: 'Endpoint', required: true, placeholder: 'https://vault:8200' },
    { key: 'engine', label: 'Engine' },
    { key: 'namespace', label: 'Namespace' },
    { key: 'prefix', label: 'Prefix' },
    { key: 'approle.engine', label: 'AppRole Engine' },
    { key: 'approle.id', label: 'AppRole ID', required: true },
    { key: 'approle.secret', label: 'AppRole Secret', required: true, kind: 'password' },
    { key: 'approle.retry', label: 'Retry (seconds)', kind: 'seconds' },
    { key: 'status.ping', label: 'Ping (seconds)', kind: 'seconds' },
  ],
  aws: [
    {
      key: 'secretsmanager.endpoint',
      label: 'Endpoint',
      required: true,
      placeholder: 'https://secretsmanager.us-east-1.amazonaws.com',
    },
    { key: 'secretsmanager.region', label: 'Region', required: true },
    { key: 'secretsmanager.kmskey', label: 'KMS Key' },
    { key: 'secretsmanager.credentials.accesskey', label: 'Access Key', required: true },
    { key: 'secretsmanager.credentials.secretkey', label: 'Secret Key', required: true, kind: 'password' },
    { key: 'secretsmanager.credentials.token', label: 'Token', kind: 'password' },
  ],
  gemalto: [
    { key: 'keysecure.endpoint', label: 'Endpoint', required: true },
    { key: 'keysecure.credentials.token', label: 'Token', required: true, kind: 'password' },
    { key: 'keysecure.credentials.domain', label: 'Domain', required: true },
    { key: 'keysecure.credentials.retry', label: 'Retry (seconds)', kind: 'seconds' },
  ],
  gcp: [
    { key: 'secretmanager.project_id', label: 'Project ID' },
    { key: 'secretmanager.endpoint', label: 'Endpoint' },
    { key: 'secretmanager.credentials.client_email', label: 'Client Email' },
    { key: 'secretmanager.credentials.client_id', label: 'Client ID' },
    { key: 'secretmanager.credentials.private_key_id', label: 'Private Key ID' },
    { key: 'secretmanager.credentials.private_key', label: 'Private Key', kind: 'password' },
  ],
  azure: [
    { key: 'keyvault.endpoint', label: 'Endpoint', required: true },
    { key: 'keyvault.credentials.tenant_id', label: 'Tenant ID', required: true },
    { key: 'keyvault.credentials.client_id', label: 'Client ID', required: true },
    { key: 'keyvault.credentials.client_secret', label: 'Client Secret', required: true, kind: 'password' },
  ],
};

/**
 * The block a list of fields describes, from the values typed: empty text is left out, `seconds` become numbers,
 * dotted keys become nested objects.
 */
export function blockOf(fields: readonly FieldSpec[], values: Readonly<Record<string, string | boolean>>) {
  const block: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.key];
    if (value === undefined || value === '') continue;
    const parts = field.key.split('.');
    let target = block;
    for (const part of parts.slice(0, -1)) {
      target[part] ??= {};
      target = target[part] as Record<string, unknown>;
    }
    const last = parts[parts.length - 1] ?? field.key;
    target[last] = field.kind === 'seconds' && typeof value === 'string' ? Number(value) : value;
  }
  return block;
}
