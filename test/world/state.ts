import { readFileSync } from 'node:fs';

/** One running MinIO server of the test world. */
export interface MinioServer {
  readonly name: string;
  /** `http://127.0.0.1:<port>` */
  readonly endpoint: string;
  readonly port: number;
  readonly accessKey: string;
  readonly secretKey: string;
  /** `erasure`: one node, 4 drives; `single`: one drive. */
  readonly mode: 'erasure' | 'single';
  readonly drives: readonly string[];
  readonly logFile: string;
}

/** The test Kubernetes API server, with an admin identity and a service account whose JWT came from TokenRequest. */
export interface KubeServer {
  /** `https://127.0.0.1:<port>` */
  readonly server: string;
  /** PEM file of the CA that signed the API server's serving certificate. */
  readonly caFile: string;
  /** Bearer token of a `system:masters` identity, for test set-up only. */
  readonly adminToken: string;
  /** Namespace the test service account lives in. */
  readonly namespace: string;
  readonly serviceAccount: string;
  /** A real service-account JWT minted through the TokenRequest API. */
  readonly serviceAccountToken: string;
  readonly logFile: string;
}

export interface PrometheusServer {
  /** `http://127.0.0.1:<port>` */
  readonly url: string;
  readonly logFile: string;
  /**
   * A folder Prometheus reads scrape targets from (job `consoles`, `/metrics`, every second): a test that starts a
   * console writes `<unique>.json` there (file_sd format) and Prometheus scrapes it within seconds. Absent in worlds
   * started before it existed.
   */
  readonly consoleTargetsDir?: string;
}

/** A PostgreSQL or MariaDB server of the notification targets, with a password user owning `database`. */
export interface SqlServer {
  readonly host: string;
  readonly port: number;
  readonly user: string;
  readonly password: string;
  readonly database: string;
  readonly logFile: string;
}

/** A notification-target server reached at `host:port` (Redis, NATS, Mosquitto). */
export interface AddressServer {
  /** `127.0.0.1:<port>` */
  readonly address: string;
  readonly port: number;
  readonly logFile: string;
}

/** RabbitMQ; `url` is `amqp://guest:guest@127.0.0.1:<port>`. */
export interface AmqpServer {
  readonly url: string;
  readonly port: number;
  readonly logFile: string;
}

/** nsqd: `address` is its TCP port (publishers), `httpUrl` its HTTP API (tests read messages through it). */
export interface NsqServer extends AddressServer {
  readonly httpUrl: string;
}

/** The servers bucket events are delivered to in the notification-target tests, one per kind that runs here. */
export interface NotifyServers {
  readonly postgres?: SqlServer;
  readonly mysql?: SqlServer;
  readonly redis?: AddressServer;
  readonly nats?: AddressServer;
  readonly mqtt?: AddressServer;
  readonly amqp?: AmqpServer;
  readonly nsq?: NsqServer;
}

/** The OpenID provider (oidc-provider): the console's client, another app's client, accounts → policy claim. */
export interface OidcServer {
  readonly issuer: string;
  /** The discovery document, what MinIO's `config_url` and the console's provider URL name. */
  readonly configUrl: string;
  readonly client: { readonly clientId: string; readonly clientSecret: string };
  readonly otherClient: { readonly clientId: string; readonly clientSecret: string };
  /** Account names (typed on the provider's login page, any password) and the `policy` claim each gets. */
  readonly accounts: Readonly<Record<string, string>>;
  readonly logFile: string;
}

/** OpenLDAP (slapd): the admin bind DN, users (DN, password) and groups (DN) of the seeded directory. */
export interface LdapServer {
  /** `127.0.0.1:<port>` (plain LDAP) */
  readonly address: string;
  readonly port: number;
  readonly baseDn: string;
  readonly adminDn: string;
  readonly adminPassword: string;
  readonly usersDn: string;
  readonly groupsDn: string;
  readonly users: Readonly<Record<string, { readonly dn: string; readonly password: string }>>;
  readonly groups: Readonly<Record<string, string>>;
  readonly logFile: string;
}

/** The container image built from the Dockerfile with podman once per run (test/world/podman.ts). */
export interface ImageState {
  /** Why the image cannot be built here (podman cannot be installed); the other fields are then absent. */
  readonly unavailable?: string;
  /** CONTAINERS_CONF and CONTAINERS_STORAGE_CONF: every podman call of the tests runs with them. */
  readonly podmanEnv?: Readonly<Record<string, string>>;
  /** The base image passed as the Dockerfile's BASE_IMAGE. */
  readonly baseTag?: string;
  /** The Dockerfile's NODE_VERSION. */
  readonly nodeVersion?: string;
  readonly buildLog?: string;
  /** Set when `podman build` failed: the image tests fail with it. */
  readonly buildError?: string;
  /** The product image of this run, e.g. `localhost/object-console:world-1234`. */
  readonly tag?: string;
  readonly sizeBytes?: number;
  readonly buildSeconds?: number;
}

/** Toxiproxy's HTTP API (test/world/toxiproxy.ts): the fault-injection tests make their own proxies through it. */
export interface ToxiproxyServer {
  /** `http://127.0.0.1:<port>` */
  readonly apiUrl: string;
  readonly logFile: string;
}

/** The real node's one-node cluster of its own (test/world/kube-node.ts, world part `node`). */
export interface NodeCluster {
  /** Why this machine cannot run it (not root, no podman): the node test is skipped with it. */
  readonly unavailable?: string;
  /** Set when starting it failed: the node test fails with it. */
  readonly startError?: string;
  /** The Node's name. */
  readonly name?: string;
  /** Admin kubeconfig (helm, kubectl) of the node's own API server. */
  readonly kubeconfig?: string;
  /** `https://127.0.0.1:<port>` */
  readonly server?: string;
  /** The same API server as pods reach it: `https://10.244.0.1:<port>`. */
  readonly podServer?: string;
  readonly caFile?: string;
  readonly adminToken?: string;
  /** kubectl at the cluster's version (port-forward). */
  readonly kubectl?: string;
  /** The run's product image as containerd knows it (chart values `image.repository`, `image.tag`). */
  readonly imageRepository?: string;
  readonly imageTag?: string;
  readonly startSeconds?: number;
  /** Logs of containerd, the kubelet, kube-proxy, CoreDNS and the control plane (`node-*.log`). */
  readonly logDir?: string;
}

/** Everything a test needs to reach the servers of one run. Written as JSON; the path is in OBJECT_CONSOLE_WORLD. */
export interface WorldState {
  readonly runDir: string;
  readonly minio: {
    readonly erasure?: MinioServer;
    readonly single?: MinioServer;
    /** Replication and remote-tier target. */
    readonly second?: MinioServer;
  };
  readonly kube?: KubeServer;
  readonly prometheus?: PrometheusServer;
  /** Path of the Chromium binary Playwright drives. */
  readonly chromium?: string;
  /** Notification-target servers; a key is absent when its part was not started. */
  readonly notify?: NotifyServers;
  /** Identity sources (SSO tests); absent when their parts were not started. */
  readonly oidc?: OidcServer;
  readonly ldap?: LdapServer;
  /** The product's container image; absent when its part was not started. */
  readonly image?: ImageState;
  /** The real node; absent when its part was not started. */
  readonly node?: NodeCluster;
  /** The fault proxy; absent when its part was not started. */
  readonly toxiproxy?: ToxiproxyServer;
}

export const WORLD_ENV = 'OBJECT_CONSOLE_WORLD';

/** Reads the state of the running world; throws with a clear message when tests run without one. */
export function loadWorld(): WorldState {
  const file = process.env[WORLD_ENV];
  if (!file) {
    throw new Error(
      `${WORLD_ENV} is not set: run integration and e2e tests through \`npm test\` (or \`npm run world\`)`,
    );
  }
  return JSON.parse(readFileSync(file, 'utf8')) as WorldState;
}

/** Narrows an optional part of the world, failing the test loudly when the run did not start it. */
export function need<T>(part: T | undefined, name: string): T {
  if (part === undefined) throw new Error(`the test world of this run has no ${name}`);
  return part;
}
