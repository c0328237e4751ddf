import { randomUUID } from 'node:crypto';
import { jsonHeaders } from '@test/support/app-under-test';
import { eventually } from '@test/support/eventually';

/** What `GET /logs/search` answers, as a client reads it. */
export interface SearchAnswer {
  readonly status: number;
  readonly body: {
    results?: Array<Record<string, unknown> & { bucket: string; object: string; api_name: string; time: string }>;
    code?: number;
    message?: string;
    detailedMessage?: string;
  };
}

/** `GET /api/v1/logs/search` with the repeated `fp` filters and any other parameters. */
export async function search(
  base: string,
  cookie: string,
  filters: readonly string[],
  more: Record<string, string> = {},
): Promise<SearchAnswer> {
  const query = new URLSearchParams({ q: 'reqinfo', ...more });
  filters.forEach((fp) => query.append('fp', fp));
  const res = await fetch(`${base}/api/v1/logs/search?${query.toString()}`, { headers: { Cookie: cookie } });
  return { status: res.status, body: (await res.json()) as SearchAnswer['body'] };
}

/** Polls the search until it finds at least `count` records. */
export function searchUntil(base: string, cookie: string, filters: readonly string[], count = 1, timeoutMs = 60_000) {
  return eventually(
    `${count} audit records for ${filters.join(' ')}`,
    async () => {
      const answer = await search(base, cookie, filters);
      return (answer.body.results?.length ?? 0) >= count ? answer.body.results : undefined;
    },
    timeoutMs,
  );
}

/** POSTs a body to the ingest endpoint as MinIO's webhook would (no cookie, no CSRF header). */
export async function ingest(base: string, authorization: string | undefined, body: string | Buffer) {
  const res = await fetch(`${base}/api/v1/logs/audit/ingest`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(authorization ? { Authorization: authorization } : {}) },
    body: typeof body === 'string' ? body : new Uint8Array(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** One audit entry line in MinIO's format (what its HTTP target writes, one JSON per line). */
export function entryLine(bucket: string, object = `obj-${randomUUID()}`, time = new Date()): string {
  return JSON.stringify({
    version: '1',
    deploymentid: randomUUID(),
    time: time.toISOString(),
    event: 'audit',
    trigger: 'incoming',
    api: {
      name: 'PutObject',
      bucket,
      object,
      status: 'OK',
      statusCode: 200,
      rx: 512,
      tx: 0,
      timeToResponse: '1200000ns',
      timeToResponseInNS: '1200000',
    },
    remotehost: '127.0.0.1',
    requestID: randomUUID().toUpperCase(),
    userAgent: 'integration-test',
    requestHeader: { 'User-Agent': 'integration-test' },
  });
}

/** The page's calls: the store's state, and the webhook set-up it asks consent for. */
export async function auditStatus(base: string, cookie: string) {
  const res = await fetch(`${base}/api/v1/logs/audit/status`, { headers: { Cookie: cookie } });
  return {
    status: res.status,
    body: (await res.json()) as Record<string, unknown> & { webhook: { configured: boolean } },
  };
}

export async function configureWebhook(base: string, cookie: string) {
  const res = await fetch(`${base}/api/v1/logs/audit/webhook`, {
    method: 'POST',
    headers: { ...jsonHeaders, Cookie: cookie },
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
