import type { V1Deployment, V1Secret } from '@kubernetes/client-node';
import { kubeCall, kubeRequest } from '../../world/kube-http';
import { loadWorld, need } from '../../world/state';
import { unique } from '../../support/unique';
import { adminOf, createNamespace } from '../operator/operator-fixture';
import { HelmScratch } from './chart-kit';
import { ensureServiceMonitorCrd } from './service-monitor-crd';

const RBAC = '/apis/rbac.authorization.k8s.io/v1';

/** `helm install`, `upgrade` and `uninstall` against the test API server (objects stored; no kubelet runs pods). */
describe('chart: helm install, upgrade and uninstall', () => {
  const kube = need(loadWorld().kube, 'Kubernetes API server');
  const admin = adminOf(kube);
  const scratch = new HelmScratch();
  const release = unique('oc');
  const fullname = `${release}-object-console`;
  let namespace = '';

  beforeAll(async () => {
    namespace = await createNamespace(admin, 'chart-install');
  });

  afterAll(async () => {
    scratch.uninstall(kube, release, namespace);
    scratch.remove();
    await kubeCall(admin, 'DELETE', `/api/v1/namespaces/${namespace}`, undefined, [404]);
  });

  it('installs, keeps the session key across an upgrade, and removes its cluster-wide objects on uninstall', async () => {
    const notes = scratch.deploy(kube, 'install', release, { namespace });
    expect(notes).toContain(`kubectl -n ${namespace} create token ${fullname}`);
    expect(notes).toContain(`kubectl -n ${namespace} port-forward service/${fullname} 9090:9090`);

    const api = `/api/v1/namespaces/${namespace}`;
    const deploymentPath = `/apis/apps/v1/namespaces/${namespace}/deployments/${fullname}`;
    for (const path of [`${api}/serviceaccounts/${fullname}`, `${api}/services/${fullname}`, deploymentPath]) {
      expect((await kubeRequest(admin, 'GET', path)).status).toBe(200);
    }
    expect((await kubeRequest(admin, 'GET', `${RBAC}/clusterroles/${fullname}`)).status).toBe(200);
    expect((await kubeRequest(admin, 'GET', `${RBAC}/clusterrolebindings/${fullname}`)).status).toBe(200);
    const secretPath = `${api}/secrets/${fullname}-session`;
    const before = await kubeCall<V1Secret>(admin, 'GET', secretPath);
    expect(Object.keys(before.data ?? {}).sort()).toEqual(['passphrase', 'salt']);

    scratch.deploy(kube, 'upgrade', release, { namespace, values: { replicaCount: 2 } });
    expect((await kubeCall<V1Deployment>(admin, 'GET', deploymentPath)).spec?.replicas).toBe(2);
    // The chart read the Secret back with `lookup` instead of generating a new key: sessions survive upgrades.
    expect((await kubeCall<V1Secret>(admin, 'GET', secretPath)).data).toEqual(before.data);

    scratch.uninstall(kube, release, namespace);
    expect((await kubeRequest(admin, 'GET', `${RBAC}/clusterroles/${fullname}`)).status).toBe(404);
    expect((await kubeRequest(admin, 'GET', `${RBAC}/clusterrolebindings/${fullname}`)).status).toBe(404);
  }, 120_000);

  it('installs the production scenario: ServiceMonitor, PodDisruptionBudget and NetworkPolicy stored as rendered', async () => {
    await ensureServiceMonitorCrd(admin);
    const production = unique('prod');
    const name = `${production}-object-console`;
    try {
      const notes = scratch.deploy(kube, 'install', production, { namespace, ciFile: 'production-values.yaml' });
      expect(notes).toContain(`helm test ${production} -n ${namespace}`);
      expect(notes).toContain('with "Authorization: Bearer <key token of Secret console-metrics>"');
      const monitor = await kubeCall<{ spec: { endpoints: Array<{ path: string; port: string }> } }>(
        admin,
        'GET',
        `/apis/monitoring.coreos.com/v1/namespaces/${namespace}/servicemonitors/${name}`,
      );
      expect(monitor.spec.endpoints.map((e) => `${e.port} ${e.path}`)).toEqual(['http /metrics']);
      const budget = await kubeCall<{ spec: { maxUnavailable: number } }>(
        admin,
        'GET',
        `/apis/policy/v1/namespaces/${namespace}/poddisruptionbudgets/${name}`,
      );
      expect(budget.spec.maxUnavailable).toBe(1);
      const policy = await kubeCall<{ spec: { policyTypes: string[] } }>(
        admin,
        'GET',
        `/apis/networking.k8s.io/v1/namespaces/${namespace}/networkpolicies/${name}`,
      );
      expect(policy.spec.policyTypes).toEqual(['Ingress', 'Egress']);
      const deployment = await kubeCall<V1Deployment>(
        admin,
        'GET',
        `/apis/apps/v1/namespaces/${namespace}/deployments/${name}`,
      );
      expect(deployment.spec?.template.spec?.containers[0]?.image).toMatch(/@sha256:[0-9a-f]{64}$/);
      expect(deployment.spec?.template.spec?.topologySpreadConstraints).toHaveLength(2);
    } finally {
      scratch.uninstall(kube, production, namespace);
    }
    expect(
      (
        await kubeRequest(
          admin,
          'GET',
          `/apis/monitoring.coreos.com/v1/namespaces/${namespace}/servicemonitors/${name}`,
        )
      ).status,
    ).toBe(404);
  }, 120_000);
});
