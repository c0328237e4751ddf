import { networkInterfaces } from 'node:os';
import { kubeCall } from '../../world/kube-http';
import type { MinioServer } from '../../world/state';
import { startConsole, type ConsoleInstance } from '../../support/console-process';
import { TENANTS } from '../../integration/operator/operator-fixture';
import type { OperatorWorld } from './operator-fixtures';

/**
 * The first non-loopback IPv4 address of this machine: the API server refuses loopback addresses in Endpoints, so
 * the stand-in tenant console listens where an Endpoints object may point.
 */
function hostAddress(): string {
  const address = Object.values(networkInterfaces())
    .flat()
    .find((candidate) => candidate?.family === 'IPv4' && !candidate.internal)?.address;
  if (!address) throw new Error('This machine has no non-loopback IPv4 address for the stand-in tenant console');
  return address;
}

/**
 * Makes a tenant reachable through the operator's proxy, as the operator would: a second console of ours in console
 * mode in front of the world's MinIO stands in for the tenant's console; the tenant names a configuration Secret with
 * that MinIO's root credentials, and its `<tenant>-console` Service points (through Endpoints) at the stand-in.
 */
export async function serveTenantConsole(
  cluster: OperatorWorld,
  tenant: string,
  minio: MinioServer,
): Promise<ConsoleInstance> {
  const instance = await startConsole({ CONSOLE_HOST: '0.0.0.0', CONSOLE_MINIO_SERVER: minio.endpoint });
  const port = Number(new URL(instance.url).port);
  const ns = cluster.namespace;
  const secret = `${tenant}-env-configuration`;
  await kubeCall(cluster.admin, 'POST', `/api/v1/namespaces/${ns}/secrets`, {
    apiVersion: 'v1',
    kind: 'Secret',
    metadata: { name: secret },
    stringData: {
      'config.env': `export MINIO_ROOT_USER="${minio.accessKey}"\nexport MINIO_ROOT_PASSWORD="${minio.secretKey}"\n`,
    },
  });
  const path = `${TENANTS}/namespaces/${ns}/tenants/${tenant}`;
  const current = await kubeCall<{ spec: Record<string, unknown> }>(cluster.admin, 'GET', path);
  await kubeCall(cluster.admin, 'PUT', path, {
    ...current,
    spec: { ...current.spec, configuration: { name: secret } },
  });
  const service = `${tenant}-console`;
  await kubeCall(cluster.admin, 'POST', `/api/v1/namespaces/${ns}/services`, {
    apiVersion: 'v1',
    kind: 'Service',
    metadata: { name: service },
    spec: { ports: [{ name: 'http-console', port: 9090, targetPort: port }] },
  });
  await kubeCall(cluster.admin, 'POST', `/api/v1/namespaces/${ns}/endpoints`, {
    apiVersion: 'v1',
    kind: 'Endpoints',
    metadata: { name: service },
    subsets: [{ addresses: [{ ip: hostAddress() }], ports: [{ name: 'http-console', port }] }],
  });
  return instance;
}
