import { initialForm, type WizardForm } from './wizard-form';
import { createTenantPayload } from './wizard-payload';
import { wizardProblems, type WizardLookups } from './wizard-rules';

const GiB = 2 ** 30;
const cluster: WizardLookups = {
  storageClasses: [{ name: 'fast', limit: 60 * GiB }],
  maxMemory: 8 * GiB,
  parityChoices: ['EC:2'],
};
const valid = (): WizardForm => ({
  ...initialForm(),
  tenantName: 'tenant-a',
  namespace: 'ns-a',
  storageClass: 'fast',
  totalSize: '40',
  ecParity: 'EC:2',
});

describe('create-tenant wizard rules', () => {
  it('accepts the defaults with a name, a namespace and a size within the quota', () => {
    const problems = wizardProblems(valid(), cluster);
    expect(Object.values(problems).every((step) => Object.keys(step).length === 0)).toBe(true);
  });

  it('shows each Setup rule in the Setup step', () => {
    const setup = (change: Partial<WizardForm>, lookups: WizardLookups = cluster) =>
      wizardProblems({ ...valid(), ...change }, lookups).setup;
    expect(setup({ tenantName: 'ab' }).tenantName).toMatch(/Min. Length: 3/);
    expect(setup({}, { ...cluster, namespaceMissing: true }).namespace).toBe('The namespace ns-a does not exist');
    expect(setup({}, { ...cluster, namespaceHasTenant: true }).namespace).toBe(
      'You can only create one tenant per namespace',
    );
    expect(setup({}, { ...cluster, storageClasses: [] }).namespace).toBe('Please enter a valid namespace');
    expect(setup({ nodes: '3' }).nodes).toBe('Number of servers must be at least 4');
    expect(setup({ drivesPerServer: '0' }).drivesPerServer).toBe('There must be at least one drive');
    // Beyond what the cluster lookups take: the step says so rather than showing their 400.
    expect(setup({ nodes: '100000' }, { ...cluster, maxMemoryError: 'Invalid request' }).nodes).toBe(
      'A pool has at most 10000 servers',
    );
    expect(setup({ drivesPerServer: '1001' }).drivesPerServer).toBe('A server has at most 1000 drives');
    expect(setup({ totalSize: '' }).totalSize).toBe('Field cannot be empty');
    expect(setup({ totalSize: '-1' }).totalSize).toBe('The pool size must be greater than 1Gi');
    expect(setup({ totalSize: '100' }).totalSize).toBe('Volume size must be greater than 1Gi and less than 60Gi');
    expect(setup({ totalSize: '2' }).totalSize).toMatch(/less than 1Gi/);
    expect(setup({ memoryNode: '16' }).memoryNode).toMatch(/greater than the max available memory/);
    expect(setup({ memoryNode: '1' }).memoryNode).toBe('Memory size must be greater than 2Gi');
    expect(setup({}, { ...cluster, parityChoices: [] }).ecParity).toMatch(/No erasure-code parity/);
  });

  it('checks the advanced steps only for what is switched on', () => {
    const problems = wizardProblems(
      {
        ...valid(),
        tenantCustom: true,
        tenantSecurityContext: { runAsUser: '', runAsGroup: '1', fsGroup: '1', runAsNonRoot: true },
        customImage: true,
        images: { ...initialForm().images, imageName: 'minio' },
        podAffinity: 'nodeSelector',
        keys: [{ accessKey: 'short', secretKey: 'long-enough-secret' }],
        enableAutoCert: false,
        enableEncryption: true,
      },
      cluster,
    );
    expect(problems.configure['tenant.runAsUser']).toBe('runAsUser must be present and be 0 or more');
    expect(problems.images.imageName).toBe("Format must be of form: 'minio/minio:VERSION'");
    expect(problems.affinity.labels).toBe('You need to add at least one label key-pair');
    expect(problems.identityProvider['accessKey.0']).toBe('Keys must be at least length 8');
    expect(problems.security.certificates).toMatch(/at least one certificate/);
    expect(problems.encryption.enableEncryption).toMatch(/needs TLS/);
    expect(problems.encryption.endpoint).toBe('Field cannot be empty');
  });

  it('builds the creation payload: per-drive size, parity number, memory and default anti-affinity', () => {
    const payload = createTenantPayload(valid());
    expect(payload.erasureCodingParity).toBe(2);
    expect(payload.pools[0]).toMatchObject({
      servers: 4,
      volumes_per_server: 1,
      volume_configuration: { size: 10 * GiB, storage_class_name: 'fast' },
      resources: { requests: { memory: '2Gi' }, limits: { memory: '2Gi' } },
      securityContext: null,
      affinity: { podAntiAffinity: expect.any(Object) },
    });
    expect(payload.idp?.keys?.[0]?.access_key).toMatch(/^[A-Za-z0-9]{16}$/);
  });
});
