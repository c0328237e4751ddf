import type { AdminConnection } from '../../platform/minio/admin-request';
import { RealtimeMetricType, realtimeMetrics } from '../../platform/minio/admin/realtime-metrics';
import { MinioError } from '../../platform/minio/errors';
import type { Logger } from '../../platform/logging/logger';
import { SampleRing, type StoredSample } from './sample-ring';
import { columnsOf, SAMPLE_COLUMNS } from './realtime-widgets';

/** Seconds between samples: 360 rows for the hour the charts show. */
export const SAMPLE_INTERVAL_SECONDS = 10;
/** What the charts show, and so what the ring keeps. */
export const SAMPLE_WINDOW_SECONDS = 3600;
/** Sampling pauses when no dashboard has asked for this long (an open dashboard asks every interval). */
export const IDLE_AFTER_SECONDS = 120;

const TYPES = RealtimeMetricType.scanner | RealtimeMetricType.disk | RealtimeMetricType.os | RealtimeMetricType.net;

export interface SamplerOptions {
  readonly logger: Logger;
  readonly intervalSeconds?: number;
  readonly idleSeconds?: number;
}

/**
 * Samples MinIO's realtime metrics (`GET /minio/admin/v3/metrics`) into a bounded ring while a dashboard is open.
 *
 * Credentials: the console has no credential of its own, so it samples with the session of the last person who
 * opened the dashboard and was allowed `admin:ServerInfo` (the call MinIO itself guards with that permission), and
 * stops when that session's keys stop working or nobody has looked for {@link IDLE_AFTER_SECONDS}. What it stored is
 * cluster-wide (no per-user data) and is only answered to sessions that hold `admin:ServerInfo` themselves, i.e.
 * to people MinIO would give the same numbers. A person who logged out is not sampled for longer than the idle time.
 */
export class RealtimeSampler {
  readonly intervalSeconds: number;
  private readonly idleMs: number;
  private readonly ring: SampleRing;
  private connection: AdminConnection | undefined;
  private lastWatched = 0;
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  /** Counts sampling loops started, so that a loop a stop() ended cannot carry on beside a new one. */
  private loop = 0;
  private firstSample: number | undefined;

  constructor(private readonly options: SamplerOptions) {
    this.intervalSeconds = options.intervalSeconds ?? SAMPLE_INTERVAL_SECONDS;
    this.idleMs = (options.idleSeconds ?? IDLE_AFTER_SECONDS) * 1000;
    this.ring = new SampleRing(Math.ceil(SAMPLE_WINDOW_SECONDS / this.intervalSeconds), SAMPLE_COLUMNS.length);
  }

  /** Bytes of samples the console keeps at most (the ring is allocated in full at start). */
  get byteLength(): number {
    return this.ring.byteLength;
  }

  /** Unix seconds of the first sample since the console started, once there is one. */
  get since(): number | undefined {
    return this.firstSample;
  }

  /** A dashboard is open for a session allowed `admin:ServerInfo`: sample (on) with its credentials. */
  watch(connection: AdminConnection): void {
    this.connection = connection;
    this.lastWatched = Date.now();
    if (!this.running) {
      this.running = true;
      this.loop += 1;
      void this.tick(this.loop);
    }
  }

  /** The samples between start and end (unix seconds), oldest first. */
  samples(start: number, end: number): StoredSample[] {
    return this.ring.between(start, end);
  }

  /** Stops sampling (at shutdown); the ring stays readable. */
  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.running = false;
    this.connection = undefined;
  }

  private async tick(loop: number): Promise<void> {
    this.timer = undefined;
    const connection = this.connection;
    if (!connection || Date.now() - this.lastWatched > this.idleMs) {
      this.stop();
      return;
    }
    const started = Date.now();
    try {
      const sample = await realtimeMetrics(connection, TYPES, {
        signal: AbortSignal.timeout(this.intervalSeconds * 1000),
      });
      const time = Date.now() / 1000;
      this.ring.push(time, columnsOf(sample));
      this.firstSample ??= time;
    } catch (error) {
      if (error instanceof MinioError && (error.status === 401 || error.status === 403)) {
        // The keys expired or lost the permission: wait for the next person to open the dashboard.
        this.options.logger.info('realtime metrics sampling paused', { reason: error.code });
        if (this.connection === connection) {
          this.stop();
          return;
        }
      } else {
        this.options.logger.warn('realtime metrics sample failed', { reason: String(error) });
      }
    }
    if (!this.running || loop !== this.loop) return;
    this.timer = setTimeout(
      () => void this.tick(loop),
      Math.max(0, this.intervalSeconds * 1000 - (Date.now() - started)),
    );
    // Sampling never keeps the process alive on its own.
    this.timer.unref();
  }
}
