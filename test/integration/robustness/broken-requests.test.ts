import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { startConsoleFromSource } from '../../support/console-process';
import { createUserWithPolicy } from '../../support/minio-admin';
import { rawExchange } from '../../support/raw-http';
import { tempDir } from '../../world/processes';
import { loadWorld, need } from '../../world/state';
import { asRoot, removeBucketsFully, uniqueBucket } from '../buckets/bucket-test-kit';
import {
  expectStillAnswering,
  filePart,
  FORM_END,
  sessionHeaders,
  uploadHead,
  watched,
  type SessionHeaders,
  type WatchedConsole,
} from './robustness-kit';

jest.setTimeout(180_000);

/**
 * Requests a client can break in every way, sent to the console running as a process of its own: after each, the
 * same process must still answer. (Before, a form cut off before its end, or a file over the size limit, ended it.)
 */
const erasure = need(loadWorld().minio.erasure, 'erasure MinIO');
const LIMIT = 4096;
const MIB = 1024 * 1024;
const bucket = uniqueBucket('robust');
const env = { CONSOLE_MINIO_SERVER: erasure.endpoint, CONSOLE_LOG_LEVEL: 'warn' };

/** With a small CONSOLE_UPLOAD_MAX_BYTES, so that the first bytes of a file already pass it. */
let limited: WatchedConsole;
/** With the default limit, for files big enough to become multipart uploads in MinIO. */
let unlimited: WatchedConsole;
/** Session headers of a read-only user on `limited`: no more than a login is needed to send these requests. */
let reader: SessionHeaders;

beforeAll(async () => {
  const keyDir = tempDir('robustness');
  await asRoot(erasure, (s3) => s3.makeBucket(bucket));
  await asRoot(erasure, (s3) => s3.putObject(bucket, 'big.bin', randomBytes(4 * MIB)));
  [limited, unlimited] = await Promise.all([
    startConsoleFromSource({
      ...env,
      CONSOLE_UPLOAD_MAX_BYTES: String(LIMIT),
      CONSOLE_SESSION_KEY_FILE: join(keyDir, 'limited.key'),
    }).then(watched),
    startConsoleFromSource({ ...env, CONSOLE_SESSION_KEY_FILE: join(keyDir, 'unlimited.key') }).then(watched),
  ]);
  const keys = await createUserWithPolicy(erasure, 'readonly');
  reader = await sessionHeaders(limited.base, keys.accessKey, keys.secretKey);
});

afterAll(async () => {
  await Promise.all([limited?.instance.stop(), unlimited?.instance.stop()]);
  await removeBucketsFully(erasure, [bucket]);
});

/** One form upload sent whole, in one write (the form's end and the request's end arrive together). */
function sendForm(console_: WatchedConsole, auth: SessionHeaders, body: Buffer) {
  return rawExchange(console_.base, Buffer.concat([Buffer.from(uploadHead(bucket, auth, body.length)), body]));
}

describe('broken form uploads', () => {
  afterEach(() => expectStillAnswering(limited));

  it('answers 400 to a form cut off before its closing boundary', async () => {
    const answer = await sendForm(limited, reader, filePart('cut.txt', 'the closing boundary never comes'));
    expect(answer.status).toBe(400);
    expect(answer.received).toContain('Unexpected end of form');
  });

  it('answers 413 to a file over CONSOLE_UPLOAD_MAX_BYTES', async () => {
    const answer = await sendForm(
      limited,
      reader,
      Buffer.concat([filePart('big.bin', randomBytes(2 * LIMIT)), FORM_END]),
    );
    expect(answer.status).toBe(413);
  });

  it('answers a form whose second file is cut off with a client error', async () => {
    const body = Buffer.concat([filePart('first.txt', 'complete'), filePart('second.txt', 'cut off')]);
    const answer = await sendForm(limited, reader, body);
    // 403 when MinIO refuses the read-only user's first file before the form's end is read, else 400.
    expect([400, 403]).toContain(answer.status);
  });

  it('survives a client that goes away in the middle of a file', async () => {
    const part = filePart('gone.bin', randomBytes(LIMIT / 2));
    const head = uploadHead(bucket, reader, part.length + 100_000);
    await rawExchange(limited.base, head, { pieces: [part], goAway: true });
  });
});

describe('downloads the client leaves', () => {
  afterEach(() => expectStillAnswering(limited));

  /** Reads the first chunk of an answer, then goes away. */
  async function leaveAfterFirstChunk(path: string, init: RequestInit = {}): Promise<number> {
    const controller = new AbortController();
    const res = await fetch(`${limited.base}/api/v1${path}`, {
      ...init,
      signal: controller.signal,
      headers: reader.headers,
    });
    await res.body?.getReader().read();
    controller.abort();
    return res.status;
  }

  it('survives a download abandoned after its first bytes', async () => {
    const prefix = encodeURIComponent(Buffer.from('big.bin').toString('base64'));
    expect(await leaveAfterFirstChunk(`/buckets/${bucket}/objects/download?prefix=${prefix}`)).toBe(200);
  });

  it('survives a ZIP abandoned after its first bytes', async () => {
    const body = new URLSearchParams({ request: JSON.stringify({ paths: ['big.bin'] }) });
    expect(await leaveAfterFirstChunk(`/buckets/${bucket}/objects/download-zip`, { method: 'POST', body })).toBe(200);
  });
});

describe('a large form upload the client leaves', () => {
  afterEach(() => expectStillAnswering(unlimited));

  it('is abandoned in MinIO too, not left waiting for the rest of the file', async () => {
    const root = await sessionHeaders(unlimited.base, erasure.accessKey, erasure.secretKey);
    // More than two 8 MiB slices arrive, so MinIO holds a multipart upload when the client goes away.
    const part = filePart('abandoned.bin', randomBytes(17 * MIB));
    const head = uploadHead(bucket, root, part.length + 8 * MIB);
    const key = 'in/abandoned.bin';
    const begun = () => pollUntil(async () => (await incompleteUploads(key)) > 0);
    await rawExchange(unlimited.base, head, { pieces: [part], goAway: begun, deadlineMs: 90_000 });
    await expect(pollUntil(async () => (await incompleteUploads(key)) === 0)).resolves.toBe(true);
  });
});

function incompleteUploads(key: string): Promise<number> {
  return asRoot(erasure, async (s3) => {
    let count = 0;
    for await (const _ of s3.listIncompleteUploads(bucket, key, true)) count += 1;
    return count;
  });
}

/** Polls until `check` holds (true), or gives up after a generous deadline (false). */
async function pollUntil(check: () => Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}
