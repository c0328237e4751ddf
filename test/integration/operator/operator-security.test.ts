import { dataOf } from '@test/support/api-client';
import { unique } from '@test/support/unique';
import { kubeCall, kubeRequest } from '@test/world/kube-http';
import { inTenant, operatorFixture } from './operator-app';
import { createTenant, TENANTS } from './operator-fixture';
import { base64, testCertificates } from './test-certificates';

jest.setTimeout(120_000);

/** What the Security tab needs: the tenant, and its certificate Secrets. */
const RULES = [
  { apiGroups: ['minio.min.io'], resources: ['tenants'], verbs: ['get', 'list', 'update'] },
  { apiGroups: [''], resources: ['secrets'], verbs: ['get', 'create', 'delete'] },
];

const SECURITY = '/api/v1/namespaces/{namespace}/tenants/{tenant}/security';

describe('operator mode: a tenant’s certificates (Security tab)', () => {
  const world = operatorFixture();
  const certs = testCertificates();
  let namespace = '';

  beforeAll(async () => {
    namespace = await world.namespace('op-sec');
  });

  interface TenantSpec {
    requestAutoCert?: boolean;
    externalCertSecret?: { name: string; type?: string }[];
    externalCaCertSecret?: { name: string; type?: string }[];
  }
  const readSpec = async (name: string) =>
    (await kubeCall<{ spec: TenantSpec }>(world.admin, 'GET', `${TENANTS}/namespaces/${namespace}/tenants/${name}`))
      .spec;
  const secretStatus = async (name: string) =>
    (await kubeRequest(world.admin, 'GET', `/api/v1/namespaces/${namespace}/secrets/${name}`)).status;

  it('adds a certificate pair and a CA, lists them with domains and expiry, then deletes one', async () => {
    await createTenant(world.admin, namespace, 'secure');
    const user = await world.persona(RULES);
    const before = await user.GET(SECURITY, inTenant(namespace, 'secure'));
    expect(before).toEqual({ status: 200, data: { autoCert: false, customCertificates: { minio: [], minioCAs: [] } } });

    const saved = await user.POST(SECURITY, {
      ...inTenant(namespace, 'secure'),
      body: {
        autoCert: true,
        customCertificates: {
          minio: [{ crt: base64(certs.valid.crt), key: base64(certs.valid.key) }],
          minioCAs: [base64(certs.other.crt)],
        },
      },
    });
    expect(saved.status).toBe(204);

    // What the operator reads: the spec names a TLS Secret with the pair, and an Opaque one with the CA.
    const spec = await readSpec('secure');
    expect(spec.requestAutoCert).toBe(true);
    expect(spec.externalCertSecret).toEqual([
      { name: expect.stringMatching(/^secure-.+-external-certificates-0$/), type: 'kubernetes.io/tls' },
    ]);
    expect(spec.externalCaCertSecret).toEqual([
      { name: expect.stringMatching(/^secure-.+-ca-certificate-0$/), type: 'Opaque' },
    ]);
    const certSecret = spec.externalCertSecret?.[0]?.name ?? '';
    const stored = await kubeCall<{ type: string; data: Record<string, string> }>(
      world.admin,
      'GET',
      `/api/v1/namespaces/${namespace}/secrets/${certSecret}`,
    );
    expect(stored.type).toBe('kubernetes.io/tls');
    expect(Buffer.from(stored.data['tls.crt'] ?? '', 'base64').toString()).toBe(certs.valid.crt);

    const after = dataOf(await user.GET(SECURITY, inTenant(namespace, 'secure')));
    expect(after.autoCert).toBe(true);
    expect(after.customCertificates.minio).toEqual([
      {
        name: certSecret,
        domains: ['minio.example.com', '*.minio.example.com'],
        expiry: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
    expect(after.customCertificates.minioCAs).toEqual([
      expect.objectContaining({ name: spec.externalCaCertSecret?.[0]?.name, domains: ['other.example.com'] }),
    ]);

    const removed = await user.POST(SECURITY, {
      ...inTenant(namespace, 'secure'),
      body: { autoCert: true, customCertificates: { secretsToBeDeleted: [certSecret] } },
    });
    expect(removed.status).toBe(204);
    expect((await readSpec('secure')).externalCertSecret).toEqual([]);
    expect(await secretStatus(certSecret)).toBe(404);
  });

  it.each([
    ['an expired certificate', () => certs.expired, /has expired/],
    [
      'a key that is not the certificate’s',
      () => ({ crt: certs.valid.crt, key: certs.other.key }),
      /key does not match/,
    ],
    [
      'a file that is not a certificate',
      () => ({ crt: 'hello, not a certificate', key: certs.valid.key }),
      /not a certificate/,
    ],
  ])('refuses %s with the reason, and changes nothing', async (_label, pair, message) => {
    const name = unique('refuse');
    await createTenant(world.admin, namespace, name);
    const user = await world.persona(RULES);
    const { crt, key } = pair();
    const res = await user.POST(SECURITY, {
      ...inTenant(namespace, name),
      body: { autoCert: false, customCertificates: { minio: [{ crt: base64(crt), key: base64(key) }] } },
    });
    expect(res.status).toBe(400);
    expect(res.error?.message).toMatch(message);
    expect(res.error?.detailedMessage).toBeTruthy();
    const spec = await readSpec(name);
    expect(spec.externalCertSecret ?? []).toEqual([]);
    const secrets = await kubeCall<{ items: unknown[] }>(
      world.admin,
      'GET',
      `/api/v1/namespaces/${namespace}/secrets?labelSelector=v1.min.io/tenant=${name}`,
    );
    expect(secrets.items).toEqual([]);
  });

  it('refuses an expired CA certificate, and deleting a Secret the tenant does not name', async () => {
    await createTenant(world.admin, namespace, 'cas');
    const user = await world.persona(RULES);
    const expiredCa = await user.POST(SECURITY, {
      ...inTenant(namespace, 'cas'),
      body: { autoCert: true, customCertificates: { minioCAs: [base64(certs.expired.crt)] } },
    });
    expect(expiredCa).toMatchObject({ status: 400, error: { message: 'The CA certificate #1 has expired' } });
    const foreign = await user.POST(SECURITY, {
      ...inTenant(namespace, 'cas'),
      body: { autoCert: true, customCertificates: { secretsToBeDeleted: ['some-other-secret'] } },
    });
    expect(foreign).toMatchObject({
      status: 400,
      error: { message: expect.stringMatching(/no certificate some-other-secret/) },
    });
  });

  it('a user who may not create Secrets gets Kubernetes’ 403, and no Secret is left behind', async () => {
    await createTenant(world.admin, namespace, 'readonly');
    const user = await world.persona([
      { apiGroups: ['minio.min.io'], resources: ['tenants'], verbs: ['get', 'update'] },
    ]);
    const res = await user.POST(SECURITY, {
      ...inTenant(namespace, 'readonly'),
      body: {
        autoCert: true,
        customCertificates: { minio: [{ crt: base64(certs.valid.crt), key: base64(certs.valid.key) }] },
      },
    });
    expect(res.status).toBe(403);
    expect(res.error?.message).toMatch(/create secrets/);
    expect((await readSpec('readonly')).requestAutoCert).toBe(false);
  });
});
