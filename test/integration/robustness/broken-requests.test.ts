import { randomBytes } from 'node:crypto';
import { asRoot } from '@test/support/minio-root';
import { createPolicyUser } from '@test/support/personas';
import { rawExchange } from '@test/support/raw-http';
import { expectStillAnswering, robustnessWorld, sessionHeaders, type SessionHeaders } from './robustness-kit';
import { filePart, FORM_END, uploadHead } from './raw-form';

jest.setTimeout(180_000);

/**
 * Requests a client can break in every way, sent to the console running as a process of its own: after each, the
 * same process must still answer. (Before, a form cut off before its end, or a file over the size limit, ended it.)
 */
const world = robustnessWorld('robust');
const { bucket } = world;
const LIMIT = 4096;
const MIB = 1024 * 1024;

/** With a small CONSOLE_UPLOAD_MAX_BYTES, so that the first bytes of a file already pass it. */
const limited = world.console('robustness-limited', { CONSOLE_UPLOAD_MAX_BYTES: String(LIMIT) });
/** With the default limit, for files big enough to become multipart uploads in MinIO. */
const unlimited = world.console('robustness-unlimited');
/** Session headers of a read-only user on `limited`: no more than a login is needed to send these requests. */
let reader: SessionHeaders;

beforeAll(async () => {
  await asRoot(world.minio, (s3) => s3.putObject(bucket, 'big.bin', randomBytes(4 * MIB)));
  reader = await sessionHeaders(limited.base, await createPolicyUser(world.minio, world.cleanup, 'readonly'));
});

/** A form upload to `limited` as the reader, in one write (the form's end and the request's end arrive together). */
function sendForm(body: Buffer) {
  return rawExchange(limited.base, Buffer.concat([Buffer.from(uploadHead(bucket, reader, body.length)), body]));
}

describe('broken form uploads', () => {
  afterEach(() => expectStillAnswering(limited));

  it('answers 400 to a form cut off before its closing boundary', async () => {
    const answer = await sendForm(filePart('cut.txt', 'the closing boundary never comes'));
    expect(answer.status).toBe(400);
    expect(answer.received).toContain('Unexpected end of form');
  });

  it('answers 413 to a file over CONSOLE_UPLOAD_MAX_BYTES', async () => {
    const answer = await sendForm(Buffer.concat([filePart('big.bin', randomBytes(2 * LIMIT)), FORM_END]));
    expect(answer.status).toBe(413);
  });

  it('answers a form whose second file is cut off with a client error', async () => {
    const body = Buffer.concat([filePart('first.txt', 'complete'), filePart('second.txt', 'cut off')]);
    const answer = await sendForm(body);
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
    const root = await sessionHeaders(unlimited.base, world.minio);
    // More than two 8 MiB slices arrive, so MinIO holds a multipart upload when the client goes away.
    const part = filePart('abandoned.bin', randomBytes(17 * MIB));
    const head = uploadHead(bucket, root, part.length + 8 * MIB);
    const key = 'in/abandoned.bin';
    const begun = () => pollUntil(async () => ((await incompleteUploads(key)) ?? 0) > 0);
    await rawExchange(unlimited.base, head, { pieces: [part], goAway: begun, deadlineMs: 90_000 });
    await expect(pollUntil(async () => (await incompleteUploads(key)) === 0)).resolves.toBe(true);
  });
});

/** How many uploads of `key` MinIO holds; undefined when one was aborted while being listed (ask again). */
async function incompleteUploads(key: string): Promise<number | undefined> {
  try {
    return await asRoot(world.minio, async (s3) => {
      let count = 0;
      for await (const _ of s3.listIncompleteUploads(bucket, key, true)) count += 1;
      return count;
    });
  } catch (error) {
    if ((error as { code?: string }).code === 'NoSuchUpload') return undefined;
    throw error;
  }
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
