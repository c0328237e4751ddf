import { STATUS_CODES } from 'node:http';
import type { Schema } from '@contract/shared/contract-types';
import { trace, type TraceEvent } from '../../platform/minio/admin/trace';
import { stringParam, type StreamContext, type StreamRoute } from '../../platform/ws/stream-route';

type TraceMessage = Schema<'TraceMessage'>;

const CALL_KINDS = ['s3', 'internal', 'storage', 'os'] as const;

/** The filters MinIO does not apply itself (spec 03 §2 Trace): status code, method, function name and path. */
interface LocalFilters {
  readonly statusCode?: number;
  readonly method?: string;
  readonly funcname?: string;
  readonly path?: string;
}

/** `/ws/trace`: MinIO's trace of the chosen call kinds, threshold and errors, narrowed by the local filters. */
export const traceStream: StreamRoute = {
  operationId: 'streamTrace',
  messages: traceMessages,
};

async function* traceMessages(context: StreamContext): AsyncGenerator<TraceMessage> {
  const calls = new Set((stringParam(context, 'calls') ?? 's3').split(','));
  const all = calls.has('all');
  const kinds = Object.fromEntries(CALL_KINDS.map((kind) => [kind, all || calls.has(kind)]));
  const events = await trace(context.connection, {
    ...kinds,
    onlyErrors: context.params.onlyErrors === 'yes',
    thresholdMs: typeof context.params.threshold === 'number' ? context.params.threshold : 0,
    signal: context.signal,
  });
  const filters: LocalFilters = {
    ...(typeof context.params.statusCode === 'number' ? { statusCode: context.params.statusCode } : {}),
    ...optional('method', stringParam(context, 'method')?.toUpperCase()),
    ...optional('funcname', stringParam(context, 'funcname')?.toLowerCase()),
    ...optional('path', stringParam(context, 'path')),
  };
  for await (const event of events) {
    const message = traceMessage(event);
    if (matches(message, filters)) yield message;
  }
}

/** One traced call in the contract's shape (spec 03 §3): time, api, status, host, client and call statistics. */
export function traceMessage(event: TraceEvent): TraceMessage {
  const http = event.http;
  const statusCode = http?.response.statuscode;
  return {
    time: event.time,
    api: event.funcname,
    ...(statusCode !== undefined ? { statusCode, statusMsg: STATUS_CODES[statusCode] ?? '' } : {}),
    ...(event.error ? { statusMsg: event.error } : {}),
    ...optional('method', http?.request.method),
    ...optional('path', http?.request.path ?? event.path),
    host: event.nodename,
    ...optional('client', http?.request.client),
    callStats: {
      duration: Math.round(event.dur ?? http?.stats.latency ?? 0),
      rx: http?.stats.inputbytes ?? 0,
      tx: http?.stats.outputbytes ?? event.bytes ?? 0,
    },
  };
}

function matches(message: TraceMessage, filters: LocalFilters): boolean {
  if (filters.statusCode !== undefined && message.statusCode !== filters.statusCode) return false;
  if (filters.method !== undefined && message.method?.toUpperCase() !== filters.method) return false;
  if (filters.funcname !== undefined && !message.api.toLowerCase().includes(filters.funcname)) return false;
  if (filters.path !== undefined && !(message.path ?? '').includes(filters.path)) return false;
  return true;
}

function optional<K extends string>(key: K, value: string | undefined): { [P in K]?: string } {
  return (value ? { [key]: value } : {}) as { [P in K]?: string };
}
