import { startOfflineApp, type OfflineApp } from '@test/support/offline-app';
import { contractDocument, declaredOperations } from './openapi-document';
import { optionalQueryParameters } from './openapi-empty-query';

interface Parameter {
  readonly $ref?: string;
  readonly name: string;
  readonly in: string;
  readonly required?: boolean;
  readonly schema?: Schema;
}
interface Operation {
  readonly parameters?: readonly Parameter[];
  readonly requestBody?: { readonly content: Readonly<Record<string, unknown>> };
}
interface Schema {
  readonly $ref?: string;
  readonly type?: string;
  readonly format?: string;
  readonly enum?: readonly unknown[];
  readonly minimum?: number;
  readonly items?: Schema;
  readonly example?: unknown;
}

const document = contractDocument();
const resolve = <T extends { $ref?: string }>(node: T): T =>
  node.$ref
    ? (node.$ref
        .split('/')
        .slice(1)
        .reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], document) as T)
    : node;

/** A value the parameter's schema accepts, for the parameters each request needs besides the one under test. */
function sample(schema: Schema = {}): string {
  const resolved = resolve(schema);
  if (resolved.example !== undefined) return String(resolved.example);
  if (resolved.enum) return String(resolved.enum[0]);
  if (resolved.format === 'byte') return 'YS50eHQ=';
  if (resolved.format === 'date-time') return '2024-01-01T00:00:00Z';
  if (resolved.type === 'integer' || resolved.type === 'number') return String(resolved.minimum ?? 1);
  if (resolved.type === 'boolean') return 'true';
  if (resolved.type === 'array') return sample(resolved.items);
  return 'photos';
}

/** Every (operation, optional query parameter) of /api/v1, with a URL that carries every required parameter. */
function cases() {
  const optional = optionalQueryParameters(document);
  return declaredOperations
    .filter((op) => op.transport === 'http' && optional.has(op.operationId))
    .flatMap((op) => {
      const item = document.paths[op.path] as { parameters?: Parameter[] } & Record<string, Operation>;
      const operation = item[op.method.toLowerCase()] ?? {};
      const declared = [...(item.parameters ?? []), ...(operation.parameters ?? [])].map(resolve);
      const path = declared
        .filter((parameter) => parameter.in === 'path')
        .reduce((at, parameter) => at.replace(`{${parameter.name}}`, sample(parameter.schema)), op.path);
      const required = declared
        .filter((parameter) => parameter.in === 'query' && parameter.required)
        .map((parameter) => `${parameter.name}=${encodeURIComponent(sample(parameter.schema))}`);
      const body = Object.keys(operation.requestBody?.content ?? {})[0];
      return [...(optional.get(op.operationId) ?? [])].map((parameter) => ({
        id: op.operationId,
        method: op.method,
        parameter,
        url: (extra: string) => `${path}?${[...required, extra].filter(Boolean).join('&')}`,
        body,
      }));
    });
}

let app: OfflineApp;
beforeAll(async () => {
  app = await startOfflineApp();
});
afterAll(() => app.close());

/**
 * The answer to one call. A body of the declared media type goes along (`{}` or a one-file form): without one the
 * validator stops at the missing body (415) before it looks at the query.
 */
async function answer(method: string, url: string, media?: string) {
  const body = media === 'application/json' ? '{}' : media === 'multipart/form-data' ? oneFileForm() : undefined;
  const headers = media === 'application/json' ? { ...app.loggedIn, 'content-type': media } : app.loggedIn;
  // A redirect (the SSO start) is the answer itself: following it would reach the frontend, which the unit stage
  // runs before it is built.
  const res = await fetch(`${app.base}${url}`, { method, headers, body, redirect: 'manual' });
  return { status: res.status, body: await res.text() };
}

function oneFileForm(): FormData {
  const form = new FormData();
  form.append('file', new Blob(['hello']), 'a.txt');
  return form;
}

describe('an optional query parameter sent empty', () => {
  const all = cases();

  it('is found for every operation that has one (the walk below is not empty)', () => {
    expect(all.map((entry) => `${entry.id} ${entry.parameter}`)).toEqual(
      expect.arrayContaining(['listObjects prefix', 'downloadObject version_id', 'searchAuditLogs pageSize']),
    );
  });

  it.each(all)('$id: `$parameter=` is answered as if it were left out', async ({ method, url, body, parameter }) => {
    const absent = await answer(method, url(''), body);
    for (const empty of [`${parameter}=`, parameter]) {
      const sent = await answer(method, url(empty), body);
      expect(sent.body).not.toMatch(/Empty value/);
      // A success may differ in what it is made of (a signed link holds the time); a failure must be the same one.
      expect(sent.status).toBe(absent.status);
      if (absent.status >= 400) expect(sent.body).toBe(absent.body);
    }
  });
});

describe('GET /buckets/{bucket}/objects?prefix= (what clients of the old console send)', () => {
  it('reaches the listing instead of a 400', async () => {
    const res = await answer('GET', '/api/v1/buckets/photos/objects?prefix=');
    // No MinIO behind this app: the listing itself answers 503, never the validator's 400.
    expect(res.status).toBe(503);
  });

  it('still refuses an empty value for a required parameter', async () => {
    const res = await answer('GET', '/api/v1/buckets/photos/objects/download?prefix=');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ detailedMessage: "Empty value found for query parameter 'prefix'" });
  });
});
