import { filterMatch } from './audit-pattern';

/** The fields the Audit Logs page filters on (spec 02 §7 `fp=field:value`). */
export const FILTER_FIELDS = ['bucket', 'object', 'api_name', 'request_id', 'user_agent', 'response_status'] as const;
export type FilterField = (typeof FILTER_FIELDS)[number];

/** One search, already checked. */
export interface AuditSearch {
  readonly filters: ReadonlyArray<{ readonly field: FilterField; readonly pattern: string }>;
  readonly timeStart?: Date;
  readonly timeEnd?: Date;
  readonly order: 'timeDesc' | 'timeAsc';
  readonly pageSize: number;
  readonly pageNo: number;
}

/** The columns a search answers, in the contract's names. */
export const RECORD_COLUMNS = `to_char(time AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS time, api_name, bucket, object,
  remote_host, request_id, user_agent, response_status, response_status_code, request_content_length,
  response_content_length, time_to_response_ns, entry::text AS entry`;

/**
 * The statement and parameters of one page. Filters are ANDed; response_status matches the text or the code. The
 * order names the table's columns: a bare `time` would be the formatted text of the select list, which no index
 * serves, so every match of the range was sorted (see docs/benchmarks.md, audit search over 1,000,000 entries).
 */
export function searchStatement(search: AuditSearch): { sql: string; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  for (const { field, pattern } of search.filters) {
    const match = filterMatch(pattern);
    const test = (column: string) =>
      'exact' in match ? `${column} = ${param(match.exact)}` : `${column} LIKE ${param(match.like)} ESCAPE '\\'`;
    where.push(
      field === 'response_status'
        ? `(${test('response_status')} OR ${test('response_status_code::text')})`
        : test(field),
    );
  }
  if (search.timeStart) where.push(`time >= ${param(search.timeStart.toISOString())}`);
  if (search.timeEnd) where.push(`time <= ${param(search.timeEnd.toISOString())}`);
  const direction = search.order === 'timeAsc' ? 'ASC' : 'DESC';
  const sql = `SELECT ${RECORD_COLUMNS} FROM audit_log${where.length ? ` WHERE ${where.join(' AND ')}` : ''}
    ORDER BY audit_log.time ${direction}, audit_log.id ${direction} LIMIT ${param(search.pageSize)} OFFSET ${param(search.pageNo * search.pageSize)}`;
  return { sql, params };
}
