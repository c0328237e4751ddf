import { XMLParser } from 'fast-xml-parser';
import { decodeXmlEntities } from './xml-entities';

/** An error answer from MinIO: admin JSON, S3 XML or STS XML, all normalised to the same fields. */
export class MinioError extends Error {
  override readonly name = 'MinioError';
  /** HTTP status of the answer. */
  readonly status: number;
  /** MinIO's / S3's error code, for example `XMinioAdminNoSuchUser`, `AccessDenied`, `SignatureDoesNotMatch`. */
  readonly code: string;
  readonly requestId: string | undefined;
  readonly resource: string | undefined;

  constructor(fields: { status: number; code: string; message: string; requestId?: string; resource?: string }) {
    super(fields.message);
    this.status = fields.status;
    this.code = fields.code;
    this.requestId = fields.requestId;
    this.resource = fields.resource;
  }
}

/** Why a server could not be reached; the kind is for logs and tests, the message is for people. */
export type UnreachableReason = 'refused' | 'timeout' | 'dns' | 'reset' | 'tls' | 'network';

/**
 * The storage server did not answer at all (connection refused, DNS failure, timeout, reset). Kept apart from
 * MinioError so that a login against a stopped server never reads as "invalid credentials".
 */
export class MinioUnreachableError extends Error {
  override readonly name = 'MinioUnreachableError';
  readonly endpoint: string;
  readonly reason: UnreachableReason;

  constructor(endpoint: string, reason: UnreachableReason, cause?: unknown) {
    super(`cannot reach the storage server at ${endpoint} (${REASON_TEXT[reason]})`, { cause });
    this.endpoint = endpoint;
    this.reason = reason;
  }
}

/** MinIO answered, but not in a form we understand (bad JSON, undecryptable payload, broken stream). */
export class MinioProtocolError extends Error {
  override readonly name = 'MinioProtocolError';
}

const REASON_TEXT: Record<UnreachableReason, string> = {
  refused: 'connection refused',
  timeout: 'no answer in time',
  dns: 'host name not found',
  reset: 'connection closed unexpectedly',
  tls: 'TLS handshake failed',
  network: 'network error',
};

const CODE_REASONS: Readonly<Record<string, UnreachableReason>> = {
  ECONNREFUSED: 'refused',
  ENOTFOUND: 'dns',
  EAI_AGAIN: 'dns',
  EAI_FAIL: 'dns',
  ETIMEDOUT: 'timeout',
  UND_ERR_CONNECT_TIMEOUT: 'timeout',
  UND_ERR_HEADERS_TIMEOUT: 'timeout',
  UND_ERR_BODY_TIMEOUT: 'timeout',
  ECONNRESET: 'reset',
  EPIPE: 'reset',
  UND_ERR_SOCKET: 'reset',
  UND_ERR_CLOSED: 'reset',
  EHOSTUNREACH: 'network',
  ENETUNREACH: 'network',
  EHOSTDOWN: 'network',
};

/**
 * Classifies an exception thrown by `fetch` (or node:http) as an unreachable server, or returns undefined when it is
 * something else (an abort by the caller, a programming error). Looks through `cause` chains, where undici keeps the
 * system error.
 */
export function unreachableFromError(error: unknown, endpoint: string): MinioUnreachableError | undefined {
  // Duck-typed rather than instanceof: DOMException and undici's errors may come from another realm (jest, workers).
  let current: unknown = error;
  for (let depth = 0; typeof current === 'object' && current !== null && depth < 5; depth++) {
    const { name, code, cause } = current as { name?: unknown; code?: unknown; cause?: unknown };
    if (name === 'TimeoutError') return new MinioUnreachableError(endpoint, 'timeout', error);
    if (typeof code === 'string') {
      const reason = CODE_REASONS[code] ?? (code.startsWith('ERR_TLS') || code.includes('CERT') ? 'tls' : undefined);
      if (reason) return new MinioUnreachableError(endpoint, reason, error);
    }
    current = cause;
  }
  // undici reports "fetch failed" for every transport failure it does not attach a code to.
  if (error instanceof TypeError && error.message === 'fetch failed') {
    return new MinioUnreachableError(endpoint, 'network', error);
  }
  return undefined;
}

// Entities are left in place and decoded once by decodeXmlEntities: the parser would decode `&quot;` but not the
// `&#34;` MinIO writes for every quote.
const xml = new XMLParser({
  parseTagValue: false,
  ignoreAttributes: true,
  removeNSPrefix: true,
  trimValues: true,
  processEntities: false,
});

/**
 * Builds a MinioError from an error answer: admin JSON `{Code, Message, Resource, RequestId}`, S3 XML
 * `<Error><Code>…`, STS XML `<ErrorResponse><Error><Code>…</Error><RequestId>…`. Bodyless answers (HEAD) fall back
 * to MinIO's `x-minio-error-code` / `x-minio-error-desc` headers, then to the HTTP status.
 */
export function parseMinioError(status: number, body: string, headers?: Headers): MinioError {
  const fields = parseJsonError(body) ?? parseXmlError(body) ?? {};
  const headerRequestId = headers?.get('x-amz-request-id') ?? undefined;
  const code = fields.code || headers?.get('x-minio-error-code') || `HTTP${status}`;
  const message =
    fields.message || headers?.get('x-minio-error-desc') || fallbackMessage(status, body) || `HTTP status ${status}`;
  const requestId = fields.requestId || headerRequestId;
  return new MinioError({
    status,
    code,
    message,
    ...(requestId ? { requestId } : {}),
    ...(fields.resource ? { resource: fields.resource } : {}),
  });
}

interface ErrorFields {
  code?: string;
  message?: string;
  requestId?: string;
  resource?: string;
}

function parseJsonError(body: string): ErrorFields | undefined {
  const trimmed = body.trim();
  if (!trimmed.startsWith('{')) return undefined;
  try {
    const value: unknown = JSON.parse(trimmed);
    if (typeof value !== 'object' || value === null) return undefined;
    const record = value as Record<string, unknown>;
    return pick(record, ['Code', 'code'], ['Message', 'message'], ['RequestId', 'requestId'], ['Resource', 'resource']);
  } catch {
    return undefined;
  }
}

function parseXmlError(body: string): ErrorFields | undefined {
  if (!body.trimStart().startsWith('<')) return undefined;
  let document: unknown;
  try {
    document = xml.parse(body);
  } catch {
    return undefined;
  }
  const root = asRecord(document);
  const stsRoot = asRecord(root?.['ErrorResponse']);
  const error = asRecord(stsRoot?.['Error']) ?? asRecord(root?.['Error']);
  if (!error) return undefined;
  const fields = pick(error, ['Code'], ['Message'], ['RequestId'], ['Resource']);
  const stsRequestId = stsRoot?.['RequestId'];
  if (!fields.requestId && typeof stsRequestId === 'string') fields.requestId = stsRequestId;
  for (const key of Object.keys(fields) as Array<keyof ErrorFields>) {
    const value = fields[key];
    if (value !== undefined) fields[key] = decodeXmlEntities(value);
  }
  return fields;
}

function pick(
  record: Record<string, unknown>,
  code: string[],
  message: string[],
  requestId: string[],
  resource: string[],
): ErrorFields {
  const first = (names: string[]): string | undefined => {
    for (const name of names) {
      const value = record[name];
      if (typeof value === 'string' && value !== '') return value;
    }
    return undefined;
  };
  const fields: ErrorFields = {};
  const values = { code: first(code), message: first(message), requestId: first(requestId), resource: first(resource) };
  for (const [key, value] of Object.entries(values) as Array<[keyof ErrorFields, string | undefined]>) {
    if (value !== undefined) fields[key] = value;
  }
  return fields;
}

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/** A short, single-line excerpt of a body we could not parse (a proxy's HTML page, say). */
function fallbackMessage(status: number, body: string): string | undefined {
  const text = body
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return undefined;
  return `HTTP status ${status}: ${text.length > 200 ? `${text.slice(0, 200)}…` : text}`;
}
