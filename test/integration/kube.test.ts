import { ApiException, CoreV1Api, CustomObjectsApi, KubeConfig } from '@kubernetes/client-node';
import { randomBytes } from 'node:crypto';
import { loadWorld, need, type KubeServer } from '../world/state';

/**
 * The test Kubernetes world is a real API server: a service-account JWT from TokenRequest authenticates, RBAC decides,
 * and the Tenant CRD validates and stores objects. Operator-mode tests build on exactly these guarantees.
 */

/** A client configuration that authenticates as the test service account, the way the console will. */
function serviceAccountConfig(kube: KubeServer): KubeConfig {
  const config = new KubeConfig();
  config.loadFromOptions({
    clusters: [{ name: 'test', server: kube.server, caFile: kube.caFile, skipTLSVerify: false }],
    users: [{ name: kube.serviceAccount, token: kube.serviceAccountToken }],
    contexts: [{ name: 'test', cluster: 'test', user: kube.serviceAccount }],
    currentContext: 'test',
  });
  return config;
}

const tenantApi = { group: 'minio.min.io', version: 'v2', plural: 'tenants' } as const;

describe('test Kubernetes API server', () => {
  const kube = need(loadWorld().kube, 'Kubernetes API server');
  const config = serviceAccountConfig(kube);
  const core = config.makeApiClient(CoreV1Api);
  const custom = config.makeApiClient(CustomObjectsApi);
  const tenantName = `tenant-${randomBytes(3).toString('hex')}`;

  afterAll(async () => {
    await custom
      .deleteNamespacedCustomObject({ ...tenantApi, namespace: kube.namespace, name: tenantName })
      .catch(() => undefined);
  });

  it('lets the service account list namespaces', async () => {
    const namespaces = await core.listNamespace();
    expect(namespaces.items.map((ns) => ns.metadata?.name)).toContain(kube.namespace);
  });

  it('forbids the service account to read secrets (RBAC is enforced)', async () => {
    const error: unknown = await core.listNamespacedSecret({ namespace: kube.namespace }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiException);
    expect((error as ApiException<unknown>).code).toBe(403);
  });

  it('creates a v2 Tenant and reads it back unchanged', async () => {
    const pool = {
      name: 'pool-0',
      servers: 4,
      volumesPerServer: 1,
      volumeClaimTemplate: {
        metadata: { name: 'data' },
        spec: { accessModes: ['ReadWriteOnce'], resources: { requests: { storage: '1Gi' } } },
      },
    };
    const body = {
      apiVersion: 'minio.min.io/v2',
      kind: 'Tenant',
      metadata: { name: tenantName, namespace: kube.namespace, labels: { app: 'object-console-test' } },
      spec: { image: 'minio/minio:RELEASE.2022-12-12T19-27-27Z', requestAutoCert: false, pools: [pool] },
    };
    const created = (await custom.createNamespacedCustomObject({
      ...tenantApi,
      namespace: kube.namespace,
      body,
    })) as typeof body;
    expect(created.metadata.name).toBe(tenantName);

    const read = (await custom.getNamespacedCustomObject({
      ...tenantApi,
      namespace: kube.namespace,
      name: tenantName,
    })) as typeof body & { metadata: { uid?: string } };
    expect(read.apiVersion).toBe('minio.min.io/v2');
    expect(read.kind).toBe('Tenant');
    expect(read.metadata.uid).toEqual(expect.any(String));
    expect(read.metadata.labels).toEqual(body.metadata.labels);
    expect(read.spec).toEqual(body.spec);
  });
});
