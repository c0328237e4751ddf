import { randomInt } from 'node:crypto';
import type { V1Secret } from '@kubernetes/client-node';
import type { CreateTenantRequest, TenantKeyPair } from '@contract/generated/api';
import { registrySecret } from '../tenant-image';
import { kesConfiguration } from './kes-configuration';

/** The label the operator (and the console) puts on everything that belongs to a tenant. */
export const TENANT_LABEL = 'v1.min.io/tenant';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random key of letters and digits from the system's CSPRNG. */
export function randomKey(length: number): string {
  return Array.from({ length }, () => ALPHANUMERIC[randomInt(ALPHANUMERIC.length)]).join('');
}

/** A console login the tenant is created with. */
export interface ConsoleUser {
  readonly access_key: string;
  readonly secret_key: string;
}

/** The Secrets of a new tenant and the names the Tenant resource refers to them by. */
export interface TenantSecrets {
  readonly secrets: V1Secret[];
  readonly configuration: string;
  readonly users: string[];
  readonly registry?: string;
  readonly certificates: string[];
  readonly caCertificates: string[];
  readonly kes?: { configuration: string; server?: string; client?: string; kms?: string };
  /** The logins to show once; empty when an external identity provider signs users in. */
  readonly consoleUsers: ConsoleUser[];
}

/**
 * Every Secret a tenant needs, built before anything is created (kubernetes.md §1.6): the configuration env with
 * generated root credentials, the parity and the identity provider; one Secret per console user; the registry pull
 * secret; TLS and CA certificates; the key server's configuration and certificates.
 */
export function tenantSecrets(request: CreateTenantRequest): TenantSecrets {
  const { name: tenant, namespace } = request;
  const secrets: V1Secret[] = [];
  const add = (name: string, content: Omit<V1Secret, 'metadata' | 'apiVersion' | 'kind'>) => {
    secrets.push({
      apiVersion: 'v1',
      kind: 'Secret',
      metadata: { name, namespace, labels: { [TENANT_LABEL]: tenant } },
      ...content,
    });
    return name;
  };

  const configuration = add(`${tenant}-env-configuration`, {
    type: 'Opaque',
    stringData: { 'config.env': configEnv(request) },
  });

  const idp = request.idp;
  const external = idp?.oidc !== undefined || idp?.active_directory !== undefined;
  const consoleUsers: ConsoleUser[] = external
    ? []
    : (idp?.keys ?? [{ access_key: randomKey(16), secret_key: randomKey(32) }]).map((key) => ({ ...key }));
  const users = consoleUsers.map((user, index) =>
    add(`${tenant}-user-${index}`, {
      type: 'Opaque',
      stringData: { CONSOLE_ACCESS_KEY: user.access_key, CONSOLE_SECRET_KEY: user.secret_key },
    }),
  );
  // Directory users named in the wizard get their own user entry, as built-in users do (no password: the directory
  // checks it).
  (idp?.active_directory?.user_dns ?? []).forEach((dn, index) =>
    users.push(add(`${tenant}-ldap-user-${index}`, { type: 'Opaque', stringData: { CONSOLE_ACCESS_KEY: dn } })),
  );

  let registry: string | undefined;
  if (request.image_registry) {
    const secret = registrySecret(namespace, tenant, request.image_registry);
    secrets.push(secret);
    registry = secret.metadata?.name;
  }

  const tls = request.enable_tls === false ? undefined : request.tls;
  const certificates = [...(tls?.minio ?? []), ...(tls?.console ? [tls.console] : [])].map((pair, index) =>
    add(`${tenant}-tls-${index}`, tlsSecret(pair)),
  );
  const caCertificates = [...(tls?.ca_certificates ?? []), ...(tls?.console_ca_certificates ?? [])].map((ca, index) =>
    add(`${tenant}-ca-certificate-${index}`, { type: 'Opaque', data: { 'public.crt': ca } }),
  );

  let kes: TenantSecrets['kes'];
  const encryption = request.encryption;
  if (encryption) {
    const vaultTls = encryption.vault?.tls;
    kes = {
      configuration: add(`${tenant}-kes-configuration`, {
        type: 'Opaque',
        stringData: { 'server-config.yaml': kesConfiguration(encryption) },
      }),
      ...(encryption.server ? { server: add(`${tenant}-kes-tls`, tlsSecret(encryption.server)) } : {}),
      ...(encryption.client ? { client: add(`${tenant}-kes-client-tls`, tlsSecret(encryption.client)) } : {}),
      ...(vaultTls?.crt && vaultTls.key
        ? {
            kms: add(`${tenant}-kes-kms-tls`, {
              type: 'Opaque',
              data: {
                'client.crt': vaultTls.crt,
                'client.key': vaultTls.key,
                ...(vaultTls.ca ? { 'ca.crt': vaultTls.ca } : {}),
              },
            }),
          }
        : {}),
    };
  }

  return {
    secrets,
    configuration,
    users,
    certificates,
    caCertificates,
    consoleUsers,
    ...(registry ? { registry } : {}),
    ...(kes ? { kes } : {}),
  };
}

function tlsSecret(pair: TenantKeyPair): Omit<V1Secret, 'metadata' | 'apiVersion' | 'kind'> {
  // The contract carries file contents base64-encoded, which is what a Secret's `data` holds.
  return { type: 'kubernetes.io/tls', data: { 'tls.crt': pair.crt, 'tls.key': pair.key } };
}

/**
 * The `config.env` the operator hands to MinIO: generated root credentials, the standard parity, the browser
 * switch, and the identity provider's settings. Values are quoted for a POSIX shell.
 */
export function configEnv(request: CreateTenantRequest): string {
  const env: Array<[string, string | undefined]> = [
    ['MINIO_ROOT_USER', randomKey(20)],
    ['MINIO_ROOT_PASSWORD', randomKey(40)],
    ['MINIO_BROWSER', request.enable_console === false ? 'off' : 'on'],
    [
      'MINIO_STORAGE_CLASS_STANDARD',
      request.erasureCodingParity === undefined ? undefined : `EC:${request.erasureCodingParity}`,
    ],
  ];
  const oidc = request.idp?.oidc;
  if (oidc) {
    env.push(
      ['MINIO_IDENTITY_OPENID_CONFIG_URL', oidc.configuration_url],
      ['MINIO_IDENTITY_OPENID_CLIENT_ID', oidc.client_id],
      ['MINIO_IDENTITY_OPENID_CLIENT_SECRET', oidc.secret_id],
      ['MINIO_IDENTITY_OPENID_CLAIM_NAME', oidc.claim_name],
      ['MINIO_IDENTITY_OPENID_REDIRECT_URI', oidc.callback_url],
      ['MINIO_IDENTITY_OPENID_SCOPES', oidc.scopes],
    );
  }
  const ad = request.idp?.active_directory;
  if (ad) {
    const onOff = (flag: boolean | undefined) => (flag === undefined ? undefined : flag ? 'on' : 'off');
    env.push(
      ['MINIO_IDENTITY_LDAP_SERVER_ADDR', ad.url],
      ['MINIO_IDENTITY_LDAP_TLS_SKIP_VERIFY', onOff(ad.skip_tls_verification)],
      ['MINIO_IDENTITY_LDAP_SERVER_INSECURE', onOff(ad.server_insecure)],
      ['MINIO_IDENTITY_LDAP_SERVER_STARTTLS', onOff(ad.server_start_tls)],
      ['MINIO_IDENTITY_LDAP_USERNAME_FORMAT', ad.username_format],
      ['MINIO_IDENTITY_LDAP_USERNAME_SEARCH_FILTER', ad.username_search_filter],
      ['MINIO_IDENTITY_LDAP_GROUP_SEARCH_BASE_DN', ad.group_search_base_dn],
      ['MINIO_IDENTITY_LDAP_GROUP_SEARCH_FILTER', ad.group_search_filter],
      ['MINIO_IDENTITY_LDAP_GROUP_NAME_ATTRIBUTE', ad.group_name_attribute],
      ['MINIO_IDENTITY_LDAP_LOOKUP_BIND_DN', ad.lookup_bind_dn],
      ['MINIO_IDENTITY_LDAP_LOOKUP_BIND_PASSWORD', ad.lookup_bind_password],
      ['MINIO_IDENTITY_LDAP_USER_DN_SEARCH_BASE_DN', ad.user_dn_search_base_dn],
      ['MINIO_IDENTITY_LDAP_USER_DN_SEARCH_FILTER', ad.user_dn_search_filter],
    );
  }
  return env
    .filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '')
    .map(([key, value]) => `export ${key}="${value.replace(/["\\$`]/g, (c) => `\\${c}`)}"`)
    .join('\n')
    .concat('\n');
}
