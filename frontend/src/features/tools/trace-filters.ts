import type { LiveQuery } from '../../shared/live/live-url';

export const CALL_KINDS = ['s3', 'internal', 'storage', 'os', 'all'] as const;
export type CallKind = (typeof CALL_KINDS)[number];

/** The Trace form (spec 03 §2): call kinds (s3 by default), threshold, only errors and the four local filters. */
export interface TraceFilters {
  readonly kinds: ReadonlySet<CallKind>;
  readonly threshold: string;
  readonly onlyErrors: boolean;
  readonly statusCode: string;
  readonly method: string;
  readonly funcname: string;
  readonly path: string;
}

export const DEFAULT_TRACE_FILTERS: TraceFilters = {
  kinds: new Set(['s3']),
  threshold: '0',
  onlyErrors: false,
  statusCode: '',
  method: '',
  funcname: '',
  path: '',
};

/** What is wrong with the form, by field; empty when Start may be pressed. */
export function traceProblems(filters: TraceFilters): Partial<Record<'kinds' | 'threshold' | 'statusCode', true>> {
  const code = Number(filters.statusCode);
  return {
    ...(filters.kinds.size === 0 ? { kinds: true } : {}),
    ...(/^\d{1,9}$/.test(filters.threshold.trim()) ? {} : { threshold: true }),
    ...(filters.statusCode.trim() === '' || (/^\d{3}$/.test(filters.statusCode.trim()) && code >= 100 && code <= 599)
      ? {}
      : { statusCode: true }),
  } as const;
}

/** The query of `/ws/trace` for the form. */
export function traceQuery(filters: TraceFilters): LiveQuery {
  const kinds = filters.kinds.has('all') ? ['all'] : CALL_KINDS.filter((kind) => filters.kinds.has(kind));
  return {
    calls: kinds.join(','),
    threshold: filters.threshold.trim(),
    onlyErrors: filters.onlyErrors ? 'yes' : 'no',
    statusCode: filters.statusCode.trim(),
    method: filters.method.trim(),
    funcname: filters.funcname.trim(),
    path: filters.path.trim(),
  };
}
