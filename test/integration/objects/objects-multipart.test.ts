import { createHash, randomBytes } from 'node:crypto';
import { dataOf } from '@test/support/api-client';
import { consoleFixture } from '@test/support/fixtures';
import { asRoot, readAsRoot } from '@test/support/minio-root';
import { resumableUpload } from './objects-kit';

jest.setTimeout(120_000);

const MIB = 1024 * 1024;
const world = consoleFixture();

/** Starts a resumable upload of `key` declaring `size` bytes; the answer and the calls on the upload. */
async function create(bucket: string, key: string, size: number) {
  const upload = resumableUpload(world.root, bucket, key);
  return { upload, created: await upload.create({ size, content_type: 'application/x-test' }) };
}

async function pendingUploads(bucket: string): Promise<string[]> {
  return asRoot(world.minio, async (s3) => {
    const found: string[] = [];
    for await (const upload of s3.listIncompleteUploads(bucket, '', true)) found.push((upload as { key: string }).key);
    return found;
  });
}

describe('resumable uploads', () => {
  it('uploads parts in parallel, lists them after a simulated drop, and completes the object', async () => {
    const bucket = await world.bucket('multipart');
    const key = 'videos/big file.bin';
    const file = randomBytes(40 * MIB + 5);
    const { upload, created } = await create(bucket, key, file.length);
    expect(created.status).toBe(201);
    const { uploadId, partSize } = dataOf(created);
    expect(partSize).toBe(16 * MIB);
    const slices = [0, 1, 2].map((n) => file.subarray(n * partSize, (n + 1) * partSize));

    // Two parts arrive before the "connection drops"; the third is sent after asking what the server holds.
    const sent = await Promise.all([
      upload.sendPart(uploadId, 1, slices[0]!),
      upload.sendPart(uploadId, 2, slices[1]!),
    ]);
    expect(sent.map((part) => part.status)).toEqual([200, 200]);
    const held = await upload.parts(uploadId);
    expect(held.status).toBe(200);
    const heldParts = dataOf(held).parts;
    expect(heldParts.map((part) => [part.partNumber, part.size])).toEqual([
      [1, partSize],
      [2, partSize],
    ]);
    expect(heldParts.map((part) => part.etag)).toEqual(sent.map((part) => part.data?.etag));
    const last = await upload.sendPart(uploadId, 3, slices[2]!);
    expect(last.data).toMatchObject({ partNumber: 3, size: slices[2]!.length });

    const done = await upload.complete(
      uploadId,
      [...heldParts, dataOf(last)].map(({ partNumber, etag }) => ({ partNumber, etag })),
    );
    expect(done).toMatchObject({ status: 200, data: { name: key } });
    const stored = await readAsRoot(world.minio, bucket, key);
    expect(createHash('sha256').update(stored).digest('hex')).toBe(createHash('sha256').update(file).digest('hex'));
    const stat = await asRoot(world.minio, (s3) => s3.statObject(bucket, key));
    expect(stat.metaData['content-type']).toBe('application/x-test');
  });

  it('abort leaves no parts behind', async () => {
    const bucket = await world.bucket('abort');
    const key = 'dropped.bin';
    const { upload, created } = await create(bucket, key, 20 * MIB);
    const { uploadId } = dataOf(created);
    await upload.sendPart(uploadId, 1, randomBytes(MIB));
    expect(await pendingUploads(bucket)).toEqual([key]);
    expect((await upload.abort(uploadId)).status).toBe(204);
    expect(await pendingUploads(bucket)).toEqual([]);
    expect((await upload.parts(uploadId)).status).toBe(404);
  });

  it('picks a part size that fits any file into 10,000 parts', async () => {
    const bucket = await world.bucket('partsize');
    const size = 1024 * 1024 * MIB; // 1 TiB
    const { upload, created } = await create(bucket, 'huge.bin', size);
    expect(created.status).toBe(201);
    const { partSize, uploadId } = dataOf(created);
    expect(partSize).toBe(Math.ceil(size / 10_000 / MIB) * MIB);
    expect(partSize * 10_000).toBeGreaterThanOrEqual(size);
    await upload.abort(uploadId);
  });

  it('refuses a file over the limit with 413', async () => {
    const bucket = await world.bucket('toolarge');
    const { created } = await create(bucket, 'x.bin', 6 * 1024 ** 4);
    expect(created.status).toBe(413);
  });

  it.each([
    ['../up.bin', /"\." or "\.\." path segment/],
    ['/rooted.bin', /start with "\/"/],
    ['back\\slash.bin', /backslash/],
    ['bell\u0007.bin', /control characters/],
    ['rtl\u202Egnp.exe', /bidirectional/],
    ['k'.repeat(1025), /longer than 1024 bytes/],
  ])('refuses bad key #%# (%s) with 400', async (key, message) => {
    const bucket = await world.bucket('badkey');
    const { created } = await create(bucket, key, 10);
    expect(created.status).toBe(400);
    expect(created.error?.message).toMatch(message);
    expect(await pendingUploads(bucket)).toEqual([]);
  });

  it('requires a Content-Length on parts', async () => {
    const bucket = await world.bucket('nolength');
    const { upload, created } = await create(bucket, 'c.bin', 10);
    const { uploadId } = dataOf(created);
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new Uint8Array([1, 2, 3]));
        controller.close();
      },
    });
    const res = await world.root.fetch(upload.partPath(uploadId, 1), {
      method: 'PUT',
      body: stream,
      headers: { 'Content-Type': 'application/octet-stream' },
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(411);
    await upload.abort(uploadId);
  });
});
