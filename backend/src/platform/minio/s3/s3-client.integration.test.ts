import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { loadWorld, need } from '@test/world/state';
import { MinioUnreachableError } from '../errors';
import { assumeRole } from '../sts';
import { listenBucketNotification, type S3EventRecord } from './listen-notifications';
import { withS3, type S3Connection } from './s3-client';

jest.setTimeout(30_000);

const minio = need(loadWorld().minio.erasure, 'erasure MinIO');
let session: S3Connection;

beforeAll(async () => {
  // The console acts with the session's temporary keys, session token included.
  session = { endpoint: minio.endpoint, credentials: await assumeRole(minio.endpoint, minio, 900) };
});

describe('S3 through minio-js with session credentials', () => {
  it('creates a bucket, writes and reads an object, and cleans up', async () => {
    const bucket = `it-s3-${randomUUID()}`;
    await withS3(session, async (s3) => {
      await s3.makeBucket(bucket);
      try {
        await s3.putObject(bucket, 'hello.txt', Buffer.from('hello, world'));
        const stat = await s3.statObject(bucket, 'hello.txt');
        expect(stat.size).toBe(12);
        const chunks: Buffer[] = [];
        for await (const chunk of await s3.getObject(bucket, 'hello.txt')) chunks.push(chunk as Buffer);
        expect(Buffer.concat(chunks).toString('utf8')).toBe('hello, world');
        expect((await s3.listBuckets()).map((one) => one.name)).toContain(bucket);
      } finally {
        await s3.removeObject(bucket, 'hello.txt');
        await s3.removeBucket(bucket);
      }
    });
  });

  it("maps S3 errors to MinioError with MinIO's code and the real HTTP status", async () => {
    const missing = `it-missing-${randomUUID()}`;
    await expect(withS3(session, (s3) => s3.listObjectsV2(missing).toArray())).rejects.toMatchObject({
      name: 'MinioError',
      status: 404,
      code: 'NoSuchBucket',
      requestId: expect.any(String),
    });
    const bucket = `it-twice-${randomUUID()}`;
    await withS3(session, (s3) => s3.makeBucket(bucket));
    try {
      await expect(withS3(session, (s3) => s3.makeBucket(bucket))).rejects.toMatchObject({
        status: 409,
        code: 'BucketAlreadyOwnedByYou',
      });
      // A HEAD answer has no body; minio-js derives the code from the status.
      await expect(withS3(session, (s3) => s3.statObject(bucket, 'nothing-here'))).rejects.toMatchObject({
        status: 404,
        code: 'NotFound',
      });
      // A status nothing in the code gives away: it comes from the answer itself.
      await withS3(session, (s3) => s3.putObject(bucket, 'plain.txt', Buffer.from('x')));
      await expect(withS3(session, (s3) => s3.getObjectRetention(bucket, 'plain.txt'))).rejects.toMatchObject({
        status: 400,
        code: 'InvalidRequest',
      });
      await withS3(session, (s3) => s3.removeObject(bucket, 'plain.txt'));
    } finally {
      await withS3(session, (s3) => s3.removeBucket(bucket));
    }
  });

  it('reports unknown keys as a 403 MinioError', async () => {
    const stranger = { ...session, credentials: { accessKey: 'no-such-key', secretKey: 'no-such-secret' } };
    await expect(withS3(stranger, (s3) => s3.listBuckets())).rejects.toMatchObject({
      name: 'MinioError',
      status: 403,
      code: 'InvalidAccessKeyId',
    });
  });

  it('tells an unreachable server apart from an error answer', async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const attempt = withS3({ ...session, endpoint: `http://127.0.0.1:${port}` }, (s3) => s3.listBuckets());
    await expect(attempt).rejects.toBeInstanceOf(MinioUnreachableError);
    await expect(attempt).rejects.toMatchObject({ reason: 'refused' });
  });
});

describe('listenBucketNotification', () => {
  it('streams the events that match the filters, and stops when aborted', async () => {
    const bucket = `it-listen-${randomUUID()}`;
    await withS3(session, (s3) => s3.makeBucket(bucket));
    const controller = new AbortController();
    const written: string[] = [];
    try {
      const subscribing = listenBucketNotification(session, {
        bucket,
        prefix: 'in/',
        suffix: '.txt',
        events: ['s3:ObjectCreated:*'],
        signal: controller.signal,
      });
      const seen: S3EventRecord[] = [];
      const reading = (async () => {
        for await (const event of await subscribing) seen.push(event);
      })();
      // This MinIO build sends listen output only in 2-4 KiB batches (see listenBucketNotification), so keep
      // writing until the first batch arrives.
      const deadline = Date.now() + 20_000;
      await withS3(session, async (s3) => {
        for (let n = 0; seen.length === 0 && Date.now() < deadline; n++) {
          for (const key of [`in/skipped-${n}.bin`, `out/skipped-${n}.txt`, `in/wanted-${n}.txt`]) {
            await s3.putObject(bucket, key, Buffer.from('x'));
            written.push(key);
          }
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      });
      controller.abort(new Error('listen closed by the test'));
      await expect(reading).rejects.toThrow('listen closed by the test');

      expect(seen.length).toBeGreaterThan(0);
      // Keys come URL-encoded, as in AWS event messages.
      const keys = seen.map((event) => decodeURIComponent(event.s3.object.key));
      expect(keys.every((key) => /^in\/wanted-\d+\.txt$/.test(key))).toBe(true);
      expect(keys[0]).toBe('in/wanted-0.txt');
      expect(seen[0]).toMatchObject({ eventName: 's3:ObjectCreated:Put', s3: { bucket: { name: bucket } } });
    } finally {
      controller.abort();
      await withS3(session, async (s3) => {
        if (written.length > 0) await s3.removeObjects(bucket, written);
        await s3.removeBucket(bucket);
      });
    }
  });
});
