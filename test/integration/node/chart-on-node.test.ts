import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { eventually } from '@test/support/eventually';
import { unique } from '@test/support/unique';
import { kubeCall, kubeRequest, type KubeConnection } from '@test/world/kube-http';
import { loadWorld, need, type NodeCluster } from '@test/world/state';
import { CHART_DIR, HelmScratch } from '../chart/chart-kit';
import { createTenant } from '../operator/operator-fixture';

/**
 * The Helm chart on a real node (issue #27): the world's `node` part is a one-node cluster of its own (kubelet,
 * containerd, kube-proxy in nftables mode, CoreDNS; test/world/kube-node.ts) with this run's product image in
 * containerd. The operator's path end to end: install, a Ready pod (its probes pass), login through
 * `kubectl port-forward` with a token of the chart's service account, tenants listed with the chart's own RBAC,
 * `helm upgrade` keeps the session, `helm test` passes, `helm uninstall` leaves nothing of the release.
 */
const cluster: NodeCluster = need(loadWorld().node, 'real node (part `node`)');
if (cluster.unavailable) process.stderr.write(`real-node tests skipped: ${cluster.unavailable}\n`);
const describeNode = cluster.unavailable ? describe.skip : describe;

jest.setTimeout(300_000);

interface Pod {
  metadata: { name: string; deletionTimestamp?: string };
  status: {
    phase?: string;
    conditions?: { type: string; status: string }[];
    containerStatuses?: { name: string; ready: boolean; restartCount: number }[];
  };
}

describeNode('the chart on a real node', () => {
  const release = unique('oc').slice(0, 20).toLowerCase();
  const namespace = release;
  const fullname = `${release}-object-console`;
  const scratch = new HelmScratch();
  const forwards: ChildProcess[] = [];
  let admin: KubeConnection;
  let kubeconfig: string;
  let kubectl: string;
  let podBefore: string;
  let cookie: string;
  const headers = { 'Content-Type': 'application/json', 'X-Requested-With': 'object-console' };

  beforeAll(() => {
    if (cluster.startError) throw new Error(`the real node did not start: ${cluster.startError}`);
    admin = {
      server: need(cluster.server, 'node server'),
      ca: readFileSync(need(cluster.caFile, 'node CA'), 'utf8'),
      token: need(cluster.adminToken, 'node admin token'),
    };
    kubeconfig = need(cluster.kubeconfig, 'node kubeconfig');
    kubectl = need(cluster.kubectl, 'kubectl');
  });

  afterAll(async () => {
    for (const child of forwards) child.kill();
    if (admin) {
      scratch.helm(['uninstall', release, '--kubeconfig', kubeconfig, '-n', namespace, '--ignore-not-found']);
      await kubeRequest(admin, 'DELETE', `/api/v1/namespaces/${namespace}`);
    }
    scratch.remove();
  });

  const helmArgs = (verb: 'install' | 'upgrade', extra: readonly string[] = []) => [
    verb,
    release,
    CHART_DIR,
    '--kubeconfig',
    kubeconfig,
    '--namespace',
    namespace,
    ...(verb === 'install' ? ['--create-namespace'] : []),
    '--set',
    `image.repository=${cluster.imageRepository}`,
    '--set',
    `image.tag=${cluster.imageTag}`,
    '--set',
    'image.pullPolicy=Never',
    '--set',
    `kubernetes.apiServer=${cluster.podServer}`,
    ...extra,
    '--wait',
    '--timeout',
    '4m',
  ];

  function helmOk(args: readonly string[]): string {
    const run = scratch.helm(args);
    if (run.status !== 0) throw new Error(`helm ${args[0]} failed (${run.status}):\n${run.stderr}\n${run.stdout}`);
    return run.stdout;
  }

  /** The release's console pods (not helm test's). */
  async function consolePods(): Promise<Pod[]> {
    const list = await kubeCall<{ items: Pod[] }>(admin, 'GET', `/api/v1/namespaces/${namespace}/pods`);
    return list.items.filter((pod) => !pod.metadata.name.endsWith('-test-login'));
  }

  const isReady = (pod: Pod) =>
    !pod.metadata.deletionTimestamp &&
    pod.status.conditions?.some((c) => c.type === 'Ready' && c.status === 'True') === true &&
    (pod.status.containerStatuses ?? []).every((c) => c.ready);

  /** `kubectl port-forward svc/<fullname> :9090`, as an operator would; resolves with the local base URL. */
  async function portForward(): Promise<string> {
    const child = spawn(
      kubectl,
      [
        '--kubeconfig',
        kubeconfig,
        '-n',
        namespace,
        'port-forward',
        `svc/${fullname}`,
        ':9090',
        '--address',
        '127.0.0.1',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    forwards.push(child);
    let output = '';
    // "Forwarding from 127.0.0.1:<port> -> 9090" comes on stdout, errors on stderr.
    for (const stream of [child.stdout, child.stderr])
      stream?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const port = await eventually(
      'kubectl port-forward listening',
      async () => {
        if (child.exitCode !== null) throw new Error(`kubectl port-forward exited: ${output}`);
        return /Forwarding from 127\.0\.0\.1:(\d+)/.exec(output)?.[1];
      },
      30_000,
    );
    return `http://127.0.0.1:${port}`;
  }

  test('helm install: the console pod from this run’s image becomes Ready (its probes pass)', async () => {
    helmOk(helmArgs('install'));
    const pods = await consolePods();
    expect(pods).toHaveLength(1);
    expect(isReady(pods[0]!)).toBe(true);
    podBefore = pods[0]!.metadata.name;
    const deployment = await kubeCall<{ spec: { template: { spec: { containers: { image: string }[] } } } }>(
      admin,
      'GET',
      `/apis/apps/v1/namespaces/${namespace}/deployments/${fullname}`,
    );
    expect(deployment.spec.template.spec.containers[0]?.image).toBe(`${cluster.imageRepository}:${cluster.imageTag}`);
  });

  test('an operator logs in through kubectl port-forward with the service account’s token and lists tenants', async () => {
    const tenant = unique('tenant').toLowerCase();
    await createTenant(admin, namespace, tenant);
    // `kubectl create token`, as the chart's NOTES tell an operator.
    const token = spawnSync(kubectl, ['--kubeconfig', kubeconfig, '-n', namespace, 'create', 'token', fullname], {
      encoding: 'utf8',
    });
    expect({ status: token.status, stderr: token.stderr }).toEqual({ status: 0, stderr: '' });
    const base = await portForward();
    const login = await fetch(`${base}/api/v1/login/operator`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ jwt: token.stdout.trim() }),
    });
    expect(login.status).toBe(204);
    cookie = (login.headers.getSetCookie().find((c) => c.startsWith('oc-session=')) ?? '').split(';')[0] ?? '';
    expect(cookie).not.toBe('');
    const tenants = await fetch(`${base}/api/v1/tenants`, { headers: { ...headers, Cookie: cookie } });
    expect(tenants.status).toBe(200);
    const body = (await tenants.json()) as { tenants: { name: string; namespace: string }[] | null };
    expect(body.tenants).toContainEqual(expect.objectContaining({ name: tenant, namespace }));
  });

  test('helm upgrade rolls the pod and the session outlives it (the session Secret is kept)', async () => {
    helmOk(helmArgs('upgrade', ['--set', `podAnnotations.rolled=${unique('r')}`]));
    const next = await eventually(
      'the old pod gone and a new one Ready',
      async () => {
        const pods = await consolePods();
        const only = pods.length === 1 ? pods[0] : undefined;
        return only && only.metadata.name !== podBefore && isReady(only) ? only : undefined;
      },
      120_000,
    );
    expect(next.metadata.name).not.toBe(podBefore);
    const base = await portForward();
    const session = await fetch(`${base}/api/v1/session`, { headers: { ...headers, Cookie: cookie } });
    expect(session.status).toBe(200);
    const tenants = await fetch(`${base}/api/v1/tenants`, { headers: { ...headers, Cookie: cookie } });
    expect(tenants.status).toBe(200);
  });

  test('helm test passes: a pod logs in through the Service by its cluster DNS name', () => {
    // The hook pod is deleted once it succeeds (hook-delete-policy), so helm reports its phase, not its logs.
    const run = scratch.helm(['test', release, '--kubeconfig', kubeconfig, '-n', namespace, '--timeout', '3m']);
    expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: '' });
    expect(run.stdout).toMatch(/test-login\s+Last Started:[^\n]*\n\s*Last Completed:[^\n]*\n\s*Phase:\s+Succeeded/);
  });

  test('helm uninstall leaves nothing of the release', async () => {
    helmOk(['uninstall', release, '--kubeconfig', kubeconfig, '-n', namespace, '--wait', '--timeout', '2m']);
    // What the controller-manager puts in every namespace is not the release's; the test's Tenant is deleted first.
    await kubeRequest(admin, 'DELETE', `/apis/minio.min.io/v2/namespaces/${namespace}/tenants?`);
    const left = await eventually(
      'the release’s objects gone',
      async () => {
        const found: string[] = [];
        for (const kind of ['pods', 'services', 'secrets', 'serviceaccounts', 'configmaps', 'endpoints']) {
          const list = await kubeCall<{ items: { metadata: { name: string } }[] }>(
            admin,
            'GET',
            `/api/v1/namespaces/${namespace}/${kind}`,
          );
          for (const item of list.items)
            if (!['kube-root-ca.crt', 'default'].includes(item.metadata.name))
              found.push(`${kind}/${item.metadata.name}`);
        }
        for (const path of [
          `/apis/apps/v1/namespaces/${namespace}/deployments`,
          `/apis/apps/v1/namespaces/${namespace}/replicasets`,
          '/apis/rbac.authorization.k8s.io/v1/clusterroles',
          '/apis/rbac.authorization.k8s.io/v1/clusterrolebindings',
        ]) {
          const list = await kubeCall<{ items: { metadata: { name: string } }[] }>(admin, 'GET', path);
          for (const item of list.items)
            if (item.metadata.name.startsWith(release)) found.push(`${path}/${item.metadata.name}`);
        }
        return found.length === 0 ? found : undefined;
      },
      120_000,
    ).catch(async (error: unknown) => {
      throw new Error(`${String(error)}; still there: ${JSON.stringify(await consolePods())}`);
    });
    expect(left).toEqual([]);
  });
});
