import { readFileSync, rmSync } from 'node:fs';
import { createTestServiceAccount } from './kube-access';
import { ensureKubeApiserver } from './kube-build';
import { installCrds, loadCrds } from './kube-crds';
import { startEtcd, type RunningEtcd } from './kube-etcd';
import { kubeRequest, type KubeConnection } from './kube-http';
import { generateKubePki } from './kube-pki';
import { freePort } from './ports';
import { ManagedProcess, tempDir } from './processes';
import type { KubeServer } from './state';

/** The test Kubernetes control plane (etcd + kube-apiserver, no controllers, scheduler or kubelet). */
export interface RunningKube {
  readonly state: KubeServer;
  /** Stops kube-apiserver, then etcd, and removes their files. */
  stop(): Promise<void>;
}

export interface StartKubeOptions {
  /** Directory of this test run; the API server's certificates and keys go into a temporary folder inside it. */
  readonly runDir: string;
  /** Where the etcd and kube-apiserver logs are written. */
  readonly logDir: string;
  /**
   * For the real node's own control plane (test/world/kube-node.ts), where kube-controller-manager runs: keeps the
   * ServiceAccount admission plugin, which mounts a pod's service-account token (the chart's `helm test` logs in
   * with it).
   */
  readonly withControllers?: boolean;
}

function log(message: string): void {
  process.stderr.write(`[world] ${message}\n`);
}

function apiserverArgs(
  port: number,
  etcdUrl: string,
  dir: string,
  pki: ReturnType<typeof generateKubePki>,
  withControllers: boolean,
): string[] {
  return [
    `--etcd-servers=${etcdUrl}`,
    '--bind-address=127.0.0.1',
    '--advertise-address=127.0.0.1',
    `--secure-port=${port}`,
    `--cert-dir=${dir}`,
    `--tls-cert-file=${pki.servingCertFile}`,
    `--tls-private-key-file=${pki.servingKeyFile}`,
    `--token-auth-file=${pki.tokenFile}`,
    // Any URL works as issuer; the audiences of minted tokens default to it.
    `--service-account-issuer=https://127.0.0.1:${port}`,
    `--service-account-signing-key-file=${pki.saSigningKeyFile}`,
    `--service-account-key-file=${pki.saPublicKeyFile}`,
    '--service-cluster-ip-range=10.0.0.0/24',
    '--allow-privileged=true',
    '--authorization-mode=RBAC',
    // No controller-manager runs: ServiceAccount would reject pods (no `default` SA is ever created),
    // StorageObjectInUseProtection would leave deleted PVCs Terminating forever (nobody removes the finalizer),
    // ResourceQuota would refuse objects in namespaces whose quota never gets a computed status.
    `--disable-admission-plugins=${withControllers ? '' : 'ServiceAccount,'}StorageObjectInUseProtection,ResourceQuota`,
    // The `kubernetes` Service's Endpoints may not point at a loopback address, so reconciling them would only log a
    // validation error every few seconds; nothing in the tests routes through that Service.
    '--endpoint-reconciler-type=none',
    // Fairness queues only add start-up work and latency for a single-client test server.
    '--enable-priority-and-fairness=false',
    '--profiling=false',
    // The real node's kubelet (logs, port-forward) is reached at its InternalIP; its hostname resolves nowhere.
    ...(withControllers ? ['--kubelet-preferred-address-types=InternalIP'] : []),
  ];
}

/**
 * Starts etcd and a real kube-apiserver on loopback, installs the Tenant and direct-csi CRDs, and creates the test
 * namespace and service account with a TokenRequest JWT. The first call on a machine builds kube-apiserver (slow).
 */
export async function startKube(opts: StartKubeOptions): Promise<RunningKube> {
  const binary = ensureKubeApiserver();
  const started = Date.now();
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const step of stops.splice(0).reverse()) await step();
  };
  try {
    const etcd: RunningEtcd = await startEtcd(opts.logDir);
    stops.push(() => etcd.stop());

    const dir = tempDir('kube', opts.runDir);
    stops.push(async () => rmSync(dir, { recursive: true, force: true }));
    const pki = generateKubePki(dir);
    const port = await freePort();
    const server = `https://127.0.0.1:${port}`;
    const apiserver = new ManagedProcess({
      name: 'kube-apiserver',
      command: binary,
      args: apiserverArgs(port, etcd.clientUrl, dir, pki, opts.withControllers ?? false),
      logDir: opts.logDir,
    });
    stops.push(() => apiserver.stop());

    const admin: KubeConnection = { server, ca: readFileSync(pki.caFile, 'utf8'), token: pki.adminToken };
    // /readyz includes the post-start hooks, notably the RBAC bootstrap roles the service account's access relies on.
    await apiserver.waitUntil(async () => (await kubeRequest(admin, 'GET', '/readyz')).status === 200, 60_000, 'ready');
    log(`kube-apiserver ready on ${server} after ${Date.now() - started} ms`);

    await installCrds(admin, loadCrds());
    const sa = await createTestServiceAccount(admin);
    log(`Kubernetes world (etcd, kube-apiserver, CRDs, service account) up in ${Date.now() - started} ms`);

    const state: KubeServer = {
      server,
      caFile: pki.caFile,
      adminToken: pki.adminToken,
      namespace: sa.namespace,
      serviceAccount: sa.serviceAccount,
      serviceAccountToken: sa.token,
      logFile: apiserver.logFile,
    };
    return { state, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
