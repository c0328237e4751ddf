/** One audit entry, as the store keeps it: the searchable fields, and the entry MinIO sent. */
export interface AuditRow {
  readonly time: string;
  readonly api_name: string;
  readonly bucket: string;
  readonly object: string;
  readonly remote_host: string;
  readonly request_id: string;
  readonly user_agent: string;
  readonly response_status: string;
  readonly response_status_code: number;
  readonly request_content_length: number | null;
  readonly response_content_length: number | null;
  readonly time_to_response_ns: number | null;
  /** The entry as JSON text. */
  readonly entry: string;
}

/** A line of an ingest body that is not an audit entry. */
export class MalformedEntry extends Error {
  constructor(
    readonly line: number,
    problem: string,
  ) {
    super(`line ${line}: ${problem}`);
  }
}

/**
 * The entries of an ingest body. MinIO's HTTP target writes each entry with a JSON encoder, one per line, and sends
 * one line or a batch of `batch_size` lines; a JSON array of entries is taken too. All or nothing: the first line
 * that is not an audit entry (a JSON object with a `time`) refuses the whole body.
 */
export function parseIngestBody(text: string): AuditRow[] {
  const trimmed = text.trim();
  if (trimmed.startsWith('[')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(trimmed);
    } catch {
      throw new MalformedEntry(1, 'not JSON');
    }
    if (!Array.isArray(parsed)) throw new MalformedEntry(1, 'not a list of entries');
    return parsed.map((entry, index) => rowOf(entry, index + 1));
  }
  const rows: AuditRow[] = [];
  text.split('\n').forEach((line, index) => {
    if (line.trim() === '') return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch {
      throw new MalformedEntry(index + 1, 'not JSON');
    }
    rows.push(rowOf(parsed, index + 1));
  });
  return rows;
}

function rowOf(value: unknown, line: number): AuditRow {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new MalformedEntry(line, 'not a JSON object');
  }
  const entry = value as Record<string, unknown>;
  const time = typeof entry.time === 'string' ? new Date(entry.time) : undefined;
  if (time === undefined || Number.isNaN(time.getTime())) throw new MalformedEntry(line, 'no valid `time`');
  const api = (typeof entry.api === 'object' && entry.api !== null ? entry.api : {}) as Record<string, unknown>;
  return {
    time: time.toISOString(),
    api_name: text(api.name),
    bucket: text(api.bucket),
    object: text(api.object),
    remote_host: text(entry.remotehost),
    request_id: text(entry.requestID),
    user_agent: text(entry.userAgent),
    response_status: text(api.status),
    response_status_code: integer(api.statusCode) ?? 0,
    request_content_length: integer(api.rx),
    response_content_length: integer(api.tx),
    time_to_response_ns: integer(api.timeToResponseInNS),
    // jsonb refuses the \\u0000 escape as well (an escaped backslash before "u0000" is kept).
    entry: JSON.stringify(entry).replace(/(?<!\\)((?:\\\\)*)\\u0000/g, '$1'),
  };
}

/** PostgreSQL text cannot hold NUL; a request can put one in an object name or a header. */
function text(value: unknown): string {
  return typeof value === 'string' ? value.replace(/\0/g, '') : '';
}

/** MinIO writes sizes as numbers and nanosecond durations as strings. */
function integer(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) ? number : null;
}
