import type { ReactNode } from 'react';
import type { AuditRecord } from './audit-logs.queries';
import { auditStrings as strings } from './audit-logs.strings';

export type AuditColumnId = keyof typeof strings.columns;

/** A column of the audit table: its title, how a record shows in it, and whether numbers align right. */
export interface AuditColumn {
  readonly id: AuditColumnId;
  readonly title: string;
  readonly cell: (record: AuditRecord) => ReactNode;
  readonly numeric?: boolean;
  /** Long free text (object names, user agents): wrapped within the column rather than widening the table. */
  readonly long?: boolean;
}

const number = (value: number | undefined) => (value === undefined ? '' : value.toLocaleString());

/** Every column, in the spec's order (spec 02 §2 Audit Logs). */
export const AUDIT_COLUMNS: readonly AuditColumn[] = [
  { id: 'time', title: strings.columns.time, cell: (r) => new Date(r.time).toLocaleString() },
  { id: 'api_name', title: strings.columns.api_name, cell: (r) => r.api_name },
  { id: 'bucket', title: strings.columns.bucket, cell: (r) => r.bucket },
  { id: 'object', title: strings.columns.object, cell: (r) => r.object, long: true },
  { id: 'remote_host', title: strings.columns.remote_host, cell: (r) => r.remote_host },
  { id: 'request_id', title: strings.columns.request_id, cell: (r) => r.request_id },
  { id: 'user_agent', title: strings.columns.user_agent, cell: (r) => r.user_agent, long: true },
  {
    id: 'response_status',
    title: strings.columns.response_status,
    cell: (r) => [r.response_status_code || '', r.response_status].filter(Boolean).join(' '),
  },
  {
    id: 'request_content_length',
    title: strings.columns.request_content_length,
    cell: (r) => number(r.request_content_length),
    numeric: true,
  },
  {
    id: 'response_content_length',
    title: strings.columns.response_content_length,
    cell: (r) => number(r.response_content_length),
    numeric: true,
  },
  {
    id: 'time_to_response_ns',
    title: strings.columns.time_to_response_ns,
    cell: (r) => number(r.time_to_response_ns),
    numeric: true,
  },
];

/** The spec's default set: every column but the two content lengths and the response time. */
export const DEFAULT_AUDIT_COLUMNS: ReadonlySet<string> = new Set(
  AUDIT_COLUMNS.filter((c) => !c.numeric).map((c) => c.id),
);
