import { existsSync, readFileSync } from 'node:fs';
import { Agent, request as httpsRequest } from 'node:https';
import {
  ApiException,
  AuthenticationV1Api,
  AuthorizationV1Api,
  CoreV1Api,
  CustomObjectsApi,
  DiscoveryV1Api,
  KubeConfig,
  type RequestContext,
} from '@kubernetes/client-node';
import { timedApiClient, watchUpstreamRequest } from '../metrics/upstream-calls';

/** Where the Kubernetes API server is and how long a call may take (from CONSOLE_K8S_*). */
export interface K8sTarget {
  /** `https://host:port` */
  readonly server: string;
  /** PEM file of the API server's CA; when it does not exist, the system's trusted CAs are used. */
  readonly caFile: string;
  readonly timeoutMs: number;
}

/**
 * One call to the API server as plain JSON (a path like `/api/v1/namespaces/ns`), as the same user, over the same
 * keep-alive connections and deadline as the typed clients: the answer parsed, or the typed clients' `ApiException`
 * (status and the API server's `Status` body) so `k8sCall` maps a refusal the same way. Half the time and a third of
 * the CPU of a typed call (client-node builds, serialises and deserialises each one through its model classes and
 * node-fetch), for the paths where the calls are the user's wait: creating a tenant.
 */
export type K8sJsonCall = <T = unknown>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) => Promise<T>;

/** The API groups operator mode calls, all authenticated as one user. */
export interface K8sClients {
  readonly server: string;
  readonly core: CoreV1Api;
  readonly custom: CustomObjectsApi;
  readonly authorization: AuthorizationV1Api;
  readonly authentication: AuthenticationV1Api;
  /** EndpointSlices (`discovery.k8s.io`). */
  readonly discovery: DiscoveryV1Api;
  readonly json: K8sJsonCall;
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
      json: this.jsonCall(token),
    };
  }

  private jsonCall(token: string): K8sJsonCall {
    const agent = this.agent();
    const base = this.target.server.replace(/\/+$/, '');
    const { timeoutMs } = this.target;
    return <T>(method: string, path: string, body?: unknown) =>
      new Promise<T>((resolve, reject) => {
        const payload = body === undefined ? undefined : JSON.stringify(body);
        const req = httpsRequest(
          `${base}${path}`,
          {
            method,
            agent,
            signal: AbortSignal.timeout(timeoutMs),
            headers: {
              Authorization: `Bearer ${token}`,
              Accept: 'application/json',
              ...(payload === undefined
                ? {}
                : { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) }),
            },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('error', reject);
            res.on('end', () => {
              const text = Buffer.concat(chunks).toString('utf8');
              let answer: unknown = text;
              try {
                answer = text ? JSON.parse(text) : undefined;
              } catch {
                // not JSON (a proxy's error page): kept as text, which k8sCall shows as the message
              }
              const status = res.statusCode ?? 0;
              if (status >= 200 && status < 300) resolve(answer as T);
              else
                reject(
                  new ApiException(status, res.statusMessage ?? '', answer, res.headers as Record<string, string>),
                );
            });
          },
        );
        watchUpstreamRequest(req, 'kubernetes');
        req.on('error', reject);
        req.end(payload);
      });
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
