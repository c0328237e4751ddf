import { readNdjson } from '../ndjson-stream';
import { signedFetch } from '../signed-fetch';
import { DEFAULT_S3_REGION, type S3Connection } from './s3-client';

/** What to watch: a bucket (or every bucket), narrowed by key prefix and suffix. */
export interface ListenOptions {
  /** Every bucket when absent. */
  readonly bucket?: string;
  readonly prefix?: string;
  readonly suffix?: string;
  /** S3 event names, e.g. `s3:ObjectCreated:*`, `s3:ObjectRemoved:*`, `s3:ObjectAccessed:*`. */
  readonly events: readonly string[];
  readonly signal?: AbortSignal;
}

/** One S3 event record (the AWS event message shape) as MinIO sends it. */
export interface S3EventRecord {
  readonly eventVersion?: string;
  readonly eventSource?: string;
  readonly awsRegion?: string;
  readonly eventTime: string;
  /** e.g. `s3:ObjectCreated:Put`. */
  readonly eventName: string;
  readonly userIdentity?: { readonly principalId?: string };
  readonly requestParameters?: Readonly<Record<string, string>>;
  readonly responseElements?: Readonly<Record<string, string>>;
  readonly s3: {
    readonly bucket: { readonly name: string; readonly arn?: string };
    readonly object: {
      /** URL-encoded, as in AWS event messages. */
      readonly key: string;
      readonly size?: number;
      readonly eTag?: string;
      readonly contentType?: string;
      readonly versionId?: string;
      readonly sequencer?: string;
      readonly userMetadata?: Readonly<Record<string, string>>;
    };
  };
  readonly source?: { readonly host?: string; readonly port?: string; readonly userAgent?: string };
}

/**
 * MinIO's ListenNotification extension (`GET /{bucket}?events=…&prefix=&suffix=`, or `GET /?events=…` for every
 * bucket): a live stream of S3 events for the console's Watch tool, until `signal` aborts or the loop is left.
 * Resolves once MinIO answers (an AccessDenied surfaces here). minio-js has this as a poller whose stop only takes
 * effect on the next event; signing it ourselves gives a prompt abort.
 *
 * Beware, on the MinIO build we target: its S3 handlers cannot flush (the writer MinIO wraps them in does not
 * implement http.Flusher), so the answer leaves the server only in 2–4 KiB batches — the headers after about two
 * events, then roughly four events (~1 KiB each) at a time; keep-alives never fill a batch. Do not wait for this
 * promise before showing the UI.
 */
export async function listenBucketNotification(
  connection: S3Connection,
  options: ListenOptions,
): Promise<AsyncGenerator<S3EventRecord, void>> {
  const response = await signedFetch({
    endpoint: connection.endpoint,
    method: 'GET',
    path: options.bucket ? `/${options.bucket}` : '/',
    query: { events: options.events, prefix: options.prefix ?? '', suffix: options.suffix ?? '' },
    // A compressed stream could not be decoded before a whole gzip block has arrived.
    headers: { 'accept-encoding': 'identity' },
    credentials: connection.credentials,
    service: 's3',
    region: connection.region || DEFAULT_S3_REGION,
    ...(options.signal ? { signal: options.signal } : {}),
    ...(connection.timeoutMs !== undefined ? { timeoutMs: connection.timeoutMs } : {}),
  });
  return records(readNdjson(response.stream(), options.signal ? { signal: options.signal } : {}));
}

/** Unwraps `{"Records":[…]}` lines; `{"Records":null}` lines are MinIO's optional pings. */
async function* records(objects: AsyncGenerator<unknown, void>): AsyncGenerator<S3EventRecord, void> {
  try {
    for await (const object of objects) {
      const list = (object as { Records?: unknown } | null)?.Records;
      if (Array.isArray(list)) yield* list as S3EventRecord[];
    }
  } finally {
    await objects.return(undefined);
  }
}
