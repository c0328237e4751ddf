import { debianTools, ensureDebianTools } from './install';
import { freePort } from './ports';
import { httpOk, ManagedProcess } from './processes';
import type { AddressServer } from './state';

/** Starts a NATS server (Debian's package) on 127.0.0.1 (core NATS; MinIO publishes plain messages to a subject). */
export async function startNats(options: { logDir: string }): Promise<AddressServer> {
  ensureDebianTools([debianTools.nats]);
  const [port, monitorPort] = [await freePort(), await freePort()];
  const nats = new ManagedProcess({
    name: 'nats',
    command: debianTools.nats.path,
    args: ['-a', '127.0.0.1', '-p', String(port), '-m', String(monitorPort)],
    logDir: options.logDir,
  });
  // The monitoring port binds to the same address; /healthz answers 200 once the server accepts clients.
  await nats.waitUntil(() => httpOk(`http://127.0.0.1:${monitorPort}/healthz`, undefined, (s) => s === 200), 30_000);
  return { address: `127.0.0.1:${port}`, port, logFile: nats.logFile };
}
