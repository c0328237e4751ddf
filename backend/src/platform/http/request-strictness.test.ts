import { startOfflineApp, type OfflineApp } from '@test/support/offline-app';
import { jsonNestingDepth, MAX_JSON_DEPTH } from './json-body';

/**
 * What a request body may not be: unknown fields anywhere in it, or nesting so deep that it is an attack on whatever
 * walks the parsed value. The real app, over HTTP; no MinIO behind it, so a request the contract lets through gets
 * a 503 from the handler, one it refuses a 400 before any handler.
 */
let app: OfflineApp;
beforeAll(async () => {
  app = await startOfflineApp();
});
afterAll(() => app.close());

async function send(method: string, path: string, body: string) {
  const res = await fetch(`${app.base}/api/v1${path}`, {
    method,
    headers: { ...app.loggedIn, 'content-type': 'application/json' },
    body,
  });
  return { status: res.status, body: (await res.json()) as unknown };
}

const nested = (levels: number, inner: string) => `${'{"a":'.repeat(levels)}${inner}${'}'.repeat(levels)}`;

describe('unknown fields in a request body', () => {
  it('are refused at the top level with a 400 naming the field', async () => {
    const res = await send('POST', '/buckets', JSON.stringify({ name: 'photos', extra: true }));
    expect(res).toEqual({
      status: 400,
      body: {
        code: 400,
        message: 'Invalid request',
        detailedMessage: 'request/body/extra is not a field of this request',
      },
    });
  });

  it('are refused inside nested objects and array items', async () => {
    const quota = await send(
      'POST',
      '/buckets',
      JSON.stringify({ name: 'photos', quota: { enabled: true, quota_type: 'hard', amount: 1, x: 1 } }),
    );
    expect(quota).toMatchObject({
      status: 400,
      body: { detailedMessage: 'request/body/quota/x is not a field of this request' },
    });
    const part = await send(
      'POST',
      `/buckets/photos/uploads/u1/complete?prefix=${encodeURIComponent(btoa('a.bin'))}`,
      JSON.stringify({ parts: [{ partNumber: 1, etag: 'e', size: 3 }] }),
    );
    expect(part).toMatchObject({
      status: 400,
      body: { detailedMessage: 'request/body/parts/0/size is not a field of this request' },
    });
  });

  it('are refused in an allOf composition, whose own fields all pass', async () => {
    const remote = { accessKey: 'abc', secretKey: 'secret123', targetURL: 'remote:9000', useTLS: false };
    expect(await send('POST', '/list-external-buckets', JSON.stringify({ ...remote, extra: 1 }))).toMatchObject({
      status: 400,
      body: { detailedMessage: 'request/body/extra is not a field of this request' },
    });
    // Past the contract: the handler itself answers (the remote does not exist), never a 400 about a known field.
    const known = await send('POST', '/list-external-buckets', JSON.stringify({ ...remote, region: 'us-east-1' }));
    expect(known.body).not.toMatchObject({
      detailedMessage: expect.stringMatching(/not a field/) as unknown,
    });
  });

  it('leave the request as it was when every field is known (the handler answers)', async () => {
    const res = await send('POST', '/buckets', JSON.stringify({ name: 'photos', versioning: false }));
    expect(res.status).toBe(503);
  });
});

describe('nesting in a JSON body', () => {
  it.each([
    ['objects', MAX_JSON_DEPTH + 1, nested(MAX_JSON_DEPTH + 1, '1')],
    ['objects', 10_000, nested(10_000, '1')],
    ['arrays', 400_000, `${'['.repeat(400_000)}${']'.repeat(400_000)}`],
  ])('%s %i levels deep are refused with a 400', async (_kind, _levels, body) => {
    const res = await send('POST', '/buckets', body);
    expect(res).toEqual({
      status: 400,
      body: {
        code: 400,
        message: 'Invalid request',
        detailedMessage: `The JSON body nests deeper than ${MAX_JSON_DEPTH} levels`,
      },
    });
  });

  it('up to the limit reaches the contract check (here: an unknown field)', async () => {
    const res = await send('POST', '/buckets', JSON.stringify({ name: 'photos', x: JSON.parse(nested(30, '1')) }));
    expect(res).toMatchObject({
      status: 400,
      body: { detailedMessage: 'request/body/x is not a field of this request' },
    });
  });

  it('keeps the server answering afterwards', async () => {
    await send('POST', '/buckets', `${'['.repeat(500_000)}1${']'.repeat(499_999)}`);
    expect((await fetch(`${app.base}/healthz`)).status).toBe(200);
  });
});

describe('jsonNestingDepth', () => {
  it.each([
    ['1', 0],
    ['{}', 1],
    ['[[],{"a":[1]}]', 3],
    ['{"a":"[[[[{{{{"}', 1],
    ['{"a":"\\"[[[["}', 1],
    ['{"a\\\\":[["\\\\"]]}', 3],
  ])('%s nests %i deep', (text, depth) => {
    expect(jsonNestingDepth(text)).toBe(depth);
  });

  it('stops counting one level past the limit it is given', () => {
    expect(jsonNestingDepth('['.repeat(1000), 5)).toBe(6);
  });
});
