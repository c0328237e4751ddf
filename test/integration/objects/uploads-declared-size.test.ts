import { randomBytes } from 'node:crypto';
import { loadWorld, need } from '../../world/state';
import { asRoot } from '../buckets/bucket-test-kit';
import { b64, objectsHarness, type ObjectsHarness, type Schemas } from './objects-kit';

/**
 * A resumable upload is held to the size declared when it started: a part that cannot fit is refused before it
 * travels, and completion adds up the sizes MinIO holds (not what the client says), refusing a mismatch and leaving
 * the upload for the client to abort.
 */
jest.setTimeout(120_000);

const erasure = need(loadWorld().minio.erasure, 'erasure MinIO');
let harness: ObjectsHarness;

beforeAll(async () => {
  harness = await objectsHarness(erasure);
});
afterAll(() => harness?.close());

const keyQuery = (key: string) => `prefix=${encodeURIComponent(b64(key))}`;
const uploadPath = (bucket: string, key: string, uploadId: string, rest = '') =>
  `/buckets/${bucket}/uploads/${encodeURIComponent(uploadId)}${rest}?${keyQuery(key)}`;

async function start(bucket: string, key: string, size: number): Promise<string> {
  const created = await harness.root.json<Schemas['UploadSession']>(
    'POST',
    `/buckets/${bucket}/uploads?${keyQuery(key)}`,
    {
      size,
    },
  );
  expect(created.status).toBe(201);
  return created.body.uploadId;
}

async function sendPart(bucket: string, key: string, uploadId: string, number: number, body: Buffer) {
  const res = await harness.root.fetch(uploadPath(bucket, key, uploadId, `/parts/${number}`), {
    method: 'PUT',
    body: new Uint8Array(body),
    headers: { 'Content-Type': 'application/octet-stream' },
  });
  return { status: res.status, body: (await res.json()) as Schemas['UploadedPart'] & { detailedMessage?: string } };
}

const complete = (bucket: string, key: string, uploadId: string, parts: Array<{ partNumber: number; etag: string }>) =>
  harness.root.json<{ message?: string; detailedMessage?: string }>(
    'POST',
    uploadPath(bucket, key, uploadId, '/complete'),
    { parts },
  );

const objectExists = (bucket: string, key: string) =>
  asRoot(erasure, (s3) =>
    s3.statObject(bucket, key).then(
      () => true,
      () => false,
    ),
  );

describe('the declared size of a resumable upload', () => {
  it('refuses a part larger than the declared size before storing it', async () => {
    const bucket = await harness.bucket('declared');
    const uploadId = await start(bucket, 'three.bin', 3);
    const part = await sendPart(bucket, 'three.bin', uploadId, 1, randomBytes(10));
    expect(part.status).toBe(413);
    expect(part.body.detailedMessage).toBe('Part 1 may hold at most 3 bytes of the 3 declared for the file, not 10');
    const held = await harness.root.json<Schemas['UploadParts']>('GET', uploadPath(bucket, 'three.bin', uploadId));
    expect(held).toEqual({ status: 200, body: { parts: [] } });
  });

  it('refuses a part past the end of the declared size', async () => {
    const bucket = await harness.bucket('declared');
    const uploadId = await start(bucket, 'three.bin', 3);
    expect((await sendPart(bucket, 'three.bin', uploadId, 2, randomBytes(1))).status).toBe(413);
  });

  it('completes only when what MinIO holds adds up to the declared size, and leaves the upload otherwise', async () => {
    const bucket = await harness.bucket('declared');
    const key = 'short.bin';
    const uploadId = await start(bucket, key, 3);
    const part = await sendPart(bucket, key, uploadId, 1, randomBytes(2));
    expect(part.status).toBe(200);
    const done = await complete(bucket, key, uploadId, [{ partNumber: 1, etag: part.body.etag }]);
    expect(done).toEqual({
      status: 400,
      body: {
        code: 400,
        message: 'The upload does not match its declared size',
        detailedMessage: 'The parts hold 2 bytes; the upload was declared as 3 bytes',
      },
    });
    expect(await objectExists(bucket, key)).toBe(false);
    // Still there for the client to abort.
    const aborted = await harness.root.fetch(uploadPath(bucket, key, uploadId), { method: 'DELETE' });
    expect(aborted.status).toBe(204);
  });

  it('counts the sizes MinIO reports: a larger part put straight into MinIO does not complete', async () => {
    const bucket = await harness.bucket('declared');
    const key = 'sneaky.bin';
    const uploadId = await start(bucket, key, 3);
    // A user with S3 access can find MinIO's own upload id and send a part around the console.
    const etag = await asRoot(erasure, async (s3) => {
      const minioUploadId = await s3.findUploadId(bucket, key);
      if (!minioUploadId) throw new Error('the upload is not in MinIO');
      const headers = { 'Content-Length': 10 };
      const stored = await s3.uploadPart(
        { bucketName: bucket, objectName: key, uploadID: minioUploadId, partNumber: 1, headers },
        randomBytes(10),
      );
      return stored.etag;
    });
    const done = await complete(bucket, key, uploadId, [{ partNumber: 1, etag }]);
    expect(done.status).toBe(400);
    expect(done.body.detailedMessage).toBe('The parts hold 10 bytes; the upload was declared as 3 bytes');
    expect(await objectExists(bucket, key)).toBe(false);
    await harness.root.fetch(uploadPath(bucket, key, uploadId), { method: 'DELETE' });
  });

  it('stores the file when the parts hold exactly the declared size', async () => {
    const bucket = await harness.bucket('declared');
    const uploadId = await start(bucket, 'exact.bin', 3);
    const part = await sendPart(bucket, 'exact.bin', uploadId, 1, Buffer.from('abc'));
    const done = await complete(bucket, 'exact.bin', uploadId, [{ partNumber: 1, etag: part.body.etag }]);
    expect(done).toMatchObject({ status: 200, body: { name: 'exact.bin' } });
  });
});

describe('the upload id', () => {
  it('is opaque: neither MinIO’s own id nor an id of another object names an upload (404)', async () => {
    const bucket = await harness.bucket('uploadid');
    const uploadId = await start(bucket, 'mine.bin', 3);
    const minioUploadId = await asRoot(erasure, (s3) => s3.findUploadId(bucket, 'mine.bin'));
    expect(uploadId).not.toContain(String(minioUploadId));
    for (const [key, id] of [
      ['mine.bin', String(minioUploadId)],
      ['other.bin', uploadId],
      ['mine.bin', `${uploadId.slice(0, -4)}AAAA`],
    ] as const) {
      const res = await harness.root.json<{ message: string }>('GET', uploadPath(bucket, key, id));
      expect(res).toMatchObject({ status: 404, body: { message: 'Upload not found' } });
    }
    await harness.root.fetch(uploadPath(bucket, 'mine.bin', uploadId), { method: 'DELETE' });
  });
});
