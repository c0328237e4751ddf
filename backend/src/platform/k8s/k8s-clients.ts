import { existsSync, readFileSync } from 'node:fs';
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
  constructor(private readonly timeoutMs: number) {
    super();
  }

  override async applySecurityAuthentication(context: RequestContext): Promise<void> {
    await super.applySecurityAuthentication(context);
    context.setSignal(AbortSignal.timeout(this.timeoutMs));
  }
}

/**
 * Builds API clients per request from the user's own token. There is deliberately no way to get a client with the
 * console's service account: every call is judged by Kubernetes RBAC against the user who logged in.
 */
export class K8sClientFactory {
  private ca: string | undefined | null = null;

  constructor(private readonly target: K8sTarget) {}

  /** Clients that authenticate with `token` (a service-account JWT). */
  forToken(token: string): K8sClients {
    const config = new TimedKubeConfig(this.target.timeoutMs);
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
