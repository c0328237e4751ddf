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
  const ready = `${endpoint}/minio/health/ready`;
  const goneBy = Date.now() + options.goneWithinMs;
  while (Date.now() < goneBy && (await answers(live, options.pollMs))) await sleep(options.pollMs);
  const readyBy = Date.now() + options.readyWithinMs;
  while (Date.now() < readyBy) {
    if (await answers(ready, options.pollMs)) return true;
    await sleep(options.pollMs);
  }
  return false;
}
