import type { QueryParams, Schema } from '@contract/shared/contract-types';
import { ApiError } from '../../platform/errors/api-error';
import { FILTER_FIELDS, type AuditSearch, type FilterField } from './audit-search';
import type { StoredRecord } from './audit-store';

/**
 * The search of a `GET /logs/search` query. The contract already bounds every value (field names, 1,100
 * characters per filter, page size and number); this adds what it cannot say: a time range that ends before it
 * starts, and a filter with nothing after the colon.
 */
export function auditSearchOf(query: QueryParams<'searchAuditLogs'>): AuditSearch {
  const filters = (query.fp ?? []).map((fp) => {
    const colon = fp.indexOf(':');
    const field = fp.slice(0, colon) as FilterField;
    const pattern = fp.slice(colon + 1);
    if (!FILTER_FIELDS.includes(field) || pattern === '') {
      throw new ApiError(
        400,
        'Malformed filter',
        `The filter "${fp.slice(0, 60)}" needs a field and a value (field:value)`,
      );
    }
    return { field, pattern };
  });
  const timeStart = query.timeStart === undefined ? undefined : new Date(query.timeStart);
  const timeEnd = query.timeEnd === undefined ? undefined : new Date(query.timeEnd);
  if (timeStart && timeEnd && timeStart.getTime() > timeEnd.getTime()) {
    throw new ApiError(400, 'Invalid time range', 'The end of the time range is before its start');
  }
  return {
    filters,
    ...(timeStart ? { timeStart } : {}),
    ...(timeEnd ? { timeEnd } : {}),
    order: query.order ?? 'timeDesc',
    pageSize: query.pageSize ?? 100,
    pageNo: query.pageNo ?? 0,
  };
}

/** A stored row as the contract's record (PGlite gives bigints as BigInt, `pg` as text). */
export function recordOf(row: StoredRecord): Schema<'AuditLogRecord'> {
  const number = (value: unknown) => (value === null || value === undefined ? undefined : Number(value));
  const optional = (key: string, value: number | undefined) => (value === undefined ? {} : { [key]: value });
  let entry: Record<string, unknown> | undefined;
  try {
    entry = JSON.parse(String(row.entry)) as Record<string, unknown>;
  } catch {
    entry = undefined;
  }
  return {
    time: String(row.time),
    api_name: String(row.api_name),
    bucket: String(row.bucket),
    object: String(row.object),
    remote_host: String(row.remote_host),
    request_id: String(row.request_id),
    user_agent: String(row.user_agent),
    response_status: String(row.response_status),
    response_status_code: Number(row.response_status_code),
    ...optional('request_content_length', number(row.request_content_length)),
    ...optional('response_content_length', number(row.response_content_length)),
    ...optional('time_to_response_ns', number(row.time_to_response_ns)),
    ...(entry ? { entry } : {}),
  };
}
