import { createHash, randomBytes } from 'node:crypto';
import { loadWorld, need } from '../../world/state';
import { asRoot } from '../buckets/bucket-test-kit';
import { b64, objectsHarness, readAsRoot, type ObjectsHarness, type Schemas } from './objects-kit';

jest.setTimeout(120_000);

const erasure = need(loadWorld().minio.erasure, 'erasure MinIO');
const MIB = 1024 * 1024;
let harness: ObjectsHarness;

beforeAll(async () => {
  harness = await objectsHarness(erasure);
});
afterAll(() => harness?.close());

const keyQuery = (key: string) => `prefix=${encodeURIComponent(b64(key))}`;

async function create(bucket: string, key: string, size: number) {
  return harness.root.json<Schemas['UploadSession'] & { message?: string }>(
    'POST',
    `/buckets/${bucket}/uploads?${keyQuery(key)}`,
    { size, content_type: 'application/x-test' },
  );
}

async function sendPart(bucket: string, key: string, uploadId: string, number: number, body: Buffer) {
  const res = await harness.root.fetch(
    `/buckets/${bucket}/uploads/${encodeURIComponent(uploadId)}/parts/${number}?${keyQuery(key)}`,
    { method: 'PUT', body: new Uint8Array(body), headers: { 'Content-Type': 'application/octet-stream' } },
  );
  return { status: res.status, body: (await res.json()) as Schemas['UploadedPart'] };
}

const listParts = (bucket: string, key: string, uploadId: string) =>
  harness.root.json<Schemas['UploadParts']>(
    'GET',
    `/buckets/${bucket}/uploads/${encodeURIComponent(uploadId)}?${keyQuery(key)}`,
  );

async function pendingUploads(bucket: string): Promise<string[]> {
  return asRoot(erasure, async (s3) => {
    const found: string[] = [];
    for await (const upload of s3.listIncompleteUploads(bucket, '', true)) found.push((upload as { key: string }).key);
    return found;
  });
}

describe('resumable uploads', () => {
  it('uploads parts in parallel, lists them after a simulated drop, and completes the object', async () => {
    const bucket = await harness.bucket('multipart');
    const key = 'videos/big file.bin';
    const file = randomBytes(40 * MIB + 5);
    const created = await create(bucket, key, file.length);
    expect(created.status).toBe(201);
    const { uploadId, partSize } = created.body;
    expect(partSize).toBe(16 * MIB);
    const slices = [0, 1, 2].map((n) => file.subarray(n * partSize, (n + 1) * partSize));

    // Two parts arrive before the "connection drops"; the third is sent after asking what the server holds.
    const sent = await Promise.all([
      sendPart(bucket, key, uploadId, 1, slices[0]!),
      sendPart(bucket, key, uploadId, 2, slices[1]!),
    ]);
    expect(sent.map((part) => part.status)).toEqual([200, 200]);
    const held = await listParts(bucket, key, uploadId);
    expect(held.status).toBe(200);
    expect(held.body.parts.map((part) => [part.partNumber, part.size])).toEqual([
      [1, partSize],
      [2, partSize],
    ]);
    expect(held.body.parts.map((part) => part.etag)).toEqual(sent.map((part) => part.body.etag));
    const last = await sendPart(bucket, key, uploadId, 3, slices[2]!);
    expect(last.body).toMatchObject({ partNumber: 3, size: slices[2]!.length });

    const done = await harness.root.json<Schemas['CompletedUpload']>(
      'POST',
      `/buckets/${bucket}/uploads/${encodeURIComponent(uploadId)}/complete?${keyQuery(key)}`,
      { parts: [...held.body.parts, last.body].map(({ partNumber, etag }) => ({ partNumber, etag })) },
    );
    expect(done).toMatchObject({ status: 200, body: { name: key } });
    const stored = await readAsRoot(erasure, bucket, key);
    expect(createHash('sha256').update(stored).digest('hex')).toBe(createHash('sha256').update(file).digest('hex'));
    const stat = await asRoot(erasure, (s3) => s3.statObject(bucket, key));
    expect(stat.metaData['content-type']).toBe('application/x-test');
  });

  it('abort leaves no parts behind', async () => {
    const bucket = await harness.bucket('abort');
    const key = 'dropped.bin';
    const { body } = await create(bucket, key, 20 * MIB);
    await sendPart(bucket, key, body.uploadId, 1, randomBytes(MIB));
    expect(await pendingUploads(bucket)).toEqual([key]);
    const aborted = await harness.root.fetch(
      `/buckets/${bucket}/uploads/${encodeURIComponent(body.uploadId)}?${keyQuery(key)}`,
      {
        method: 'DELETE',
      },
    );
    expect(aborted.status).toBe(204);
    expect(await pendingUploads(bucket)).toEqual([]);
    expect((await listParts(bucket, key, body.uploadId)).status).toBe(404);
  });

  it('picks a part size that fits any file into 10,000 parts', async () => {
    const bucket = await harness.bucket('partsize');
    const size = 1024 * 1024 * MIB; // 1 TiB
    const { status, body } = await create(bucket, 'huge.bin', size);
    expect(status).toBe(201);
    expect(body.partSize).toBe(Math.ceil(size / 10_000 / MIB) * MIB);
    expect(body.partSize * 10_000).toBeGreaterThanOrEqual(size);
    await harness.root.fetch(
      `/buckets/${bucket}/uploads/${encodeURIComponent(body.uploadId)}?${keyQuery('huge.bin')}`,
      { method: 'DELETE' },
    );
  });

  it('refuses a file over the limit with 413', async () => {
    const bucket = await harness.bucket('toolarge');
    const answer = await create(bucket, 'x.bin', 6 * 1024 ** 4);
    expect(answer.status).toBe(413);
  });

  it.each([
    ['../up.bin', /"\." or "\.\." path segment/],
    ['/rooted.bin', /start with "\/"/],
    ['back\\slash.bin', /backslash/],
    ['bell\u0007.bin', /control characters/],
    ['rtl\u202Egnp.exe', /bidirectional/],
    ['k'.repeat(1025), /longer than 1024 bytes/],
  ])('refuses bad key #%# (%s) with 400', async (key, message) => {
    const bucket = await harness.bucket('badkey');
    const answer = await create(bucket, key, 10);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(message);
    expect(await pendingUploads(bucket)).toEqual([]);
  });

  it('requires a Content-Length on parts', async () => {
    const bucket = await harness.bucket('nolength');
    const { body } = await create(bucket, 'c.bin', 10);
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new Uint8Array([1, 2, 3]));
        controller.close();
      },
    });
    const res = await harness.root.fetch(
      `/buckets/${bucket}/uploads/${encodeURIComponent(body.uploadId)}/parts/1?${keyQuery('c.bin')}`,
      {
        method: 'PUT',
        body: stream,
        headers: { 'Content-Type': 'application/octet-stream' },
        duplex: 'half',
      } as RequestInit,
    );
    expect(res.status).toBe(411);
    await harness.root.fetch(`/buckets/${bucket}/uploads/${encodeURIComponent(body.uploadId)}?${keyQuery('c.bin')}`, {
      method: 'DELETE',
    });
  });
});
