import { randomBytes } from 'node:crypto';
import { dataOf } from '@test/support/api-client';
import { consoleFixture } from '@test/support/fixtures';
import { asRoot } from '@test/support/minio-root';
import { resumableUpload } from './objects-kit';

/**
 * A resumable upload is held to the size declared when it started: a part that cannot fit is refused before it
 * travels, and completion adds up the sizes MinIO holds (not what the client says), refusing a mismatch and leaving
 * the upload for the client to abort.
 */
jest.setTimeout(120_000);

const world = consoleFixture();

/** A resumable upload of `key` declaring `size` bytes; its id and the calls on it. */
async function start(bucket: string, key: string, size: number) {
  const upload = resumableUpload(world.root, bucket, key);
  const created = await upload.create({ size });
  expect(created.status).toBe(201);
  return { upload, uploadId: dataOf(created).uploadId };
}

const objectExists = (bucket: string, key: string) =>
  asRoot(world.minio, (s3) =>
    s3.statObject(bucket, key).then(
      () => true,
      () => false,
    ),
  );

describe('the declared size of a resumable upload', () => {
  it('refuses a part larger than the declared size before storing it', async () => {
    const bucket = await world.bucket('declared');
    const { upload, uploadId } = await start(bucket, 'three.bin', 3);
    const part = await upload.sendPart(uploadId, 1, randomBytes(10));
    expect(part.status).toBe(413);
    expect(part.error?.detailedMessage).toBe('Part 1 may hold at most 3 bytes of the 3 declared for the file, not 10');
    expect(await upload.parts(uploadId)).toEqual({ status: 200, data: { parts: [] } });
  });

  it('refuses a part past the end of the declared size', async () => {
    const bucket = await world.bucket('declared');
    const { upload, uploadId } = await start(bucket, 'three.bin', 3);
    expect((await upload.sendPart(uploadId, 2, randomBytes(1))).status).toBe(413);
  });

  it('completes only when what MinIO holds adds up to the declared size, and leaves the upload otherwise', async () => {
    const bucket = await world.bucket('declared');
    const key = 'short.bin';
    const { upload, uploadId } = await start(bucket, key, 3);
    const part = await upload.sendPart(uploadId, 1, randomBytes(2));
    expect(part.status).toBe(200);
    const done = await upload.complete(uploadId, [{ partNumber: 1, etag: dataOf(part).etag }]);
    expect(done).toEqual({
      status: 400,
      error: {
        code: 400,
        message: 'The upload does not match its declared size',
        detailedMessage: 'The parts hold 2 bytes; the upload was declared as 3 bytes',
      },
    });
    expect(await objectExists(bucket, key)).toBe(false);
    // Still there for the client to abort.
    expect((await upload.abort(uploadId)).status).toBe(204);
  });

  it('counts the sizes MinIO reports: a larger part put straight into MinIO does not complete', async () => {
    const bucket = await world.bucket('declared');
    const key = 'sneaky.bin';
    const { upload, uploadId } = await start(bucket, key, 3);
    // A user with S3 access can find MinIO's own upload id and send a part around the console.
    const etag = await asRoot(world.minio, async (s3) => {
      const minioUploadId = await s3.findUploadId(bucket, key);
      if (!minioUploadId) throw new Error('the upload is not in MinIO');
      const headers = { 'Content-Length': 10 };
      const stored = await s3.uploadPart(
        { bucketName: bucket, objectName: key, uploadID: minioUploadId, partNumber: 1, headers },
        randomBytes(10),
      );
      return stored.etag;
    });
    const done = await upload.complete(uploadId, [{ partNumber: 1, etag }]);
    expect(done.status).toBe(400);
    expect(done.error?.detailedMessage).toBe('The parts hold 10 bytes; the upload was declared as 3 bytes');
    expect(await objectExists(bucket, key)).toBe(false);
    await upload.abort(uploadId);
  });

  it('stores the file when the parts hold exactly the declared size', async () => {
    const bucket = await world.bucket('declared');
    const { upload, uploadId } = await start(bucket, 'exact.bin', 3);
    const part = await upload.sendPart(uploadId, 1, Buffer.from('abc'));
    const done = await upload.complete(uploadId, [{ partNumber: 1, etag: dataOf(part).etag }]);
    expect(done).toMatchObject({ status: 200, data: { name: 'exact.bin' } });
  });
});

describe('the upload id', () => {
  it('is opaque: neither MinIO’s own id nor an id of another object names an upload (404)', async () => {
    const bucket = await world.bucket('uploadid');
    const { upload, uploadId } = await start(bucket, 'mine.bin', 3);
    const minioUploadId = await asRoot(world.minio, (s3) => s3.findUploadId(bucket, 'mine.bin'));
    expect(uploadId).not.toContain(String(minioUploadId));
    for (const [key, id] of [
      ['mine.bin', String(minioUploadId)],
      ['other.bin', uploadId],
      ['mine.bin', `${uploadId.slice(0, -4)}AAAA`],
    ] as const) {
      const res = await resumableUpload(world.root, bucket, key).parts(id);
      expect(res).toMatchObject({ status: 404, error: { message: 'Upload not found' } });
    }
    await upload.abort(uploadId);
  });
});
