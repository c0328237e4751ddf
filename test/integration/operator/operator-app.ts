import { apiClient, type ApiClient } from '@test/support/api-client';
import { jsonHeaders, sessionCookieOf, startApp, type AppUnderTest } from '@test/support/app-under-test';
import { Cleanup } from '@test/support/cleanup';
import type { KubeConnection } from '@test/world/kube-http';
import { loadWorld, need, type KubeServer } from '@test/world/state';
import { adminOf, createNamespace, mintIdentity, removeNamespace, type RbacRule } from './operator-fixture';

/** The console in operator mode against the test API server. */
export function startOperatorApp(kube: KubeServer, env: Record<string, string> = {}): Promise<AppUnderTest> {
  return startApp({
    CONSOLE_OPERATOR_MODE: 'on',
    CONSOLE_K8S_API_SERVER: kube.server,
    CONSOLE_K8S_CA_FILE: kube.caFile,
    ...env,
  });
}

/** `POST /login/operator`; the raw response, for tests of refusals and of the cookie itself. */
export function postOperatorLogin(base: string, jwt: string): Promise<Response> {
  return fetch(`${base}/api/v1/login/operator`, {
    method: 'POST',
    headers: jsonHeaders,
    body: JSON.stringify({ jwt }),
  });
}

/** Logs in with a token (the Operator Login screen's call) and returns a client for the session. */
export async function operatorClient(base: string, jwt: string): Promise<ApiClient> {
  const res = await postOperatorLogin(base, jwt);
  if (res.status !== 204) throw new Error(`operator login failed: ${res.status} ${await res.text()}`);
  const claims = JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub?: string };
  return apiClient(base, sessionCookieOf(res), claims.sub ?? '');
}

/** The path params of a call on one tenant, and of what of it the path names besides (`{ pod }`). */
export function inTenant<More extends Readonly<Record<string, string>> = Record<never, never>>(
  namespace: string,
  tenant: string,
  more?: More,
) {
  return { params: { path: { namespace, tenant, ...more } as { namespace: string; tenant: string } & More } };
}

/** The console in operator mode for one test file, and what its tests make in the cluster, removed at the end. */
export interface OperatorFixture {
  readonly kube: KubeServer;
  /** The API server's admin, for set-up and for checking what really happened. */
  readonly admin: KubeConnection;
  readonly app: AppUnderTest;
  readonly cleanup: Cleanup;
  /** A namespace of this file, removed at the end with the tenants, pods and claims in it. */
  namespace(prefix: string): Promise<string>;
  /** A service account with a ClusterRole of exactly `rules`, logged in; removed at the end. */
  persona(rules: RbacRule[]): Promise<ApiClient>;
  login(jwt: string): Promise<ApiClient>;
}

/** Starts the console in operator mode for one test file (beforeAll) and removes what the tests made (afterAll). */
export function operatorFixture(env: Record<string, string> = {}): OperatorFixture {
  const kube = need(loadWorld().kube, 'Kubernetes API server');
  const admin = adminOf(kube);
  const cleanup = new Cleanup();
  let app: AppUnderTest | undefined;
  beforeAll(async () => {
    app = await startOperatorApp(kube, env);
  }, 60_000);
  afterAll(async () => {
    try {
      await cleanup.run();
    } finally {
      await app?.close();
    }
  }, 120_000);
  const fixture: OperatorFixture = {
    kube,
    admin,
    cleanup,
    get app() {
      if (!app) throw new Error('the operator fixture is used before its beforeAll ran');
      return app;
    },
    async namespace(prefix) {
      const name = await createNamespace(admin, prefix);
      cleanup.later(() => removeNamespace(admin, name));
      return name;
    },
    async persona(rules) {
      const identity = await mintIdentity(admin, kube.namespace, rules);
      cleanup.later(() => identity.remove());
      return fixture.login(identity.token);
    },
    login: (jwt) => operatorClient(fixture.app.base, jwt),
  };
  return fixture;
}
