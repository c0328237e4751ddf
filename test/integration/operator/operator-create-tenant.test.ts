import type { CreateTenantRequest } from '@contract/generated/api';
import { dataOf, type ApiClient } from '@test/support/api-client';
import { unique } from '@test/support/unique';
import { kubeCall, kubeRequest } from '@test/world/kube-http';
import { operatorFixture } from './operator-app';
import { TENANTS, tokenFor } from './operator-fixture';
import { ClusterCapacity, removeSecrets, WIZARD_RULES } from './cluster-capacity-fixture';

const GiB = 2 ** 30;
const RBAC = '/apis/rbac.authorization.k8s.io/v1';

/** A Base64 "file" for the certificate slots (the API server keeps kubernetes.io/tls data without parsing it). */
const pem = (text: string) =>
  Buffer.from(`-----BEGIN CERTIFICATE-----\n${text}\n-----END CERTIFICATE-----\n`).toString('base64');

/**
 * The create-tenant wizard's calls against the real API server (no operator runs here, so a created Tenant is only
 * an object): `POST /tenants` writes the Secrets and the Tenant as the user, the look-ups answer from Node,
 * StorageClass and ResourceQuota objects the test makes as a kubelet or an administrator would, every rule of
 * spec 03 §5 is a 400 with nothing created, and a failure half-way leaves nothing behind (or says what is left).
 */
describe('operator mode: creating a tenant', () => {
  const world = operatorFixture();
  const { admin } = world;
  const cluster = new ClusterCapacity(admin);
  let user: ApiClient;
  let storageClass = '';
  let nodeLabel = '';
  // Far more than any other test's nodes, so the 4th largest is ours whatever runs beside.
  const nodeMemory = '4000Ti';

  beforeAll(async () => {
    world.cleanup.later(() => cluster.remove());
    user = await world.persona(WIZARD_RULES);
    storageClass = await cluster.storageClass();
    nodeLabel = unique('rack');
    for (let i = 0; i < 4; i++) await cluster.node(nodeMemory, { 'it.example.com/rack': nodeLabel });
  }, 120_000);

  async function namespace(prefix = 'it-wiz'): Promise<string> {
    const name = await world.namespace(prefix);
    world.cleanup.later(() => removeSecrets(admin, name));
    return name;
  }

  function request(ns: string, name: string, more: Partial<CreateTenantRequest> = {}): CreateTenantRequest {
    return {
      name,
      namespace: ns,
      enable_tls: true,
      enable_console: true,
      enable_prometheus: true,
      expose_minio: true,
      expose_console: true,
      erasureCodingParity: 2,
      pools: [
        {
          name: 'pool-0',
          servers: 4,
          volumes_per_server: 1,
          volume_configuration: { size: 25 * GiB, storage_class_name: storageClass },
          resources: { requests: { memory: '2Gi' }, limits: { memory: '2Gi' } },
        },
      ],
      idp: { keys: [{ access_key: 'console-user-1', secret_key: 'console-secret-123456' }] },
      ...more,
    };
  }

  const secretsOf = async (ns: string, tenant: string) =>
    (
      await kubeCall<{ items: Array<{ metadata: { name: string } }> }>(
        admin,
        'GET',
        `/api/v1/namespaces/${ns}/secrets?labelSelector=${encodeURIComponent(`v1.min.io/tenant=${tenant}`)}`,
      )
    ).items.map((secret) => secret.metadata.name);
  const tenantStatus = async (ns: string, tenant: string) =>
    (await kubeRequest(admin, 'GET', `${TENANTS}/namespaces/${ns}/tenants/${tenant}`)).status;
  const secretText = async (ns: string, name: string, key: string) => {
    const secret = await kubeCall<{ data: Record<string, string> }>(
      admin,
      'GET',
      `/api/v1/namespaces/${ns}/secrets/${name}`,
    );
    return Buffer.from(secret.data[key] ?? '', 'base64').toString('utf8');
  };

  it('creates the Secrets and the Tenant, and answers the console credentials once', async () => {
    const ns = await namespace();
    const name = unique('wiz');
    const body = request(ns, name, {
      tls: { minio: [{ crt: pem('server'), key: pem('key') }], ca_certificates: [pem('ca')] },
      encryption: {
        replicas: 2,
        server: { crt: pem('kes-server'), key: pem('kes-key') },
        client: { crt: pem('kes-client'), key: pem('kes-client-key') },
        vault: { endpoint: 'https://vault.example.com:8200', approle: { id: 'role-id', secret: 'role-secret' } },
      },
    });
    const res = await user.POST('/api/v1/tenants', { body });
    expect(res.status).toBe(201);
    expect(dataOf(res)).toEqual({
      console: [{ access_key: 'console-user-1', secret_key: 'console-secret-123456' }],
      externalIDP: false,
    });

    const tenant = await kubeCall<{
      metadata: { labels: Record<string, string>; annotations: Record<string, string> };
      spec: Record<string, unknown>;
    }>(admin, 'GET', `${TENANTS}/namespaces/${ns}/tenants/${name}`);
    expect(tenant.metadata.annotations).toMatchObject({ 'prometheus.io/scrape': 'true' });
    expect(tenant.spec).toMatchObject({
      configuration: { name: `${name}-env-configuration` },
      users: [{ name: `${name}-user-0` }],
      requestAutoCert: false,
      externalCertSecret: [{ name: `${name}-tls-0`, type: 'kubernetes.io/tls' }],
      externalCaCertSecret: [{ name: `${name}-ca-certificate-0`, type: 'Opaque' }],
      externalClientCertSecret: { name: `${name}-kes-client-tls` },
      exposeServices: { minio: true, console: true },
      kes: {
        replicas: 2,
        kesSecret: { name: `${name}-kes-configuration` },
        externalCertSecret: { name: `${name}-kes-tls` },
      },
      pools: [
        {
          name: 'pool-0',
          servers: 4,
          volumesPerServer: 1,
          resources: { requests: { memory: '2Gi' } },
          volumeClaimTemplate: {
            spec: { storageClassName: storageClass, resources: { requests: { storage: '25Gi' } } },
          },
        },
      ],
    });

    expect((await secretsOf(ns, name)).sort()).toEqual(
      [
        `${name}-ca-certificate-0`,
        `${name}-env-configuration`,
        `${name}-kes-client-tls`,
        `${name}-kes-configuration`,
        `${name}-kes-tls`,
        `${name}-tls-0`,
        `${name}-user-0`,
      ].sort(),
    );
    const env = await secretText(ns, `${name}-env-configuration`, 'config.env');
    expect(env).toMatch(/^export MINIO_ROOT_USER="[A-Za-z0-9]{20}"$/m);
    expect(env).toMatch(/^export MINIO_ROOT_PASSWORD="[A-Za-z0-9]{40}"$/m);
    expect(env).toContain('export MINIO_STORAGE_CLASS_STANDARD="EC:2"');
    expect(await secretText(ns, `${name}-user-0`, 'CONSOLE_ACCESS_KEY')).toBe('console-user-1');
    expect(await secretText(ns, `${name}-kes-configuration`, 'server-config.yaml')).toContain(
      'endpoint: https://vault.example.com:8200',
    );
    expect(await secretText(ns, `${name}-tls-0`, 'tls.crt')).toContain('server');
  });

  it('with an external identity provider: its settings in the env, no credentials to show', async () => {
    const ns = await namespace();
    const name = unique('wiz-oidc');
    const oidc = {
      configuration_url: 'https://idp.example.com/.well-known/openid-configuration',
      client_id: 'c',
      secret_id: 's',
      claim_name: 'policy',
    };
    const res = await user.POST('/api/v1/tenants', { body: request(ns, name, { idp: { oidc }, enable_tls: false }) });
    expect(res.error).toBeUndefined();
    expect(dataOf(res)).toEqual({ console: [], externalIDP: true });
    const env = await secretText(ns, `${name}-env-configuration`, 'config.env');
    expect(env).toContain(`export MINIO_IDENTITY_OPENID_CONFIG_URL="${oidc.configuration_url}"`);
    const tenant = await kubeCall<{ spec: { requestAutoCert: boolean; users?: unknown } }>(
      admin,
      'GET',
      `${TENANTS}/namespaces/${ns}/tenants/${name}`,
    );
    expect(tenant.spec.requestAutoCert).toBe(false);
    expect(tenant.spec.users).toBeUndefined();
  });

  it('answers the look-ups of the wizard steps from the cluster', async () => {
    const max = await user.GET('/api/v1/cluster/max-allocatable-memory', { params: { query: { num_nodes: 4 } } });
    expect(dataOf(max)).toEqual({ max_memory: 4000 * 2 ** 40 });
    const nodes = await kubeCall<{ items: unknown[] }>(admin, 'GET', '/api/v1/nodes');
    const tooMany = await user.GET('/api/v1/cluster/max-allocatable-memory', {
      params: { query: { num_nodes: nodes.items.length + 1 } },
    });
    expect(dataOf(tooMany)).toEqual({ max_memory: 0 });

    const labels = dataOf(await user.GET('/api/v1/nodes/labels'));
    expect(labels['it.example.com/rack']).toContain(nodeLabel);

    const parity = (nodes: number, drivesPerServer: number) =>
      user.GET('/api/v1/get-parity/{nodes}/{drivesPerServer}', { params: { path: { nodes, drivesPerServer } } });
    expect(dataOf(await parity(4, 1))).toEqual({ parity: ['EC:2'] });
    expect(dataOf(await parity(4, 4)).parity[0]).toBe('EC:8');
    const none = await parity(17, 1);
    expect(none.status).toBe(400);
    expect(none.error?.message).toMatch(/No erasure-code parity is possible with 17 drives/);

    const ns = await namespace();
    const quota = (namespace: string) =>
      user.GET('/api/v1/namespaces/{namespace}/resourcequotas/{resourceQuota}', {
        params: { path: { namespace, resourceQuota: `${namespace}-storagequota` } },
      });
    const unlimited = dataOf(await quota(ns));
    expect(unlimited.elements).toContainEqual({
      name: `${storageClass}.storageclass.storage.k8s.io/requests.storage`,
      hard: Number.MAX_SAFE_INTEGER,
      used: 0,
    });
    await cluster.storageQuota(ns, storageClass, '100Gi', '40Gi');
    expect(dataOf(await quota(ns)).elements).toEqual([
      { name: `${storageClass}.storageclass.storage.k8s.io/requests.storage`, hard: 100 * GiB, used: 40 * GiB },
    ]);
    const missing = unique('it-nope');
    expect((await quota(missing)).status).toBe(404);

    const created = await user.POST('/api/v1/namespace', { body: { name: missing } });
    expect(created.status).toBe(204);
    world.cleanup.later(() => kubeCall(admin, 'DELETE', `/api/v1/namespaces/${missing}`, undefined, [404]));
    expect((await kubeRequest(admin, 'GET', `/api/v1/namespaces/${missing}`)).status).toBe(200);
    expect((await quota(missing)).status).toBe(200);
  });

  it('refuses each broken rule with a 400 naming it, and creates nothing', async () => {
    const ns = await namespace();
    const quotaNs = await namespace('it-wiz-quota');
    await cluster.storageQuota(quotaNs, storageClass, '100Gi', '40Gi');
    const pool = (more: Partial<CreateTenantRequest['pools'][number]>) => [{ ...request(ns, 'x').pools[0]!, ...more }];
    const cases: Array<[string, CreateTenantRequest, RegExp]> = [
      ['a name that is not DNS-1123', request(ns, '-bad-name'), /Name must start and end with a lowercase letter/],
      [
        'a namespace that does not exist',
        request(unique('it-absent'), unique('wiz')),
        /namespace it-absent-\w+ does not exist; create it first/,
      ],
      [
        'parity impossible for the size',
        request(ns, unique('wiz'), { pools: pool({ servers: 17 }) }),
        /No erasure-code parity is possible with 17 drives/,
      ],
      [
        'more servers than a pool takes',
        request(ns, unique('wiz'), { pools: pool({ servers: 1e12, volumes_per_server: 16 }) }),
        /A pool has at most 10000 servers/,
      ],
      [
        'parity not offered',
        request(ns, unique('wiz'), { erasureCodingParity: 3 }),
        /Parity EC:3 is not possible for this pool; possible: EC:2/,
      ],
      [
        'memory below 2Gi',
        request(ns, unique('wiz'), { pools: pool({ resources: { requests: { memory: '1Gi' } } }) }),
        /The requested memory size must be greater than 2Gi/,
      ],
      [
        'memory over what nodes allow',
        request(ns, unique('wiz'), { pools: pool({ resources: { requests: { memory: '5000Ti' } } }) }),
        /The requested memory is greater than the max available memory/,
      ],
      [
        'a quota the request exceeds',
        request(quotaNs, unique('wiz')),
        /Volume size must be greater than 1Gi and less than 60Gi/,
      ],
      [
        'encryption without TLS',
        request(ns, unique('wiz'), {
          enable_tls: false,
          encryption: { replicas: 1, vault: { endpoint: 'https://v', approle: { id: 'i', secret: 's' } } },
        }),
        /Server-side encryption needs TLS/,
      ],
      [
        'an image not of the form registry/name:version',
        request(ns, unique('wiz'), { image: 'minio' }),
        /Format must be of form: 'minio\/minio:VERSION'/,
      ],
      [
        'a volume below 1Gi',
        request(ns, unique('wiz'), { pools: pool({ volume_configuration: { size: GiB / 2 } }) }),
        /size/,
      ],
    ];
    for (const [rule, body, message] of cases) {
      const res = await user.POST('/api/v1/tenants', { body });
      expect({ rule, status: res.status }).toEqual({ rule, status: 400 });
      expect({ rule, message: `${res.error?.message} ${res.error?.detailedMessage}` }).toEqual({
        rule,
        message: expect.stringMatching(message),
      });
      expect(await secretsOf(body.namespace, body.name).catch(() => [])).toEqual([]);
      expect(await tenantStatus(body.namespace, body.name)).toBe(404);
    }

    // One tenant per namespace: the second is refused and the first keeps its own Secrets only.
    const first = unique('wiz');
    expect((await user.POST('/api/v1/tenants', { body: request(ns, first) })).status).toBe(201);
    const second = unique('wiz');
    const again = await user.POST('/api/v1/tenants', { body: request(ns, second) });
    expect(again.status).toBe(400);
    expect(again.error?.message).toBe('You can only create one tenant per namespace');
    expect(await secretsOf(ns, second)).toEqual([]);
  });

  it('a failure half-way removes the Secrets it made, and says which are left when it cannot', async () => {
    const ns = await namespace();
    const name = unique('wiz');
    // Someone else's Secret with the name of the tenant's first user: creating it conflicts after the env Secret.
    await kubeCall(admin, 'POST', `/api/v1/namespaces/${ns}/secrets`, {
      apiVersion: 'v1',
      kind: 'Secret',
      metadata: { name: `${name}-user-0` },
      stringData: { keep: 'me' },
    });
    const res = await user.POST('/api/v1/tenants', { body: request(ns, name) });
    expect(res.error).toMatchObject({ code: 409 });
    expect(res.error?.detailedMessage).toContain(
      `its secrets made so far were removed again (${name}-env-configuration)`,
    );
    expect(await secretsOf(ns, name)).toEqual([]);
    expect(await tenantStatus(ns, name)).toBe(404);
    expect(await secretText(ns, `${name}-user-0`, 'keep')).toBe('me');

    // A user who may create Secrets but not delete them: the answer names what now exists.
    const noDelete = await world.persona(
      WIZARD_RULES.map((rule) => (rule.resources.includes('secrets') ? { ...rule, verbs: ['create'] } : rule)),
    );
    const stuck = await noDelete.POST('/api/v1/tenants', { body: request(ns, name) });
    expect(stuck.status).toBe(409);
    expect(stuck.error?.detailedMessage).toMatch(
      new RegExp(
        `these secrets in namespace ${ns} still exist and must be removed: ${name}-env-configuration \\(Kubernetes refused: delete secrets`,
      ),
    );
    expect(await secretsOf(ns, name)).toEqual([`${name}-env-configuration`]);
    expect(await tenantStatus(ns, name)).toBe(404);
  });

  it('the Secrets are made together: one refused, the others made beside it are removed, the other one is kept', async () => {
    const ns = await namespace();
    const name = unique('wiz');
    // Someone else's Secret with the name of the tenant's first Secret (its configuration), unlabelled.
    await kubeCall(admin, 'POST', `/api/v1/namespaces/${ns}/secrets`, {
      apiVersion: 'v1',
      kind: 'Secret',
      metadata: { name: `${name}-env-configuration` },
      stringData: { keep: 'me' },
    });
    const res = await user.POST('/api/v1/tenants', { body: request(ns, name) });
    expect(res.error).toMatchObject({ code: 409 });
    expect(res.error?.message).toContain(`${name}-env-configuration`);
    // The user Secret was made beside the refused one and is gone again; the refused name is not ours to delete.
    expect(res.error?.detailedMessage).toContain(`its secrets made so far were removed again (${name}-user-0)`);
    expect(await secretsOf(ns, name)).toEqual([]);
    expect((await kubeRequest(admin, 'GET', `/api/v1/namespaces/${ns}/secrets/${name}-user-0`)).status).toBe(404);
    expect(await secretText(ns, `${name}-env-configuration`, 'keep')).toBe('me');
    expect(await tenantStatus(ns, name)).toBe(404);
  });

  it('a user whose RBAC covers one namespace creates there and gets a clear 403 elsewhere', async () => {
    const own = await namespace('it-wiz-own');
    const other = await namespace('it-wiz-other');
    const sa = unique('wiz-user');
    await kubeCall(admin, 'POST', `/api/v1/namespaces/${own}/serviceaccounts`, {
      apiVersion: 'v1',
      kind: 'ServiceAccount',
      metadata: { name: sa },
    });
    await kubeCall(admin, 'POST', `${RBAC}/namespaces/${own}/roles`, {
      apiVersion: 'rbac.authorization.k8s.io/v1',
      kind: 'Role',
      metadata: { name: sa },
      rules: [
        { apiGroups: ['minio.min.io'], resources: ['tenants'], verbs: ['get', 'list', 'create'] },
        { apiGroups: [''], resources: ['secrets'], verbs: ['create', 'delete'] },
      ],
    });
    await kubeCall(admin, 'POST', `${RBAC}/namespaces/${own}/rolebindings`, {
      apiVersion: 'rbac.authorization.k8s.io/v1',
      kind: 'RoleBinding',
      metadata: { name: sa },
      roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'Role', name: sa },
      subjects: [{ kind: 'ServiceAccount', name: sa, namespace: own }],
    });
    const scoped = await world.login(await tokenFor(admin, own, sa));
    expect(dataOf(await scoped.GET('/api/v1/session')).pages).toContain('/tenants/add');

    const elsewhere = unique('wiz');
    const refused = await scoped.POST('/api/v1/tenants', { body: request(other, elsewhere) });
    expect(refused.status).toBe(403);
    expect(refused.error?.message).toBe(`Kubernetes refused: list tenants.minio.min.io in namespace ${other}`);
    expect(await secretsOf(other, elsewhere)).toEqual([]);
    expect(await tenantStatus(other, elsewhere)).toBe(404);

    const mine = unique('wiz');
    expect((await scoped.POST('/api/v1/tenants', { body: request(own, mine) })).status).toBe(201);
    expect(await tenantStatus(own, mine)).toBe(200);
  });
});
