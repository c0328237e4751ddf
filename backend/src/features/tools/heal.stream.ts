import { withS3 } from '../../platform/minio/s3/s3-client';
import type { Schema } from '@contract/shared/contract-types';
import { ApiError } from '../../platform/errors/api-error';
import { healStatus, startHeal, stopHeal, type HealPath } from '../../platform/minio/admin/heal';
import { requireDistributedMode } from '../../platform/minio/bucket-session';
import { stringParam, type StreamContext, type StreamRoute } from '../../platform/ws/stream-route';
import { HealTally } from './heal-health';

/** MinIO hands out each healed item once per poll; the console polls every second, as madmin suggests. */
const POLL_MS = 1000;

/**
 * `/ws/heal/{bucket}`: starts (or force-starts, or force-stops) a heal of a bucket or a prefix and sends the running
 * tally after every poll, until MinIO reports the sequence finished (1000). Closing the socket stops the heal.
 * Erasure setups only: a single drive has nothing to heal from, and MinIO does not even register the heal API there.
 */
export const healStream: StreamRoute = {
  operationId: 'streamHeal',
  finite: true,
  async check(context) {
    await requireDistributedMode(context.connection, 'Heal');
    const { bucket } = healPath(context);
    if (!(await withS3(context.connection, (s3) => s3.bucketExists(bucket ?? '')))) {
      throw new ApiError(400, 'Bucket not found', `The bucket ${bucket} does not exist, so it cannot be healed`);
    }
  },
  messages: healProgress,
};

async function* healProgress(context: StreamContext): AsyncGenerator<Schema<'HealProgress'>> {
  const path = healPath(context);
  const tally = new HealTally();
  if (context.params['force-stop'] === true) {
    await stopHeal(context.connection, path, { signal: context.signal });
    yield tally.progress();
    return;
  }
  const started = await startHeal(
    context.connection,
    path,
    { recursive: context.params.recursive === true },
    { forceStart: context.params['force-start'] === true, signal: context.signal },
  );
  let done = false;
  try {
    while (!done) {
      await pause(POLL_MS, context.signal);
      const status = await healStatus(context.connection, path, started.clientToken, { signal: context.signal });
      tally.add(status.Items ?? []);
      yield tally.progress();
      if (status.Summary === 'stopped') throw new Error(status.Detail || 'MinIO stopped the heal');
      done = status.Summary === 'finished';
    }
  } finally {
    // The socket closed first: the heal stops with it (spec 03 §4), as the user expects from Stop.
    if (!done) void stopHeal(context.connection, path).catch(() => undefined);
  }
}

function healPath(context: StreamContext): HealPath {
  const prefix = stringParam(context, 'prefix');
  return { bucket: stringParam(context, 'bucket') ?? '', ...(prefix ? { prefix } : {}) };
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
      },
      { once: true },
    );
  });
}
