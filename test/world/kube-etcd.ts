import { rmSync } from 'node:fs';
import { freePort } from './ports';
import { ManagedProcess, httpOk, tempDir } from './processes';
import { debianTools, ensureDebianTools } from './install';

/** A running etcd for the test API server. */
export interface RunningEtcd {
  /** `http://127.0.0.1:<port>`, for `--etcd-servers`. */
  readonly clientUrl: string;
  stop(): Promise<void>;
}

/** Two distinct free ports (the kernel may hand out the same one twice once the first probe socket is closed). */
async function twoFreePorts(): Promise<[number, number]> {
  const first = await freePort();
  for (;;) {
    const second = await freePort();
    if (second !== first) return [first, second];
  }
}

/**
 * Starts Debian's etcd (3.4) on loopback. Its data lives on /dev/shm because 3.4 has no `--unsafe-no-fsync`, and
 * fsyncs to a real disk would make every API write slow.
 */
export async function startEtcd(logDir: string): Promise<RunningEtcd> {
  ensureDebianTools([debianTools.etcd]);
  const dataDir = tempDir('etcd', '/dev/shm');
  const [clientPort, peerPort] = await twoFreePorts();
  const clientUrl = `http://127.0.0.1:${clientPort}`;
  const peerUrl = `http://127.0.0.1:${peerPort}`;
  const etcd = new ManagedProcess({
    name: 'etcd',
    command: debianTools.etcd.path,
    args: [
      '--name=object-console-test',
      `--data-dir=${dataDir}`,
      `--listen-client-urls=${clientUrl}`,
      `--advertise-client-urls=${clientUrl}`,
      `--listen-peer-urls=${peerUrl}`,
      `--initial-advertise-peer-urls=${peerUrl}`,
      `--initial-cluster=object-console-test=${peerUrl}`,
      '--logger=zap',
      '--log-outputs=stderr',
    ],
    logDir,
  });
  const stop = async () => {
    await etcd.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await etcd.waitUntil(() => httpOk(`${clientUrl}/health`, undefined, (status) => status === 200), 20_000, 'healthy');
  } catch (error) {
    await stop();
    throw error;
  }
  return { clientUrl, stop };
}
