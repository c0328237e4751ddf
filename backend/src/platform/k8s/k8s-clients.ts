import { existsSync, readFileSync } from 'node:fs';
import { Agent } from 'node:https';
import {
  AuthenticationV1Api,
  AuthorizationV1Api,
  CoreV1Api,
  CustomObjectsApi,
  DiscoveryV1Api,
  KubeConfig,
  type RequestContext,
} from '@kubernetes/client-node';
import { timedApiClient } from '../metrics/upstream-calls';

/** Where the Kubernetes API server is and how long a call may take (from CONSOLE_K8S_*). */
export interface K8sTarget {
  /** `https://host:port` */
  readonly server: string;
  /** PEM file of the API server's CA; when it does not exist, the system's trusted CAs are used. */
  readonly caFile: string;
  readonly timeoutMs: number;
}

/** The API groups operator mode calls, all authenticated as one user. */
export interface K8sClients {
  readonly server: string;
  readonly core: CoreV1Api;
  readonly custom: CustomObjectsApi;
  readonly authorization: AuthorizationV1Api;
  readonly authentication: AuthenticationV1Api;
  /** EndpointSlices (`discovery.k8s.io`). */
  readonly discovery: DiscoveryV1Api;
}

/** A KubeConfig whose every request is cut off after a time limit, so a hung API server cannot hang a request. */
class TimedKubeConfig extends KubeConfig {
  constructor(
    private readonly timeoutMs: number,
    private readonly agent: Agent,
  ) {
    super();
  }

  override async applySecurityAuthentication(context: RequestContext): Promise<void> {
    await super.applySecurityAuthentication(context);
    // client-node makes a new agent (a new TLS connection) for every call; the factory's agent keeps connections
    // open between calls. Safe to share across users: the token travels in each request's header, not the TLS
    // session (no client certificates here).
    context.setAgent(this.agent);
    context.setSignal(AbortSignal.timeout(this.timeoutMs));
  }
}

/**
 * Idle connections are closed after this long, well before the API server's own idle limit (90 s), so a request
 * never picks a connection the server is closing.
 */
const IDLE_SOCKET_MS = 30_000;

/**
 * Builds API clients per request from the user's own token. There is deliberately no way to get a client with the
 * console's service account: every call is judged by Kubernetes RBAC against the user who logged in.
 */
export class K8sClientFactory {
  private ca: string | undefined | null = null;
  private keepAlive: Agent | undefined;

  constructor(private readonly target: K8sTarget) {}

  /** One keep-alive agent for every user's calls to this API server, trusting its CA. */
  private agent(): Agent {
    const caData = this.caData();
    this.keepAlive ??= new Agent({
      keepAlive: true,
      timeout: IDLE_SOCKET_MS,
      ...(caData ? { ca: Buffer.from(caData, 'base64').toString('utf8') } : {}),
    });
    return this.keepAlive;
  }

  /** Clients that authenticate with `token` (a service-account JWT). */
  forToken(token: string): K8sClients {
    const config = new TimedKubeConfig(this.target.timeoutMs, this.agent());
    const caData = this.caData();
    config.loadFromOptions({
      clusters: [{ name: 'cluster', server: this.target.server, skipTLSVerify: false, ...(caData ? { caData } : {}) }],
      users: [{ name: 'user', token }],
      contexts: [{ name: 'user', cluster: 'cluster', user: 'user' }],
      currentContext: 'user',
    });
    // Every call is timed for the console's metrics (upstream "kubernetes").
    const timed = <T extends object>(client: T): T => timedApiClient(client, 'kubernetes');
    return {
      server: this.target.server,
      core: timed(config.makeApiClient(CoreV1Api)),
      custom: timed(config.makeApiClient(CustomObjectsApi)),
      authorization: timed(config.makeApiClient(AuthorizationV1Api)),
      authentication: timed(config.makeApiClient(AuthenticationV1Api)),
      discovery: timed(config.makeApiClient(DiscoveryV1Api)),
    };
  }

  /** The CA as base64 PEM, read once (the in-cluster file is mounted for the pod's lifetime). */
  private caData(): string | undefined {
    if (this.ca === null) {
      const { caFile } = this.target;
      this.ca = existsSync(caFile) ? readFileSync(caFile).toString('base64') : undefined;
    }
    return this.ca;
  }
}
