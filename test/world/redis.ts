import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { debianTools, ensureDebianTools } from './install';
import { freePort } from './ports';
import { ManagedProcess } from './processes';
import type { AddressServer } from './state';
import { tcpOk } from './tcp-probe';

/** Starts Redis (Debian's package) on 127.0.0.1 without persistence, as a notification target. */
export async function startRedis(options: { runDir: string; logDir: string }): Promise<AddressServer> {
  ensureDebianTools([debianTools.redis]);
  const dir = join(options.runDir, 'redis');
  mkdirSync(dir, { recursive: true });
  const port = await freePort();
  const redis = new ManagedProcess({
    name: 'redis',
    command: debianTools.redis.path,
    args: ['--bind', '127.0.0.1', '--port', String(port), '--dir', dir, '--save', '', '--appendonly', 'no'],
    logDir: options.logDir,
  });
  await redis.waitUntil(() => tcpOk(port), 30_000);
  return { address: `127.0.0.1:${port}`, port, logFile: redis.logFile };
}
