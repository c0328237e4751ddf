import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  ConfigError,
  durationVar,
  enumVar,
  intVar,
  optionalStringVar,
  optionalUrlVar,
  postgresUrlVar,
  stringVar,
  subPathVar,
  urlVar,
} from './variables';
import { metricsVar } from './metrics-setting';
import { minioBrowserUrlVar } from './minio-browser-url';
import { trustedProxiesVar } from './trusted-proxies';

/** The CONSOLE_* variables of the backend, in the order the README documents them. */
export const variables = {
  host: stringVar('CONSOLE_HOST', 'Address the console listens on. Use `0.0.0.0` in a container.', '127.0.0.1'),
  port: intVar('CONSOLE_PORT', 'TCP port the console listens on.', 9090, { min: 0, max: 65535 }),
  subPath: subPathVar(
    'CONSOLE_SUBPATH',
    'Path under which the console is served behind a reverse proxy, for example `/console/`.',
  ),
  minioServer: stringVar(
    'CONSOLE_MINIO_SERVER',
    'URL of the MinIO server the console administers.',
    'http://127.0.0.1:9000',
  ),
  minioBrowserUrl: minioBrowserUrlVar(
    'CONSOLE_MINIO_BROWSER_URL',
    "Direct transfers: MinIO's URL as users' browsers reach it (`https://s3.example.com`, no path). Set, downloads, previews and uploads go between the browser and MinIO on short-lived presigned URLs the console signs after its own permission check, instead of through the console. MinIO must allow the console's address in `api cors_allow_origin` (its default `*` does); the console checks this with a CORS preflight and stays in proxy mode, with one log message, when MinIO would refuse. Unset: every transfer goes through the console.",
  ),
  staticDir: optionalStringVar(
    'CONSOLE_STATIC_DIR',
    'Directory of the built frontend. Defaults to `dist/frontend` of the installation.',
  ),
  sourceMaps: enumVar(
    'CONSOLE_SOURCE_MAPS',
    "Serve the built frontend's source maps (`*.map`), for debugging the app in a browser's developer tools; `off` answers them with 404, so a deployment does not publish its sources.",
    ['on', 'off'] as const,
    'off',
  ),
  logLevel: enumVar(
    'CONSOLE_LOG_LEVEL',
    'Lowest level of the JSON log lines written to stdout.',
    ['debug', 'info', 'warn', 'error'] as const,
    'info',
  ),
  pbkdfPassphrase: optionalStringVar(
    'CONSOLE_PBKDF_PASSPHRASE',
    'Passphrase the session-sealing key is derived from (with `CONSOLE_PBKDF_SALT`), once at start-up. Give every replica the same pair so sessions work across them and survive restarts.',
  ),
  pbkdfSalt: optionalStringVar('CONSOLE_PBKDF_SALT', 'Salt for `CONSOLE_PBKDF_PASSPHRASE`; set both or neither.'),
  sessionKeyFile: optionalStringVar(
    'CONSOLE_SESSION_KEY_FILE',
    'Without a passphrase, a random session key is generated on first start and kept in this file (default `~/.object-console/session.key`). If it cannot be written, sessions end when the console restarts.',
  ),
  sessionDurationMs: durationVar(
    'CONSOLE_SESSION_DURATION',
    'Absolute lifetime of a login session, and of the temporary MinIO credentials it holds.',
    '12h',
    { minMs: 15 * 60_000, maxMs: 365 * 86_400_000 },
  ),
  sessionIdleMs: durationVar('CONSOLE_SESSION_IDLE_TIMEOUT', 'A session unused for this long ends.', '1h', {
    minMs: 60_000,
    maxMs: 365 * 86_400_000,
  }),
  trustedProxies: trustedProxiesVar(
    'CONSOLE_TRUSTED_PROXIES',
    "Reverse proxies whose `X-Forwarded-For` / `X-Forwarded-Proto` are believed (client address for the login limiter and logs; TLS for `Secure` cookies and HSTS): comma-separated addresses or subnets, or `loopback`, `linklocal`, `uniquelocal`. Set it to the ingress controller's pod network behind an ingress.",
  ),
  secureCookie: enumVar(
    'CONSOLE_SECURE_COOKIE',
    'Mark the session cookie `Secure` with the `__Host-` prefix: `auto` when the request came over TLS (directly, or through a trusted proxy), `on` always (set this behind a TLS-terminating proxy), `off` never.',
    ['auto', 'on', 'off'] as const,
    'auto',
  ),
  shutdownTimeoutMs: intVar(
    'CONSOLE_SHUTDOWN_TIMEOUT_MS',
    'How long a SIGTERM waits for requests in flight before connections are closed.',
    10_000,
    { min: 0, max: 600_000 },
  ),
  operatorMode: enumVar(
    'CONSOLE_OPERATOR_MODE',
    'Operator mode: manage MinIO tenants on Kubernetes, logging in with a Kubernetes service-account token instead of MinIO keys.',
    ['on', 'off'] as const,
    'off',
  ),
  k8sApiServer: optionalStringVar(
    'CONSOLE_K8S_API_SERVER',
    'URL of the Kubernetes API server in operator mode. Defaults to `https://$KUBERNETES_SERVICE_HOST:$KUBERNETES_SERVICE_PORT` (set in every pod); required outside a cluster.',
  ),
  k8sCaFile: stringVar(
    'CONSOLE_K8S_CA_FILE',
    "PEM file of the CA that signed the Kubernetes API server's certificate. When the file does not exist, the system's trusted CAs are used.",
    '/var/run/secrets/kubernetes.io/serviceaccount/ca.crt',
  ),
  k8sTimeoutMs: intVar(
    'CONSOLE_K8S_TIMEOUT_MS',
    'How long one call to the Kubernetes API server may take before the console gives up on it.',
    15_000,
    { min: 1_000, max: 600_000 },
  ),
  k8sListPageSize: intVar(
    'CONSOLE_K8S_LIST_PAGE_SIZE',
    'Objects asked for per page when the console lists through the Kubernetes API (tenants across namespaces); keeps each answer small however many there are.',
    250,
    { min: 1, max: 5_000 },
  ),
  uploadMaxBytes: intVar(
    'CONSOLE_UPLOAD_MAX_BYTES',
    'Largest file, in bytes, the console accepts for upload (a resumable upload or a file of an upload form). The default is 5 TiB, the S3 maximum.',
    5 * 1024 ** 4,
    { min: 0, max: 5 * 1024 ** 4 },
  ),
  limitZipDownloads: intVar(
    'CONSOLE_LIMIT_ZIP_DOWNLOADS',
    'ZIP downloads one login session may run at once; one more is refused with 429 and `Retry-After` until one ends (finished, failed or abandoned by the browser). See docs/limits.md.',
    4,
    { min: 1, max: 1_000 },
  ),
  limitLiveStreams: intVar(
    'CONSOLE_LIMIT_LIVE_STREAMS',
    'Live streams (trace, logs, watch, heal, diagnostics) one login session may have open at once; one more is refused with 429 and `Retry-After` until one closes.',
    8,
    { min: 1, max: 1_000 },
  ),
  limitAuditSearches: intVar(
    'CONSOLE_LIMIT_AUDIT_SEARCHES',
    'Audit log searches one login session may run at once; one more is refused with 429 and `Retry-After`.',
    4,
    { min: 1, max: 1_000 },
  ),
  prometheusUrl: optionalUrlVar(
    'CONSOLE_PROMETHEUS_URL',
    "URL of a Prometheus server that scrapes MinIO, for the dashboard's metric widgets. Without it the dashboard shows MinIO's own usage summary. The console connects to it through the outbound address policy (trusted at its port, like the MinIO server).",
  ),
  prometheusJobId: stringVar(
    'CONSOLE_PROMETHEUS_JOB_ID',
    "The `job` label of MinIO's series in that Prometheus, for the dashboard's queries.",
    'minio-job',
  ),
  metrics: metricsVar(
    'CONSOLE_METRICS',
    "The console's own Prometheus metrics at `/metrics` (requests by operation, upstream calls, sessions, streams, bytes, Node process): `off`, `on` (anyone who reaches the port may scrape), or a bearer token of at least 16 characters that scrapers must send. Off by default because `/metrics` shares the port of the UI, which is often exposed to the internet; a browser opening `/metrics` always gets the Metrics page.",
  ),
  subscriptionPublicKey: optionalStringVar(
    'CONSOLE_SUBSCRIPTION_PUBLIC_KEY',
    "The subscription provider's public key (PEM, `-----BEGIN PUBLIC KEY-----`…), against which the licence page checks the signature of the licence kept in MinIO's `subnet` configuration, offline. Without it no licence is shown as registered.",
  ),
  subscriptionServiceUrl: urlVar(
    'CONSOLE_SUBSCRIPTION_SERVICE_URL',
    "The subscription provider's service, asked for an account's licence key when a user activates with e-mail and password (`POST <url>/api/licenses/activate`). It is on the internet; without network access, activate with a licence key.",
    'https://subnet.min.io',
  ),
  subscriptionNamespace: optionalStringVar(
    'CONSOLE_SUBSCRIPTION_NAMESPACE',
    "Operator mode: the namespace of the Secret `subnet-license` that keeps the console's subscription licence (read and written with the user's token). Defaults to the console pod's own namespace, or `default` outside a cluster.",
  ),
  tenantAddressMode: enumVar(
    'CONSOLE_TENANT_ADDRESS_MODE',
    "How the tenant console proxy reaches a tenant's console Service: `service-dns` by its cluster DNS name (`<tenant>-console.<namespace>.svc`), `endpoints` by the first ready address of its EndpointSlices or Endpoints — for a console outside the cluster network's DNS (the test cluster).",
    ['service-dns', 'endpoints'] as const,
    'service-dns',
  ),
  tenantTlsVerify: enumVar(
    'CONSOLE_TENANT_TLS_VERIFY',
    "Check the certificate of a tenant's console (against the system CAs and `CONSOLE_K8S_CA_FILE`, for the Service's DNS names) before sending it the tenant's credentials. `off` only for tenants with certificates that cannot pass.",
    ['on', 'off'] as const,
    'on',
  ),
  outboundAllowLoopback: enumVar(
    'CONSOLE_OUTBOUND_ALLOW_LOOPBACK',
    "Let users name loopback addresses (`127.0.0.0/8`, `::1`, `localhost`) and this host's own addresses as servers the console or MinIO connects to (replication targets, tiers). `CONSOLE_MINIO_SERVER` itself is always allowed. Link-local and cloud metadata addresses are never allowed.",
    ['on', 'off'] as const,
    'off',
  ),
  outboundAllowPrivate: enumVar(
    'CONSOLE_OUTBOUND_ALLOW_PRIVATE',
    'Let users name private addresses (`10.0.0.0/8`, `172.16.0.0/12`, `192.168.0.0/16`, `100.64.0.0/10`, `fc00::/7`) as such servers — where replication targets and tiers of an on-premises installation usually are. `off` allows public addresses only.',
    ['on', 'off'] as const,
    'on',
  ),
  idpConfigUrl: optionalUrlVar(
    'CONSOLE_IDP_CONFIG_URL',
    "Single sign-on: the OpenID provider's discovery document (`…/.well-known/openid-configuration`), the same as MinIO's `identity_openid` `config_url`. With it (and a client id) the login page offers a button for this provider; the console runs the authorization-code flow with PKCE and logs in with STS `AssumeRoleWithWebIdentity`. The console connects to it through the outbound address policy.",
  ),
  idpClientId: optionalStringVar(
    'CONSOLE_IDP_CLIENT_ID',
    "Single sign-on: the client id registered at the provider, the same as MinIO's `client_id` (MinIO checks the id_token's audience against it).",
  ),
  idpClientSecret: optionalStringVar(
    'CONSOLE_IDP_CLIENT_SECRET',
    'Single sign-on: the client secret (`client_secret_basic`); without it the console is a public client (PKCE only).',
  ),
  idpDisplayName: stringVar(
    'CONSOLE_IDP_DISPLAY_NAME',
    "Single sign-on: the provider's name on the login button ('Log in with …').",
    'single sign-on',
  ),
  idpScopes: stringVar(
    'CONSOLE_IDP_SCOPES',
    'Single sign-on: the scopes asked for, separated by spaces or commas; `openid` is always included.',
    'openid profile email',
  ),
  idpRoleArn: optionalStringVar(
    'CONSOLE_IDP_ROLE_ARN',
    "Single sign-on with a role-policy configuration (MinIO's `role_policy`): the role ARN MinIO printed for it. Leave unset for claim-based configurations (the `policy` claim).",
  ),
  idpCallbackUrl: optionalUrlVar(
    'CONSOLE_IDP_CALLBACK_URL',
    "Single sign-on: the redirect URI registered at the provider (`https://console.example.com/oauth_callback`). Unset: the console's own address as the browser reached it, plus `oauth_callback`.",
  ),
  idpReaderAccessKey: optionalStringVar(
    'CONSOLE_IDP_READER_ACCESS_KEY',
    "Single sign-on from MinIO's own configurations: the access key of a MinIO user whose policy allows `admin:ConfigUpdate`, used only to read MinIO's `identity_openid` configurations (client secrets included) before anyone is logged in. With it, and without `CONSOLE_IDP_CONFIG_URL`, the login page offers one button per enabled MinIO OpenID configuration. The keys never reach a browser.",
  ),
  idpReaderSecretKey: optionalStringVar(
    'CONSOLE_IDP_READER_SECRET_KEY',
    'The secret key of `CONSOLE_IDP_READER_ACCESS_KEY`; set both or neither.',
  ),
  ldapLogin: enumVar(
    'CONSOLE_LDAP',
    'LDAP login: `on` when MinIO has `identity_ldap` configured; the login form then logs in with STS `AssumeRoleWithLDAPIdentity` (a directory user name and password), falling back to access keys when the directory does not know the user.',
    ['on', 'off'] as const,
    'off',
  ),
  auditLog: enumVar(
    'CONSOLE_AUDIT_LOG',
    "Audit log search (`/tools/audit-logs`): MinIO's `audit_webhook` posts to the console's ingest endpoint (`<sub-path>api/v1/logs/audit/ingest`) and the console keeps the entries, in an embedded PostgreSQL (PGlite) by default or in `CONSOLE_AUDIT_POSTGRES_URL`.",
    ['on', 'off'] as const,
    'on',
  ),
  auditPostgresUrl: postgresUrlVar(
    'CONSOLE_AUDIT_POSTGRES_URL',
    'A PostgreSQL database for the audit log (`postgres://user:password@host:5432/db`), shared by every replica of the console; the console creates its tables. Unset: the embedded store, one per console process.',
  ),
  auditDataDir: optionalStringVar(
    'CONSOLE_AUDIT_DATA_DIR',
    'Directory of the embedded audit store (default `~/.object-console/audit`); `memory://` keeps it in memory only. One console process per directory (a lock file says which).',
  ),
  auditIngestToken: optionalStringVar(
    'CONSOLE_AUDIT_INGEST_TOKEN',
    "The token MinIO's audit webhook must send (`Authorization: Bearer <token>`), at least 16 characters. Unset: one is generated once and kept in PostgreSQL (replicas sharing it share it) or in the file `ingest-token` of the embedded store's directory.",
  ),
  auditIngestUrl: optionalUrlVar(
    'CONSOLE_AUDIT_INGEST_URL',
    "The ingest endpoint's URL as MinIO reaches it, written into MinIO's `audit_webhook` when the Audit Logs page configures it (e.g. `http://console.minio.svc:9090/api/v1/logs/audit/ingest`). Unset: the address the browser used for the console plus `api/v1/logs/audit/ingest` — right only when MinIO reaches the console at that address too.",
  ),
  auditRetentionMs: durationVar('CONSOLE_AUDIT_RETENTION', 'Audit entries older than this are deleted.', '7d', {
    minMs: 60_000,
    maxMs: 3650 * 86_400_000,
  }),
  auditMaxEntries: intVar(
    'CONSOLE_AUDIT_MAX_ENTRIES',
    'The most audit entries kept (about 1 KiB each); beyond it the oldest are deleted. Pruning runs every minute in small steps, so ingest never waits on it.',
    5_000_000,
    { min: 1_000, max: 1_000_000_000 },
  ),
  auditBufferEntries: intVar(
    'CONSOLE_AUDIT_BUFFER_ENTRIES',
    'Audit entries held in memory while the store is unavailable (PostgreSQL down); beyond it a batch is refused with 503 (MinIO keeps it and retries) and counted as refused on the Audit Logs page and in the log.',
    50_000,
    { min: 100, max: 5_000_000 },
  ),
  headersTimeoutMs: durationVar(
    'CONSOLE_HEADERS_TIMEOUT',
    'How long a client may take to send the request line and headers; a slower one gets 408 and is disconnected.',
    '20s',
    { minMs: 1_000, maxMs: 600_000 },
  ),
  bodyTimeoutMs: durationVar(
    'CONSOLE_BODY_TIMEOUT',
    'How long a client may take to send a request body (JSON, forms). An upload that streams (the files of an upload form, the parts of a resumable upload, requests through the tenant console proxy) may take as long as it needs, but may not pause for longer than this.',
    '60s',
    { minMs: 1_000, maxMs: 3_600_000 },
  ),
} as const;

type Variables = typeof variables;

/** The parsed configuration, one typed field per variable. */
export type Config = { readonly [K in keyof Variables]: ReturnType<Variables[K]['parse']> } & {
  readonly staticDir: string;
  /** In operator mode always set (configured or in-cluster); `undefined` in console mode when not configured. */
  readonly k8sApiServer: string | undefined;
};

/** Parses the environment; throws a ConfigError naming the variable on the first bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = Object.fromEntries(
    Object.entries(variables).map(([key, spec]) => [key, spec.parse(env[spec.name])]),
  ) as { [K in keyof Variables]: ReturnType<Variables[K]['parse']> };
  if ((parsed.idpReaderAccessKey === undefined) !== (parsed.idpReaderSecretKey === undefined)) {
    throw new ConfigError('CONSOLE_IDP_READER_ACCESS_KEY', 'set it and CONSOLE_IDP_READER_SECRET_KEY, or neither');
  }
  return {
    ...parsed,
    staticDir: parsed.staticDir ?? join(installRoot(), 'dist', 'frontend'),
    k8sApiServer: k8sApiServerOf(parsed.k8sApiServer, parsed.operatorMode, env),
  };
}

/**
 * The configured API server, else the in-cluster one. Never a `kubectl proxy` default: a proxy would replace the
 * user's token with its own credentials, and RBAC would no longer judge the user.
 */
function k8sApiServerOf(
  configured: string | undefined,
  mode: 'on' | 'off',
  env: NodeJS.ProcessEnv,
): string | undefined {
  if (configured) return configured;
  const host = env.KUBERNETES_SERVICE_HOST;
  const port = env.KUBERNETES_SERVICE_PORT;
  if (host && port) return `https://${host.includes(':') ? `[${host}]` : host}:${port}`;
  if (mode === 'on') {
    throw new ConfigError('CONSOLE_K8S_API_SERVER', 'operator mode needs it outside a Kubernetes pod');
  }
  return undefined;
}

/** The directory holding the package.json of this installation (the repository, or /app in the image). */
function installRoot(): string {
  let dir = __dirname;
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
}
