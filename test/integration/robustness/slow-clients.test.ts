import { randomBytes } from 'node:crypto';
import { asRoot, readAsRoot } from '@test/support/minio-root';
import { rawExchange, type RawExchange } from '@test/support/raw-http';
import { dataOf } from '@test/support/api-client';
import { b64, resumableUpload } from '../objects/objects-kit';
import { expectStillAnswering, robustnessWorld, sessionHeaders, type SessionHeaders } from './robustness-kit';
import { filePart, FORM_END, uploadHead } from './raw-form';

jest.setTimeout(180_000);

/**
 * Client deadlines of the console as it runs (CONSOLE_HEADERS_TIMEOUT, CONSOLE_BODY_TIMEOUT, here 1 s): slow clients
 * are sent away, while uploads and downloads that take many times as long still work as long as they keep moving.
 * Deadlines in these tests are generous waits, never timing assertions.
 */
const world = robustnessWorld('slow');
const { bucket } = world;

const strict = world.console('slow-clients', { CONSOLE_HEADERS_TIMEOUT: '1s', CONSOLE_BODY_TIMEOUT: '1s' });
let root: SessionHeaders;

beforeAll(async () => {
  root = await sessionHeaders(strict.base, world.minio);
});

afterEach(() => expectStillAnswering(strict));

/** Sent away: a 408, or at least the connection closed by the console. */
function expectTurnedAway(outcome: RawExchange): void {
  if (outcome.status === undefined) expect(outcome.closedByServer).toBe(true);
  else expect(outcome.status).toBe(408);
}

/** `data` in `count` pieces: sent one every 300 ms, a whole upload takes several times the 1 s deadline. */
function inPieces(data: Buffer, count: number): Buffer[] {
  const size = Math.ceil(data.length / count);
  return Array.from({ length: count }, (_, i) => data.subarray(i * size, (i + 1) * size));
}

describe('slow clients', () => {
  it('answers 408 to headers that arrive a byte at a time', async () => {
    const pieces = [...'X-Slow: header that takes far too long to arrive\r\n'];
    expectTurnedAway(await rawExchange(strict.base, 'GET /healthz HTTP/1.1\r\nHost: x\r\n', { pieces, everyMs: 200 }));
  });

  it('answers 408 to a login whose body trickles in', async () => {
    const body = JSON.stringify({ accessKey: 'someone', secretKey: 'x'.repeat(60) });
    const head =
      'POST /api/v1/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
      `X-Requested-With: object-console\r\nContent-Length: ${body.length}\r\n\r\n`;
    expectTurnedAway(await rawExchange(strict.base, head, { pieces: [...body], everyMs: 200 }));
  });
});

describe('slow but steady transfers', () => {
  it('stores a form upload that streams in over several deadlines', async () => {
    const content = randomBytes(3000);
    const body = Buffer.concat([filePart('steady.bin', content), FORM_END]);
    const answer = await rawExchange(strict.base, uploadHead(bucket, root, body.length), {
      pieces: inPieces(body, 12),
      everyMs: 300,
    });
    expect(answer.status).toBe(200);
    expect((await readAsRoot(world.minio, bucket, 'in/steady.bin')).equals(content)).toBe(true);
  });

  it('stores a resumable upload whose part streams in over several deadlines', async () => {
    const key = 'steady-part.bin';
    const content = randomBytes(3000);
    const upload = resumableUpload(root.client, bucket, key);
    const { uploadId } = dataOf(await upload.create({ size: content.length }));
    const head =
      `PUT ${upload.partPath(uploadId, 1)} HTTP/1.1\r\nHost: x\r\n${root.lines}` +
      `Content-Type: application/octet-stream\r\nContent-Length: ${content.length}\r\n\r\n`;
    const sent = await rawExchange(strict.base, head, { pieces: inPieces(content, 12), everyMs: 300 });
    expect(sent.status).toBe(200);
    const part = JSON.parse(sent.received.slice(sent.received.indexOf('\r\n\r\n') + 4)) as { etag: string };
    const done = await upload.complete(uploadId, [{ partNumber: 1, etag: part.etag }]);
    expect(done.status).toBe(200);
    expect((await readAsRoot(world.minio, bucket, key)).equals(content)).toBe(true);
  });

  it('delivers a download whose reader pauses for several deadlines', async () => {
    const content = randomBytes(8 * 1024 * 1024);
    await asRoot(world.minio, (s3) => s3.putObject(bucket, 'paused.bin', content));
    const res = await fetch(
      `${strict.base}/api/v1/buckets/${bucket}/objects/download?prefix=${encodeURIComponent(b64('paused.bin'))}`,
      {
        headers: root.headers,
      },
    );
    if (!res.body) throw new Error(`no body in the answer (${res.status})`);
    const reader = res.body.getReader();
    const chunks: Uint8Array[] = [];
    const first = await reader.read();
    if (first.value) chunks.push(first.value);
    // The reader stops for 3 s (the console's socket buffers fill up and it waits), then reads on.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(next.value);
    expect(Buffer.concat(chunks).equals(content)).toBe(true);
  });
});
