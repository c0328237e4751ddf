import { kubeCall, kubeRequest, type KubeConnection } from '../../world/kube-http';
import { loadWorld, need } from '../../world/state';
import { adminOf, createNamespace } from '../operator/operator-fixture';
import { ciValuesFiles, HelmScratch, only, type K8sObject } from './chart-kit';
import { ensureServiceMonitorCrd } from './service-monitor-crd';

interface ApiResourceList {
  resources: Array<{ name: string; kind: string; namespaced: boolean }>;
}

/** The collection URL of an object, found through the API server's own discovery (no hand-written table). */
async function collectionPath(admin: KubeConnection, object: K8sObject, namespace: string): Promise<string> {
  const base = object.apiVersion.includes('/') ? `/apis/${object.apiVersion}` : `/api/${object.apiVersion}`;
  const list = await kubeCall<ApiResourceList>(admin, 'GET', base);
  const resource = list.resources.find((r) => r.kind === object.kind && !r.name.includes('/'));
  if (!resource) throw new Error(`the API server does not serve ${object.kind} in ${object.apiVersion}`);
  return resource.namespaced ? `${base}/namespaces/${namespace}/${resource.name}` : `${base}/${resource.name}`;
}

/** Server-side dry-run of every rendered object: the real API server validates it, strictly, and stores nothing. */
describe('chart: server-side dry-run against the test API server', () => {
  const kube = need(loadWorld().kube, 'Kubernetes API server');
  const admin = adminOf(kube);
  const scratch = new HelmScratch();
  let namespace = '';

  beforeAll(async () => {
    namespace = await createNamespace(admin, 'chart-dry-run');
    // The production scenario has a ServiceMonitor: checked against prometheus-operator's real CRD.
    await ensureServiceMonitorCrd(admin);
  }, 60_000);

  afterAll(async () => {
    scratch.remove();
    await kubeCall(admin, 'DELETE', `/api/v1/namespaces/${namespace}`, undefined, [404]);
  });

  const dryRun = async (object: K8sObject) =>
    kubeRequest<{ message?: string }>(
      admin,
      'POST',
      `${await collectionPath(admin, object, namespace)}?dryRun=All&fieldValidation=Strict`,
      object,
    );

  it.each(['(defaults)', ...ciValuesFiles()])('accepts every object rendered with %s', async (file) => {
    const objects = scratch.render({ namespace, ...(file === '(defaults)' ? {} : { ciFile: file }) });
    expect(objects.length).toBeGreaterThanOrEqual(2);
    for (const object of objects) {
      const res = await dryRun(object);
      expect({ kind: object.kind, status: res.status, message: res.body.message }).toEqual({
        kind: object.kind,
        status: 201,
        message: undefined,
      });
    }
    // A dry run stores nothing.
    const deployment = only<K8sObject>(objects, 'Deployment');
    const stored = await kubeRequest(
      admin,
      'GET',
      `/apis/apps/v1/namespaces/${namespace}/deployments/${deployment.metadata.name}`,
    );
    expect(stored.status).toBe(404);
  });

  it('refuses an object the API server would not store, so the acceptances above mean something', async () => {
    const deployment = only<
      K8sObject & { spec: { template: { spec: { containers: Array<Record<string, unknown>> } } } }
    >(scratch.render({ namespace }), 'Deployment');
    const [container] = deployment.spec.template.spec.containers;
    const tampered = {
      ...deployment,
      spec: {
        ...deployment.spec,
        template: {
          ...deployment.spec.template,
          spec: {
            ...deployment.spec.template.spec,
            containers: [{ ...container, securityContext: { readOnlyRootFileSystem: true } }],
          },
        },
      },
    };
    const res = await dryRun(tampered);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/unknown field.*readOnlyRootFileSystem/);
  });
});
