import type { Schema } from '@contract/shared/contract-types';
import { consoleLog, type ConsoleLogEntry, type LogLevel } from '../../platform/minio/admin/console-log';
import { stringParam, type StreamRoute } from '../../platform/ws/stream-route';

type LiveLogEntry = Schema<'LiveLogEntry'>;

/** Past entries sent first, so the page is not empty on a quiet server. */
const HISTORY = 50;

/** `/ws/console`: the server log live (spec 02 §2 Live logs), of one node or all, of one kind or both. */
export const serverLogStream: StreamRoute = {
  operationId: 'streamServerLog',
  async *messages(context): AsyncGenerator<LiveLogEntry> {
    const node = stringParam(context, 'node');
    const entries = await consoleLog(context.connection, {
      ...(node ? { node } : {}),
      limit: HISTORY,
      logType: (stringParam(context, 'logType') ?? 'all').toUpperCase() as LogLevel,
      signal: context.signal,
    });
    for await (const entry of entries) yield liveLogEntry(entry);
  },
};

/** MinIO's entry in the spec's fields, its time written `HH:mm:ss UTC MM/DD/YYYY` (spec 02 §2). */
export function liveLogEntry(entry: ConsoleLogEntry): LiveLogEntry {
  const out: Record<string, unknown> = {
    // Events carry their text in `message` with an empty ConsoleMsg.
    ConsoleMsg: entry.ConsoleMsg || entry.message || '',
    level: entry.level,
    time: specTime(entry.time),
  };
  const copy = { node: entry.node, deploymentid: entry.deploymentid, requestID: entry.requestID };
  const more = { remotehost: entry.remotehost, host: entry.requestHost, userAgent: entry.userAgent };
  for (const [key, value] of Object.entries({ ...copy, ...more })) if (value) out[key] = value;
  if (entry.api?.name) out.api = { name: entry.api.name };
  if (entry.error?.message) out.error = { message: entry.error.message, source: [...(entry.error.source ?? [])] };
  return out as LiveLogEntry;
}

function specTime(time: string): string {
  const date = new Date(time);
  if (Number.isNaN(date.getTime())) return time;
  const two = (n: number) => String(n).padStart(2, '0');
  const clock = `${two(date.getUTCHours())}:${two(date.getUTCMinutes())}:${two(date.getUTCSeconds())}`;
  return `${clock} UTC ${two(date.getUTCMonth() + 1)}/${two(date.getUTCDate())}/${date.getUTCFullYear()}`;
}
