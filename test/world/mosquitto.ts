import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { debianTools, ensureDebianTools } from './install';
import { freePort } from './ports';
import { ManagedProcess } from './processes';
import type { AddressServer } from './state';
import { tcpOk } from './tcp-probe';

/** Starts Mosquitto (Debian's MQTT broker) on 127.0.0.1 with anonymous access and no persistence. */
export async function startMosquitto(options: { runDir: string; logDir: string }): Promise<AddressServer> {
  ensureDebianTools([debianTools.mosquitto]);
  const dir = join(options.runDir, 'mosquitto');
  mkdirSync(dir, { recursive: true });
  const port = await freePort();
  const configFile = join(dir, 'mosquitto.conf');
  // As root Mosquitto would switch to its `mosquitto` user, which cannot read the root-private run directory.
  const asRoot = process.getuid?.() === 0 ? ['user root'] : [];
  writeFileSync(
    configFile,
    [`listener ${port} 127.0.0.1`, 'allow_anonymous true', 'persistence false', ...asRoot, ''].join('\n'),
  );
  const mosquitto = new ManagedProcess({
    name: 'mosquitto',
    command: debianTools.mosquitto.path,
    args: ['-c', configFile],
    logDir: options.logDir,
  });
  await mosquitto.waitUntil(() => tcpOk(port), 30_000);
  return { address: `127.0.0.1:${port}`, port, logFile: mosquitto.logFile };
}
