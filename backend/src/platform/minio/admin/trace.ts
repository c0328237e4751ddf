import { adminStream, type AdminCallOptions, type AdminConnection } from '../admin-request';

/** Which kinds of calls to trace; the console's "calls to trace" switches. */
export interface TraceOptions extends AdminCallOptions {
  /** S3 API calls (what people mean by "trace"); on unless switched off. */
  readonly s3?: boolean;
  /** Internal node-to-node calls. */
  readonly internal?: boolean;
  /** Storage layer calls. */
  readonly storage?: boolean;
  /** Operating-system calls. */
  readonly os?: boolean;
  readonly scanner?: boolean;
  readonly healing?: boolean;
  readonly ilm?: boolean;
  /** Only calls that failed (status ≥ 400). */
  readonly onlyErrors?: boolean;
  /** Only calls slower than this many milliseconds. */
  readonly thresholdMs?: number;
}

/** Trace type bits as MinIO sets them in `type`. */
export const TraceType = { os: 1, storage: 2, s3: 4, internal: 8, scanner: 16, decommission: 32, healing: 64 } as const;

/** One traced call. Durations are nanoseconds. */
export interface TraceEvent {
  /** Bit mask of TraceType; 0 in the legacy shape of old servers. */
  readonly type: number;
  readonly nodename: string;
  /** e.g. `s3.PutObject`. */
  readonly funcname: string;
  readonly time: string;
  readonly path?: string;
  readonly dur?: number;
  readonly bytes?: number;
  readonly msg?: string;
  readonly error?: string;
  readonly custom?: Readonly<Record<string, string>>;
  readonly http?: {
    readonly request: {
      readonly time: string;
      readonly proto: string;
      readonly method: string;
      readonly path?: string;
      readonly rawquery?: string;
      readonly headers?: Readonly<Record<string, readonly string[]>>;
      readonly client: string;
    };
    readonly response: {
      readonly time: string;
      readonly headers?: Readonly<Record<string, readonly string[]>>;
      readonly statuscode?: number;
    };
    readonly stats: {
      readonly inputbytes: number;
      readonly outputbytes: number;
      readonly latency?: number;
      readonly timetofirstbyte?: number;
    };
  };
}

/**
 * `GET /trace`: a live stream of traced calls, until `signal` aborts or the loop is left. Resolves once MinIO
 * accepted the request. Filters on status, method and path are client-side.
 */
export async function trace(
  connection: AdminConnection,
  options: TraceOptions = {},
): Promise<AsyncGenerator<TraceEvent, void>> {
  const flag = (value: boolean | undefined): string => String(value ?? false);
  const objects = await adminStream({
    ...connection,
    ...(options.signal ? { signal: options.signal } : {}),
    path: '/trace',
    // MinIO reads every switch it knows; send them all, as madmin does.
    query: {
      s3: String(options.s3 ?? true),
      internal: flag(options.internal),
      storage: flag(options.storage),
      os: flag(options.os),
      scanner: flag(options.scanner),
      decommission: 'false',
      healing: flag(options.healing),
      'batch-replication': 'false',
      'batch-keyrotation': 'false',
      'batch-expire': 'false',
      rebalance: 'false',
      'replication-resync': 'false',
      bootstrap: 'false',
      ftp: 'false',
      ilm: flag(options.ilm),
      kms: 'false',
      formatting: 'false',
      err: flag(options.onlyErrors),
      threshold: `${Math.max(0, Math.round(options.thresholdMs ?? 0))}ms`,
    },
  });
  return traceEvents(objects);
}

async function* traceEvents(objects: AsyncGenerator<unknown, void>): AsyncGenerator<TraceEvent, void> {
  try {
    for await (const object of objects) {
      if (typeof object === 'object' && object !== null) yield object as TraceEvent;
    }
  } finally {
    // Leaving early must close the HTTP stream too.
    await objects.return(undefined);
  }
}
