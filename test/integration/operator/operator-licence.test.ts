import { dataOf } from '@test/support/api-client';
import { fakeSubnetService, type FakeSubnetService } from '@test/support/fake-subnet-service';
import { LicenceKeys } from '@test/support/licence-keys';
import { kubeCall, kubeRequest } from '@test/world/kube-http';
import { loadWorld, need } from '@test/world/state';
import { inTenant, operatorFixture } from './operator-app';
import { adminOf, createNamespace, createTenant, removeNamespace, TENANTS } from './operator-fixture';

jest.setTimeout(120_000);

/**
 * The licence in operator mode: kept in the Secret `subnet-license` of the console's namespace (here one of this
 * file's own, CONSOLE_SUBSCRIPTION_NAMESPACE), Refresh through the provider's service (on the internet, replaced by
 * `fakeSubnetService`, the only double), and attached to a tenant through its configuration Secret.
 */
const keys = new LicenceKeys();
const admin = adminOf(need(loadWorld().kube, 'Kubernetes API server'));
const env: Record<string, string> = { CONSOLE_SUBSCRIPTION_PUBLIC_KEY: keys.publicKeyPem };
let service: FakeSubnetService;
let consoleNamespace = '';
let first = '';
let renewed = '';

beforeAll(async () => {
  consoleNamespace = await createNamespace(admin, 'op-lic-console');
  first = await keys.licence({ org: 'Operator Org', plan: 'STANDARD', cap: 100, sub: 'ops@example.com' });
  renewed = await keys.licence({ org: 'Operator Org', plan: 'ENTERPRISE', cap: 400, sub: 'ops@example.com' });
  service = await fakeSubnetService(
    { 'ops@example.com': { password: 'pw-right', licence: first } },
    { [first]: renewed },
  );
  env.CONSOLE_SUBSCRIPTION_SERVICE_URL = service.url;
  env.CONSOLE_SUBSCRIPTION_NAMESPACE = consoleNamespace;
});
const world = operatorFixture(env);
afterAll(async () => {
  await service.close();
  await removeNamespace(admin, consoleNamespace);
});

const RULES = [
  { apiGroups: ['minio.min.io'], resources: ['tenants'], verbs: ['get', 'list', 'update'] },
  { apiGroups: [''], resources: ['secrets'], verbs: ['get', 'create', 'update'] },
];

const storedLicence = async () => {
  const res = await kubeRequest<{ data: Record<string, string> }>(
    admin,
    'GET',
    `/api/v1/namespaces/${consoleNamespace}/secrets/subnet-license`,
  );
  return res.status === 200 ? Buffer.from(res.body.data['license'] ?? '', 'base64').toString() : undefined;
};

describe('operator mode: the subscription licence', () => {
  it('activates by account, refreshes from the provider, and attaches the licence to a tenant', async () => {
    const user = await world.persona(RULES);
    expect(dataOf(await user.GET('/api/v1/subscription/info'))).toEqual({ status: 'none' });
    const noLicence = await user.POST('/api/v1/subscription/refresh');
    expect(noLicence.status).toBe(409);

    const activated = await user.POST('/api/v1/subscription/validate', {
      body: { email: 'ops@example.com', password: 'pw-right' },
    });
    expect(activated).toMatchObject({ status: 200, data: { status: 'valid', organization: 'Operator Org' } });
    expect(await storedLicence()).toBe(first);

    const refreshed = await user.POST('/api/v1/subscription/refresh');
    expect(refreshed).toMatchObject({
      status: 200,
      data: { status: 'valid', plan: 'ENTERPRISE', storage_capacity: 400 },
    });
    expect(await storedLicence()).toBe(renewed);
    expect(dataOf(await user.GET('/api/v1/subscription/info'))).toMatchObject({ plan: 'ENTERPRISE' });

    // A tenant with a configuration Secret keeps its other settings; the licence is added to config.env.
    const namespace = await world.namespace('op-lic');
    await kubeCall(admin, 'POST', `/api/v1/namespaces/${namespace}/secrets`, {
      apiVersion: 'v1',
      kind: 'Secret',
      metadata: { name: 'licensed-env-configuration' },
      stringData: { 'config.env': 'export MINIO_ROOT_USER="root"\nexport MINIO_ROOT_PASSWORD="secret123"\n' },
    });
    await createTenant(admin, namespace, 'licensed', undefined, {
      configuration: { name: 'licensed-env-configuration' },
    });
    const detail = '/api/v1/namespaces/{namespace}/tenants/{tenant}';
    expect(dataOf(await user.GET(detail, inTenant(namespace, 'licensed'))).subnet_license).toBeUndefined();

    const attach = '/api/v1/subscription/namespaces/{namespace}/tenants/{tenant}/activate';
    expect((await user.POST(attach, inTenant(namespace, 'licensed'))).status).toBe(204);
    const secret = await kubeCall<{ data: Record<string, string> }>(
      admin,
      'GET',
      `/api/v1/namespaces/${namespace}/secrets/licensed-env-configuration`,
    );
    const text = Buffer.from(secret.data['config.env'] ?? '', 'base64').toString();
    expect(text).toContain('export MINIO_ROOT_USER="root"');
    expect(text).toContain(`export MINIO_SUBNET_LICENSE="${renewed}"`);
    expect(dataOf(await user.GET(detail, inTenant(namespace, 'licensed'))).subnet_license).toMatchObject({
      status: 'valid',
      organization: 'Operator Org',
      plan: 'ENTERPRISE',
      email: 'ops@example.com',
    });

    // A tenant without one gets `<tenant>-env-configuration`, named in its spec.
    await createTenant(admin, namespace, 'bare');
    expect((await user.POST(attach, inTenant(namespace, 'bare'))).status).toBe(204);
    const bare = await kubeCall<{ spec: { configuration?: { name: string } } }>(
      admin,
      'GET',
      `${TENANTS}/namespaces/${namespace}/tenants/bare`,
    );
    expect(bare.spec.configuration).toEqual({ name: 'bare-env-configuration' });
  });

  it('refuses credentials the provider refuses, and keeps nothing', async () => {
    const user = await world.persona(RULES);
    const before = await storedLicence();
    const res = await user.POST('/api/v1/subscription/validate', {
      body: { email: 'ops@example.com', password: 'nope' },
    });
    expect(res).toMatchObject({
      status: 400,
      error: { message: 'The subscription service refused the e-mail or password' },
    });
    expect(await storedLicence()).toBe(before);
  });

  it('a user who may not read the licence Secret gets Kubernetes’ 403', async () => {
    const user = await world.persona([{ apiGroups: ['minio.min.io'], resources: ['tenants'], verbs: ['get'] }]);
    const res = await user.GET('/api/v1/subscription/info');
    expect(res.status).toBe(403);
    expect(res.error?.message).toMatch(new RegExp(`get secrets subnet-license in namespace ${consoleNamespace}`));
  });
});
