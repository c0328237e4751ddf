import { adminStream, type AdminCallOptions, type AdminConnection } from '../admin-request';

/** Which diagnostics to collect (MinIO's health data types); everything when left out. */
export interface HealthInfoOptions extends AdminCallOptions {
  /** How long MinIO may collect, in seconds; the console uses an hour. MinIO's own default is 10 s. */
  readonly deadlineSeconds?: number;
  /** `strict` replaces host names with placeholders. */
  readonly anonymize?: 'standard' | 'strict';
  readonly minioinfo?: boolean;
  readonly minioconfig?: boolean;
  readonly syscpu?: boolean;
  readonly sysdrivehw?: boolean;
  readonly sysosinfo?: boolean;
  readonly sysmem?: boolean;
  readonly sysnet?: boolean;
  readonly sysprocess?: boolean;
  readonly syserrors?: boolean;
  readonly sysservices?: boolean;
  readonly sysconfig?: boolean;
  readonly replication?: boolean;
}

const DATA_TYPES = [
  'minioinfo',
  'minioconfig',
  'syscpu',
  'sysdrivehw',
  'sysosinfo',
  'sysmem',
  'sysnet',
  'sysprocess',
  'syserrors',
  'sysservices',
  'sysconfig',
  'replication',
] as const;

/** One diagnostics snapshot. The body is large and varies by server version, so only the envelope is typed. */
export interface HealthInfoSnapshot {
  /** `3` for current servers. */
  readonly version: string;
  /** Set when collecting failed; MinIO reports failures here, not as an HTTP error. */
  readonly error?: string;
  readonly timestamp?: string;
  readonly sys?: Readonly<Record<string, unknown>>;
  readonly minio?: Readonly<Record<string, unknown>>;
}

/**
 * `GET /healthinfo`: diagnostics, streamed as ever more complete snapshots; the last one is the result (the console
 * offers it as a download). The stream ends by itself when collection is done or the deadline passes.
 */
export async function healthInfo(
  connection: AdminConnection,
  options: HealthInfoOptions = {},
): Promise<AsyncGenerator<HealthInfoSnapshot, void>> {
  const seconds = Math.max(1, Math.round(options.deadlineSeconds ?? 3600));
  const flags = Object.fromEntries(DATA_TYPES.map((type) => [type, String(options[type] ?? true)]));
  const objects = await adminStream({
    ...connection,
    ...(options.signal ? { signal: options.signal } : {}),
    path: '/healthinfo',
    // MinIO parses the deadline as a Go duration.
    query: { ...flags, deadline: `${seconds}s`, anonymize: options.anonymize ?? 'standard' },
  });
  return snapshots(objects);
}

async function* snapshots(objects: AsyncGenerator<unknown, void>): AsyncGenerator<HealthInfoSnapshot, void> {
  try {
    for await (const object of objects) {
      if (typeof object === 'object' && object !== null) yield object as HealthInfoSnapshot;
    }
  } finally {
    await objects.return(undefined);
  }
}
