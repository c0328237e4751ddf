import { jsonHeaders, login } from '@test/support/app-under-test';
import { consoleFixture } from '@test/support/fixtures';

jest.setTimeout(60_000);

/**
 * Requests the contract fuzzer (test/integration/fuzz) found answered with a 5xx, or accepted against the contract,
 * kept as regression tests: each must be a client error with the usual `{code, message, detailedMessage}` body.
 */
const world = consoleFixture();
let cookie: string;

beforeAll(async () => {
  cookie = await login(world.app.base, world.minio.accessKey, world.minio.secretKey);
});

const b64 = (text: string) => encodeURIComponent(Buffer.from(text).toString('base64'));

async function send(method: string, path: string, body?: unknown) {
  const response = await fetch(`${world.app.base}${path}`, {
    method,
    headers: { ...jsonHeaders, Cookie: cookie },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

const apiError = (code: number, message: string | RegExp) => ({
  code,
  message: typeof message === 'string' ? message : expect.stringMatching(message),
  detailedMessage: expect.any(String),
});

describe('what the fuzzer found', () => {
  it.each([
    ['POST', '/api/v1/buckets/7mA0/delete-objects', [{ path: 'z' }]],
    ['DELETE', `/api/v1/buckets/ICUF8/objects?recursive=false&path=${b64('a/b')}`, undefined],
    ['DELETE', `/api/v1/buckets/nTx03/objects/retention?prefix=${b64('x')}`, undefined],
    ['POST', `/api/v1/buckets/62js02cQcceyhPCgz0Ne/uploads?prefix=${b64('p/')}`, { size: 10, content_type: 'a/b' }],
  ])('%s %s with a bucket name S3 does not allow is a 400, not a 500', async (method, path, body) => {
    const answer = await send(method, path, body);
    expect(answer).toEqual({ status: 400, body: apiError(400, /bucket name/i) });
  });

  it('refuses to delete a built-in policy in words, instead of passing on MinIO\'s "internal error" as a 502', async () => {
    const answer = await send('DELETE', '/api/v1/policy?name=consoleAdmin');
    expect(answer).toEqual({
      status: 400,
      body: apiError(400, "Policy 'consoleAdmin' is built into MinIO and cannot be deleted"),
    });
  });

  it.each([['\u0000'], ['a\nb']])(
    'refuses a login whose access key holds a control character (%j) with a 400',
    async (accessKey) => {
      const response = await fetch(`${world.app.base}/api/v1/login`, {
        method: 'POST',
        headers: jsonHeaders,
        body: JSON.stringify({ accessKey, secretKey: 'whatever-secret' }),
      });
      expect({ status: response.status, body: await response.json() }).toEqual({
        status: 400,
        body: apiError(400, 'The request holds characters that cannot be sent to the storage server'),
      });
    },
  );

  it('answers a ZIP of keys in a bucket that does not exist with a 404 before the first byte', async () => {
    const answer = await send('POST', '/api/v1/buckets/no-such-bucket-for-zip/objects/download-zip', {
      paths: Array.from({ length: 50 }, () => '0'),
    });
    expect(answer).toEqual({ status: 404, body: apiError(404, /./) });
  });

  it('refuses a time range end past any unix time it can represent', async () => {
    const answer = await send('GET', '/api/v1/admin/info?end=9223372036854775808');
    expect(answer).toEqual({ status: 400, body: apiError(400, /./) });
  });
});
