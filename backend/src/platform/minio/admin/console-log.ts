import { adminStream, type AdminCallOptions, type AdminConnection } from '../admin-request';

/** Kinds of entries MinIO filters on (madmin's LogKind): its own errors, application errors, or both. */
export type LogLevel = 'MINIO' | 'APPLICATION' | 'ALL';

/** What the console log stream sends. */
export interface ConsoleLogOptions extends AdminCallOptions {
  /** Only this node's entries; every node when absent. */
  readonly node?: string;
  /** How many past entries to send first (MinIO's default is 10). */
  readonly limit?: number;
  readonly logType?: LogLevel;
}

/** One server log entry, in MinIO's field names. */
export interface ConsoleLogEntry {
  readonly level: string;
  readonly time: string;
  readonly message?: string;
  readonly node?: string;
  readonly site?: string;
  readonly deploymentid?: string;
  readonly api?: {
    readonly name?: string;
    readonly args?: { readonly bucket?: string; readonly object?: string; readonly versionId?: string };
  };
  readonly remotehost?: string;
  readonly requestHost?: string;
  readonly requestNode?: string;
  readonly requestID?: string;
  readonly userAgent?: string;
  /** The error and where it was raised. */
  readonly error?: {
    readonly message?: string;
    readonly source?: readonly string[];
    readonly variables?: Readonly<Record<string, unknown>>;
  };
  /** Deprecated plain-text form of the message, still sent. */
  readonly ConsoleMsg?: string;
}

/**
 * `GET /log`: the server's log as a live stream, starting with the last `limit` entries. Runs until `signal` aborts
 * or the loop is left; resolves once MinIO accepted the request.
 */
export async function consoleLog(
  connection: AdminConnection,
  options: ConsoleLogOptions = {},
): Promise<AsyncGenerator<ConsoleLogEntry, void>> {
  const objects = await adminStream({
    ...connection,
    ...(options.signal ? { signal: options.signal } : {}),
    path: '/log',
    query: { node: options.node ?? '', limit: options.limit ?? 10, logType: options.logType ?? 'ALL' },
  });
  return entries(objects);
}

async function* entries(objects: AsyncGenerator<unknown, void>): AsyncGenerator<ConsoleLogEntry, void> {
  try {
    for await (const object of objects) {
      if (typeof object === 'object' && object !== null) yield object as ConsoleLogEntry;
    }
  } finally {
    // Leaving early must close the HTTP stream too.
    await objects.return(undefined);
  }
}
