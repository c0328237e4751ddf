import { test as base, expect, type Page } from '@playwright/test';
import { kubeCall, kubeRequest, type KubeConnection } from '../../world/kube-http';
import { loadWorld, need, type KubeServer, type WorldState } from '../../world/state';
import { startConsole, type ConsoleInstance } from '../../support/console-process';
import {
  adminOf,
  createNamespace,
  createTenant,
  mintIdentity,
  TENANTS,
  type MintedIdentity,
  type TenantStatusFixture,
} from '../../integration/operator/operator-fixture';

/** What an operator using the console may do: the tenant pages, their pods, claims and events, and the proxy. */
const OPERATOR_RULES = [
  { apiGroups: ['minio.min.io'], resources: ['tenants'], verbs: ['get', 'list', 'update', 'patch', 'delete'] },
  { apiGroups: [''], resources: ['pods'], verbs: ['get', 'list', 'delete'] },
  { apiGroups: [''], resources: ['pods/log'], verbs: ['get'] },
  { apiGroups: [''], resources: ['persistentvolumeclaims', 'events', 'services', 'endpoints'], verbs: ['get', 'list'] },
  { apiGroups: [''], resources: ['secrets'], verbs: ['get'] },
  { apiGroups: ['discovery.k8s.io'], resources: ['endpointslices'], verbs: ['get', 'list'] },
];

/** One test file's cluster: its namespace, the admin connection for set-up, and clean-up of what it made. */
export class OperatorWorld {
  private readonly tenants: string[] = [];

  constructor(
    readonly admin: KubeConnection,
    readonly namespace: string,
  ) {}

  /** A one-pool tenant (4 × 2 × 1Gi), with the status the operator would have written when given. */
  async tenant(name: string, status?: TenantStatusFixture): Promise<string> {
    await createTenant(this.admin, this.namespace, name, status);
    this.tenants.push(name);
    return name;
  }

  /** The Tenant object as the API server has it now; `undefined` once it is gone. */
  async readTenant(name: string): Promise<Record<string, unknown> | undefined> {
    const res = await kubeRequest<Record<string, unknown>>(
      this.admin,
      'GET',
      `${TENANTS}/namespaces/${this.namespace}/tenants/${name}`,
    );
    return res.status === 200 ? res.body : undefined;
  }

  /**
   * A pod of the tenant as its StatefulSet would make it, with the status a kubelet would report (none runs here).
   * `node` binds it to a node; an unbound pod is removed at once when deleted (no kubelet has to confirm).
   */
  async pod(tenant: string, name: string, node?: string): Promise<void> {
    const path = `/api/v1/namespaces/${this.namespace}/pods`;
    const pod = await kubeCall<Record<string, unknown>>(this.admin, 'POST', path, {
      apiVersion: 'v1',
      kind: 'Pod',
      metadata: { name, labels: { 'v1.min.io/tenant': tenant } },
      spec: { ...(node ? { nodeName: node } : {}), containers: [{ name: 'minio', image: 'minio/minio' }] },
    });
    await kubeCall(this.admin, 'PUT', `${path}/${name}/status`, {
      ...pod,
      status: {
        phase: 'Running',
        podIP: '10.1.2.3',
        containerStatuses: [
          { name: 'minio', image: 'minio/minio', imageID: '', ready: true, restartCount: 3, state: { running: {} } },
        ],
      },
    });
  }

  /** An event about a pod, as the kubelet would record it. */
  async podEvent(pod: string, reason: string, message: string): Promise<void> {
    const { metadata } = await kubeCall<{ metadata: { uid: string } }>(
      this.admin,
      'GET',
      `/api/v1/namespaces/${this.namespace}/pods/${pod}`,
    );
    await kubeCall(this.admin, 'POST', `/api/v1/namespaces/${this.namespace}/events`, {
      apiVersion: 'v1',
      kind: 'Event',
      metadata: { name: `${pod}.${reason.toLowerCase()}` },
      involvedObject: { kind: 'Pod', namespace: this.namespace, name: pod, uid: metadata.uid },
      reason,
      message,
      type: 'Normal',
      lastTimestamp: new Date().toISOString(),
    });
  }

  /** A claim of the tenant's volumes. */
  async pvc(tenant: string, name: string, storageClassName: string): Promise<void> {
    await kubeCall(this.admin, 'POST', `/api/v1/namespaces/${this.namespace}/persistentvolumeclaims`, {
      apiVersion: 'v1',
      kind: 'PersistentVolumeClaim',
      metadata: { name, labels: { 'v1.min.io/tenant': tenant } },
      spec: { accessModes: ['ReadWriteOnce'], storageClassName, resources: { requests: { storage: '1Gi' } } },
    });
  }

  /** Whether a pod still exists (a deleted pod bound to a node may linger, marked for deletion). */
  async podExists(name: string): Promise<boolean> {
    const res = await kubeRequest<{ metadata?: { deletionTimestamp?: string } }>(
      this.admin,
      'GET',
      `/api/v1/namespaces/${this.namespace}/pods/${name}`,
    );
    return res.status === 200 && !res.body.metadata?.deletionTimestamp;
  }

  async cleanUp(): Promise<void> {
    const ns = this.namespace;
    for (const name of this.tenants) {
      await kubeCall(this.admin, 'DELETE', `${TENANTS}/namespaces/${ns}/tenants/${name}`, undefined, [404]);
    }
    await kubeCall(this.admin, 'DELETE', `/api/v1/namespaces/${ns}/pods?gracePeriodSeconds=0`, undefined, [404]);
    await kubeCall(this.admin, 'DELETE', `/api/v1/namespaces/${ns}/persistentvolumeclaims`, undefined, [404]);
    await kubeCall(this.admin, 'DELETE', `/api/v1/namespaces/${ns}`, undefined, [404]);
  }
}

interface OperatorWorkerFixtures {
  world: WorldState;
  kube: KubeServer;
  operatorConsole: ConsoleInstance;
  operatorIdentity: MintedIdentity;
}

/**
 * Fixtures of the operator-mode tests: a console started with CONSOLE_OPERATOR_MODE=on against the world's API
 * server, a service account with a ClusterRole of what the operator pages use and its minted token, and a namespace
 * per test (`cluster`) that is removed afterwards.
 */
export const test = base.extend<{ cluster: OperatorWorld }, OperatorWorkerFixtures>({
  world: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      await use(loadWorld());
    },
    { scope: 'worker' },
  ],
  kube: [
    async ({ world }, use) => {
      await use(need(world.kube, 'Kubernetes API server'));
    },
    { scope: 'worker' },
  ],
  operatorConsole: [
    async ({ kube }, use) => {
      const instance = await startConsole({
        CONSOLE_OPERATOR_MODE: 'on',
        CONSOLE_K8S_API_SERVER: kube.server,
        CONSOLE_K8S_CA_FILE: kube.caFile,
        // No cluster DNS or kube-proxy here: the proxy reaches a tenant's console by its Service's endpoints.
        CONSOLE_TENANT_ADDRESS_MODE: 'endpoints',
      });
      await use(instance);
      await instance.stop();
    },
    { scope: 'worker' },
  ],
  operatorIdentity: [
    async ({ kube }, use) => {
      const identity = await mintIdentity(adminOf(kube), kube.namespace, OPERATOR_RULES);
      await use(identity);
      await identity.remove();
    },
    { scope: 'worker' },
  ],
  cluster: async ({ kube }, use) => {
    const admin = adminOf(kube);
    const world = new OperatorWorld(admin, await createNamespace(admin, 'e2e-op'));
    await use(world);
    await world.cleanUp();
  },
});

export { expect };

/** Logs in with a service-account token on the Operator Login screen and waits for the tenants list. */
export async function operatorLogin(page: Page, baseUrl: string, token: string): Promise<void> {
  await page.goto(`${baseUrl}login`);
  await expect(page.getByRole('heading', { name: 'Operator Login' })).toBeVisible();
  await page.getByTestId('login-jwt').fill(token);
  await page.getByTestId('login-button').click();
  // The session asks the API server several access reviews; on a busy machine that takes a while.
  await expect(page.getByTestId('side-menu')).toBeVisible(FIRST_ANSWER);
}

export const GiB = 2 ** 30;

/**
 * The deadline for the first data a freshly opened page shows: its first calls go to the API server with the user's
 * token, which on a machine shared by several test runs can take longer than the default 10 s.
 */
export const FIRST_ANSWER = { timeout: 30_000 } as const;
