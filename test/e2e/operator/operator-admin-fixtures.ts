import { startConsole, type ConsoleInstance } from '../../support/console-process';
import { fakeSubnetService, type FakeSubnetService } from '../../support/fake-subnet-service';
import { LicenceKeys } from '../../support/licence-keys';
import {
  adminOf,
  createNamespace,
  mintIdentity,
  removeNamespace,
  type MintedIdentity,
} from '../../integration/operator/operator-fixture';
import { test as operatorTest } from './operator-fixtures';

/**
 * What an operator who administers tenants may do beyond reading them: certificates and the licence (Secrets), pools
 * (tenant updates), cluster volumes and direct-csi drives.
 */
const ADMIN_RULES = [
  { apiGroups: ['minio.min.io'], resources: ['tenants'], verbs: ['get', 'list', 'update', 'patch', 'delete'] },
  { apiGroups: [''], resources: ['pods', 'services', 'endpoints', 'events'], verbs: ['get', 'list'] },
  { apiGroups: [''], resources: ['persistentvolumeclaims'], verbs: ['get', 'list'] },
  { apiGroups: [''], resources: ['secrets'], verbs: ['get', 'create', 'update', 'delete'] },
  // Add Pool offers the cluster's storage classes (no quota rights: it falls back to the StorageClass objects).
  { apiGroups: ['storage.k8s.io'], resources: ['storageclasses'], verbs: ['list'] },
  {
    apiGroups: ['direct.csi.min.io'],
    resources: ['directcsidrives', 'directcsivolumes'],
    verbs: ['get', 'list', 'update'],
  },
];

interface AdminWorkerFixtures {
  licenceKeys: LicenceKeys;
  /** The provider's service (on the internet), replaced by the one double TESTING.md allows. */
  subnetService: FakeSubnetService;
  /** What the service renews a licence to on Refresh; tests add to it. */
  subnetRenewals: Record<string, string>;
  /** The namespace of the console's licence Secret (CONSOLE_SUBSCRIPTION_NAMESPACE). */
  licenceNamespace: string;
  adminConsole: ConsoleInstance;
  adminIdentity: MintedIdentity;
}

/** The operator fixtures plus a console configured for licences, and an identity that may change tenants. */
export const test = operatorTest.extend<object, AdminWorkerFixtures>({
  licenceKeys: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      await use(new LicenceKeys());
    },
    { scope: 'worker' },
  ],
  subnetRenewals: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      await use({});
    },
    { scope: 'worker' },
  ],
  subnetService: [
    async ({ subnetRenewals }, use) => {
      const service = await fakeSubnetService({}, subnetRenewals);
      await use(service);
      await service.close();
    },
    { scope: 'worker' },
  ],
  licenceNamespace: [
    async ({ kube }, use) => {
      const namespace = await createNamespace(adminOf(kube), 'e2e-lic');
      await use(namespace);
      await removeNamespace(adminOf(kube), namespace);
    },
    { scope: 'worker' },
  ],
  adminConsole: [
    async ({ kube, licenceKeys, subnetService, licenceNamespace }, use) => {
      const instance = await startConsole({
        CONSOLE_OPERATOR_MODE: 'on',
        CONSOLE_K8S_API_SERVER: kube.server,
        CONSOLE_K8S_CA_FILE: kube.caFile,
        CONSOLE_SUBSCRIPTION_PUBLIC_KEY: licenceKeys.publicKeyPem,
        CONSOLE_SUBSCRIPTION_SERVICE_URL: subnetService.url,
        CONSOLE_SUBSCRIPTION_NAMESPACE: licenceNamespace,
      });
      await use(instance);
      await instance.stop();
    },
    { scope: 'worker' },
  ],
  adminIdentity: [
    async ({ kube }, use) => {
      const identity = await mintIdentity(adminOf(kube), kube.namespace, ADMIN_RULES);
      await use(identity);
      await identity.remove();
    },
    { scope: 'worker' },
  ],
});

export { expect, FIRST_ANSWER, GiB } from './operator-fixtures';
