import { randomBytes, randomUUID } from 'node:crypto';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { login } from '@test/support/app-under-test';
import { startConsoleFromSource, type ConsoleInstance } from '@test/support/console-process';
import { eventually } from '@test/support/eventually';
import { makeBucket, putObjects, removeBucketFully } from '@test/support/minio-root';
import { loadWorld, need } from '@test/world/state';
import { search } from '../audit/audit-support';
import { openSocket } from '../tools/live-socket';

// Per-session limits on the costly functions (docs/limits.md, ASVS V2.4.1): a call over the limit gets 429 with
// Retry-After and a message naming the limit; a call that ends — answered, failed, or abandoned by its client —
// gives its slot back. A console process of its own with small limits, against the world's MinIO.
jest.setTimeout(120_000);

const minio = need(loadWorld().minio.erasure, 'erasure MinIO');
let app: ConsoleInstance;
let base: string;
const bucket = `limits-${randomUUID()}`;

beforeAll(async () => {
  app = await startConsoleFromSource({
    CONSOLE_MINIO_SERVER: minio.endpoint,
    CONSOLE_LOG_LEVEL: 'error',
    CONSOLE_AUDIT_DATA_DIR: 'memory://',
    CONSOLE_LIMIT_ZIP_DOWNLOADS: '2',
    CONSOLE_LIMIT_LIVE_STREAMS: '2',
    CONSOLE_LIMIT_AUDIT_SEARCHES: '1',
  });
  base = app.url.replace(/\/$/, '');
  await makeBucket(minio, bucket);
  // Incompressible and larger than the socket buffers: a ZIP whose reader stops reading stays in progress.
  await putObjects(minio, bucket, [['big/blob.bin', randomBytes(48 * 1024 * 1024)]]);
}, 120_000);
afterAll(async () => {
  await app?.stop();
  await removeBucketFully(minio, bucket);
});

const freshSession = () => login(base, minio.accessKey, minio.secretKey);

/** A ZIP download as the browser's form post does it; the answer is paused (not read) until the test says. */
function startZip(cookie: string, targetBucket = bucket) {
  const body = new URLSearchParams({ request: JSON.stringify({ paths: ['big/'] }) }).toString();
  const req = httpRequest(`${base}/api/v1/buckets/${targetBucket}/objects/download-zip`, {
    method: 'POST',
    headers: {
      Cookie: cookie,
      'Content-Type': 'application/x-www-form-urlencoded',
      'Content-Length': Buffer.byteLength(body),
    },
  });
  const response = new Promise<IncomingMessage>((resolve, reject) => {
    req.on('response', (res) => {
      // A download the test cancels ends its answer with an error; that is the point.
      res.on('error', () => undefined);
      res.pause();
      resolve(res);
    });
    req.on('error', reject);
  });
  req.end(body);
  return { req, response };
}

async function jsonOf(res: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of res) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
}

describe('ZIP downloads per session', () => {
  it('refuses a third ZIP with 429 naming the limit, lets other sessions download, and frees a slot on abort', async () => {
    const cookie = await freshSession();
    const first = startZip(cookie);
    const second = startZip(cookie);
    expect((await first.response).statusCode).toBe(200);
    expect((await second.response).statusCode).toBe(200);

    const third = await startZip(cookie).response;
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBe('5');
    expect(await jsonOf(third)).toEqual({
      code: 429,
      message: 'Too many ZIP downloads at once',
      detailedMessage: expect.stringContaining('CONSOLE_LIMIT_ZIP_DOWNLOADS') as string,
    });

    // Another login has slots of its own.
    const other = startZip(await freshSession());
    expect((await other.response).statusCode).toBe(200);
    other.req.destroy();

    // The browser cancels one download: its slot comes back (once the console noticed the closed connection).
    first.req.destroy();
    const next = await eventually('a ZIP admitted after a cancelled one', async () => {
      const attempt = startZip(cookie);
      const res = await attempt.response;
      if (res.statusCode === 200) return attempt;
      res.resume();
      return undefined;
    });
    next.req.destroy();
    second.req.destroy();
  });

  it('frees the slot of a ZIP that failed before its first byte and of one read to the end', async () => {
    const cookie = await freshSession();
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const res = await startZip(cookie, `missing-${randomUUID()}`).response;
      expect(res.statusCode).toBe(404);
      res.resume();
    }
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const res = await startZip(cookie).response;
      expect(res.statusCode).toBe(200);
      let bytes = 0;
      for await (const chunk of res) bytes += (chunk as Buffer).length;
      expect(bytes).toBeGreaterThan(48 * 1024 * 1024);
    }
  });
});

describe('live streams per session', () => {
  it('refuses a third stream with 429 on the handshake and on the probe, and frees a slot when a socket closes', async () => {
    const cookie = await freshSession();
    const first = openSocket(base, '/ws/trace?calls=s3', { cookie });
    const second = openSocket(base, '/ws/console', { cookie });
    await eventually('two open streams', async () => (first.record.opened && second.record.opened ? true : undefined));

    const third = await openSocket(base, '/ws/trace?calls=s3', { cookie }).settled;
    expect(third.opened).toBe(false);
    expect(third.refused).toEqual({
      status: 429,
      body: {
        code: 429,
        message: 'Too many live streams at once',
        detailedMessage: expect.stringContaining('CONSOLE_LIMIT_LIVE_STREAMS') as string,
      },
    });
    // The page asks the same address without an upgrade why its socket failed: the same refusal.
    const probe = await fetch(`${base}/ws/trace?calls=s3`, { headers: { cookie } });
    expect(probe.status).toBe(429);
    expect(probe.headers.get('retry-after')).toBe('5');
    expect(((await probe.json()) as { message: string }).message).toBe('Too many live streams at once');

    // A client that vanishes without a close frame frees its slot too.
    first.ws.terminate();
    const next = await eventually('a stream admitted after one ended', async () => {
      const attempt = openSocket(base, '/ws/trace?calls=s3', { cookie });
      const opened = await Promise.race([
        new Promise<boolean>((resolve) => attempt.ws.once('open', () => resolve(true))),
        attempt.settled.then(() => false),
      ]);
      return opened ? attempt : undefined;
    });
    next.ws.close(1000);
    second.ws.close(1000);
  });

  it('gives the slot back when the handshake is refused after the session check', async () => {
    const cookie = await freshSession();
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const record = await openSocket(base, `/ws/watch/missing-${randomUUID()}`, { cookie }).settled;
      expect(record.refused).toMatchObject({ status: 400, body: { message: 'Bucket not found' } });
    }
    const open = openSocket(base, '/ws/trace?calls=s3', { cookie });
    await eventually('a stream to open', async () => (open.record.opened ? true : undefined));
    open.ws.close(1000);
  });
});

describe('audit log searches per session', () => {
  it('refuses searches over the limit with 429 while others run, and answers again once they ended', async () => {
    const cookie = await freshSession();
    await eventually('the audit store to answer', async () =>
      (await search(base, cookie, [])).status === 200 ? true : undefined,
    );
    // With a limit of 1, a burst of searches of one session overlaps; the ones that find the slot taken are refused.
    const refused = await eventually('a refused search in a burst', async () => {
      const answers = await Promise.all(Array.from({ length: 8 }, () => search(base, cookie, [])));
      expect(answers.every((answer) => answer.status === 200 || answer.status === 429)).toBe(true);
      return answers.find((answer) => answer.status === 429);
    });
    expect(refused.body).toEqual({
      code: 429,
      message: 'Too many audit log searches at once',
      detailedMessage: expect.stringContaining('CONSOLE_LIMIT_AUDIT_SEARCHES') as string,
    });
    // Nothing stays held: one search at a time always gets through.
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await search(base, cookie, [])).status).toBe(200);
  });
});
