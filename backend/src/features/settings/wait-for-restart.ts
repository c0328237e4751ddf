import type { AdminConnection } from '../../platform/minio/admin-request';
import { serverInfo } from '../../platform/minio/admin/server-info';

/** Polls MinIO's unauthenticated health endpoints through a restart. */
export interface RestartWaitOptions {
  /** How long to wait for the server to go away before assuming it restarted faster than we could see. */
  readonly goneWithinMs: number;
  /** How long to wait for it to be ready again. */
  readonly readyWithinMs: number;
  readonly pollMs: number;
}

export const DEFAULT_RESTART_WAIT: RestartWaitOptions = { goneWithinMs: 5000, readyWithinMs: 60_000, pollMs: 250 };

async function answers(url: string, pollMs: number): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(Math.max(1000, pollMs * 4)), redirect: 'manual' });
    await res.arrayBuffer();
    return res.status === 200;
  } catch {
    return false;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Resolves true once MinIO is ready again after a restart was asked for; false when it is not back in time.
 * MinIO answers the restart call before it goes down, so first wait (briefly) to see it gone, then for it to be
 * ready, so an answer from the old process is never taken for the new one.
 */
export async function waitForRestart(
  endpoint: string,
  options: RestartWaitOptions = DEFAULT_RESTART_WAIT,
): Promise<boolean> {
  const live = `${endpoint}/minio/health/live`;
  const goneBy = Date.now() + options.goneWithinMs;
  while (Date.now() < goneBy && (await answers(live, options.pollMs))) await sleep(options.pollMs);
  return readyAgain(endpoint, options);
}

/** Resolves true once MinIO says it is ready; false when it does not within `readyWithinMs`. */
async function readyAgain(endpoint: string, options: RestartWaitOptions): Promise<boolean> {
  const ready = `${endpoint}/minio/health/ready`;
  const readyBy = Date.now() + options.readyWithinMs;
  while (Date.now() < readyBy) {
    if (await answers(ready, options.pollMs)) return true;
    await sleep(options.pollMs);
  }
  return false;
}

/**
 * For a restart call that got no answer: whether MinIO restarted since `askedAt` (epoch ms) all the same. MinIO writes
 * its answer and then signals the restart without flushing it, so now and then the restart closes the connection
 * first. Once it is ready again, a server whose uptime is shorter than the time since the call started after it.
 */
export async function restartedSince(
  connection: AdminConnection,
  askedAt: number,
  options: RestartWaitOptions = DEFAULT_RESTART_WAIT,
): Promise<boolean> {
  if (!(await readyAgain(connection.endpoint, options))) return false;
  // Ready, a restarted MinIO first lists its servers without their uptime for a moment.
  const readBy = Date.now() + options.readyWithinMs;
  while (Date.now() < readBy) {
    const info = await serverInfo(connection).catch(() => undefined);
    const uptimes = (info?.servers ?? []).flatMap((server) => (server.uptime === undefined ? [] : [server.uptime]));
    // MinIO counts its uptime in whole seconds.
    if (uptimes.length > 0) return uptimes.some((uptime) => uptime <= (Date.now() - askedAt) / 1000 + 1);
    await sleep(options.pollMs);
  }
  return false;
}
