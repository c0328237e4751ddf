import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../../backend/src/config/config';
import { dataOf, logIn } from '@test/support/api-client';
import { consoleFixture } from '@test/support/fixtures';
import { asRoot, readAsRoot } from '@test/support/minio-root';
import { startApp } from '@test/support/app-under-test';
import { loadWorld, need } from '@test/world/state';
import { b64, objectAt, resumableUpload } from './objects-kit';

jest.setTimeout(120_000);

const MIB = 1024 * 1024;
const minio = need(loadWorld().minio.erasure, 'erasure MinIO');
/** MinIO as "the browser" reaches it: another host name than the console's, so a URL signed for the wrong host fails. */
const browserUrl = minio.endpoint.replace('127.0.0.1', 'localhost');
const world = consoleFixture({ minio, env: { CONSOLE_MINIO_BROWSER_URL: browserUrl } });

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function putAsRoot(bucket: string, key: string, bytes: Buffer, type = 'application/octet-stream') {
  await asRoot(world.minio, (s3) => s3.putObject(bucket, key, bytes, bytes.length, { 'Content-Type': type }));
}

async function pendingUploads(bucket: string): Promise<string[]> {
  return asRoot(world.minio, async (s3) => {
    const found: string[] = [];
    for await (const upload of s3.listIncompleteUploads(bucket, '', true)) found.push((upload as { key: string }).key);
    return found;
  });
}

describe('direct transfers (CONSOLE_MINIO_BROWSER_URL)', () => {
  it('says so in the session, and names MinIO in the CSP', async () => {
    const session = await world.root.GET('/api/v1/session');
    expect(dataOf(session).features).toContain('direct-transfers');
    const page = await fetch(`${world.app.base}/buckets`);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`connect-src 'self' ${browserUrl}`);
    expect(csp).toContain(`frame-src 'self' ${browserUrl}`);
  });

  it('signs a download for the browser host, with the disposition in the signature, that MinIO answers', async () => {
    const bucket = await world.bucket('direct-get');
    const key = 'docs/report ü.txt';
    const bytes = randomBytes(3 * MIB + 7);
    await putAsRoot(bucket, key, bytes);

    const answer = await world.root.GET('/api/v1/buckets/{bucket}/objects/direct-download', objectAt(bucket, key));
    const { url, expires_at: expiresAt, inline, size } = dataOf(answer);
    expect(new URL(url).origin).toBe(browserUrl);
    expect(inline).toBe(false);
    expect(size).toBe(bytes.length);
    const signed = new URL(url).searchParams;
    expect(signed.get('response-content-disposition')).toBe(
      `attachment; filename="report _.txt"; filename*=UTF-8''report%20%C3%BC.txt`,
    );
    expect(signed.get('X-Amz-Security-Token')).toBeTruthy();
    expect(Number(signed.get('X-Amz-Expires'))).toBeLessThanOrEqual(300);
    const session = dataOf(await world.root.GET('/api/v1/session'));
    expect(Date.parse(expiresAt)).toBeLessThanOrEqual(Date.parse(session.expiresAt ?? ''));

    const got = await fetch(url);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-disposition')).toContain('attachment;');
    expect(sha256(new Uint8Array(await got.arrayBuffer()))).toBe(sha256(bytes));

    // The signature covers the disposition: changed, MinIO refuses the URL.
    const tampered = new URL(url);
    tampered.searchParams.set('response-content-disposition', 'inline');
    expect((await fetch(tampered)).status).toBe(403);
  });

  it('signs previews inline only for safe types', async () => {
    const bucket = await world.bucket('direct-preview');
    await putAsRoot(bucket, 'a.png', randomBytes(100), 'image/png');
    await putAsRoot(bucket, 'page.html', Buffer.from('<script>alert(1)</script>'), 'text/html');
    const preview = (key: string) =>
      world.root.GET('/api/v1/buckets/{bucket}/objects/direct-download', {
        params: { path: { bucket }, query: { prefix: b64(key), preview: true } },
      });
    const png = dataOf(await preview('a.png'));
    expect(png.inline).toBe(true);
    const shown = await fetch(png.url);
    expect(shown.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(shown.headers.get('content-type')).toBe('image/png');
    const html = dataOf(await preview('page.html'));
    expect(html.inline).toBe(false);
    expect((await fetch(html.url)).headers.get('content-disposition')).toMatch(/^attachment;/);
  });

  it('gives no URL to a user whose policy does not allow reading, or writing', async () => {
    const bucket = await world.bucket('direct-denied');
    await putAsRoot(bucket, 'secret.bin', randomBytes(10));
    const lister = await world.persona({
      Version: '2012-10-17',
      Statement: [{ Effect: 'Allow', Action: ['s3:ListBucket', 's3:GetBucketLocation'], Resource: ['arn:aws:s3:::*'] }],
    });
    const read = await lister.GET('/api/v1/buckets/{bucket}/objects/direct-download', objectAt(bucket, 'secret.bin'));
    expect(read.status).toBe(403);
    expect(read.error).toMatchObject({ code: 403, message: expect.stringContaining('Access denied') });
    expect(JSON.stringify(read.error)).not.toContain('X-Amz-Signature');

    const write = await lister.POST('/api/v1/buckets/{bucket}/objects/direct-upload', {
      params: { path: { bucket }, query: { prefix: b64('new.bin') } },
      body: { size: 10 },
    });
    expect(write.status).toBe(403);
    expect(write.error).toMatchObject({ code: 403, detailedMessage: expect.any(String) });
  });

  it('uploads a small file with one presigned PUT', async () => {
    const bucket = await world.bucket('direct-put');
    const key = 'in/one.bin';
    const bytes = randomBytes(MIB + 3);
    const answer = await world.root.POST('/api/v1/buckets/{bucket}/objects/direct-upload', {
      params: { path: { bucket }, query: { prefix: b64(key) } },
      body: { size: bytes.length, content_type: 'application/x-test' },
    });
    const { url } = dataOf(answer);
    expect(new URL(url).origin).toBe(browserUrl);
    const put = await fetch(url, {
      method: 'PUT',
      body: new Uint8Array(bytes),
      headers: { 'Content-Type': 'application/x-test' },
    });
    expect(put.status).toBe(200);
    expect(sha256(await readAsRoot(world.minio, bucket, key))).toBe(sha256(bytes));
  });

  it('sends multipart parts straight to MinIO, completes through the console, and abort leaves nothing', async () => {
    const bucket = await world.bucket('direct-parts');
    const key = 'big/file.bin';
    const file = randomBytes(20 * MIB + 11);
    const upload = resumableUpload(world.root, bucket, key);
    const { uploadId, partSize } = dataOf(await upload.create({ size: file.length }));
    const at = { params: { path: { bucket, uploadId }, query: { prefix: b64(key) } } };
    const presigned = dataOf(
      await world.root.POST('/api/v1/buckets/{bucket}/uploads/{uploadId}/direct-parts', {
        ...at,
        body: { parts: [1, 2] },
      }),
    );
    expect(presigned.parts.map((part) => part.partNumber)).toEqual([1, 2]);
    const etags = await Promise.all(
      presigned.parts.map(async ({ partNumber, url }) => {
        const slice = file.subarray((partNumber - 1) * partSize, partNumber * partSize);
        const sent = await fetch(url, { method: 'PUT', body: new Uint8Array(slice) });
        expect(sent.status).toBe(200);
        return { partNumber, etag: (sent.headers.get('etag') ?? '').replace(/"/g, '') };
      }),
    );
    expect(dataOf(await upload.complete(uploadId, etags))).toMatchObject({ name: key });
    expect(sha256(await readAsRoot(world.minio, bucket, key))).toBe(sha256(file));

    // A second upload is abandoned after one direct part: abort leaves no unfinished upload in MinIO.
    const other = dataOf(await upload.create({ size: 20 * MIB }));
    const otherAt = { params: { path: { bucket, uploadId: other.uploadId }, query: { prefix: b64(key) } } };
    const [part] = dataOf(
      await world.root.POST('/api/v1/buckets/{bucket}/uploads/{uploadId}/direct-parts', {
        ...otherAt,
        body: { parts: [1] },
      }),
    ).parts;
    expect((await fetch(part?.url ?? '', { method: 'PUT', body: new Uint8Array(randomBytes(MIB)) })).status).toBe(200);
    expect(await pendingUploads(bucket)).toEqual([key]);
    expect((await upload.abort(other.uploadId)).status).toBe(204);
    expect(await pendingUploads(bucket)).toEqual([]);
  });

  it('refuses part URLs for an upload id issued for another key', async () => {
    const bucket = await world.bucket('direct-parts-key');
    const { uploadId } = dataOf(await resumableUpload(world.root, bucket, 'a.bin').create({ size: 20 * MIB }));
    const answer = await world.root.POST('/api/v1/buckets/{bucket}/uploads/{uploadId}/direct-parts', {
      params: { path: { bucket, uploadId }, query: { prefix: b64('b.bin') } },
      body: { parts: [1] },
    });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    await resumableUpload(world.root, bucket, 'a.bin').abort(uploadId);
  });
});

describe('direct transfers off', () => {
  it('answers 409 and keeps the session and CSP in proxy mode without the setting', async () => {
    const bucket = await world.bucket('direct-off');
    const app = await startApp({ CONSOLE_MINIO_SERVER: minio.endpoint });
    try {
      const user = await logIn(app.base, minio.accessKey, minio.secretKey);
      expect(dataOf(await user.GET('/api/v1/session')).features).not.toContain('direct-transfers');
      const answer = await user.GET('/api/v1/buckets/{bucket}/objects/direct-download', objectAt(bucket, 'x'));
      expect(answer.status).toBe(409);
      expect((await fetch(`${app.base}/buckets`)).headers.get('content-security-policy')).not.toContain(browserUrl);
    } finally {
      await app.close();
    }
  });

  it.each([
    ['refuses the console origin (CORS)', 'refusing'],
    ['does not answer', 'unreachable'],
  ])('falls back to proxy mode when MinIO %s', async (_what, kind) => {
    // A stand-in for a MinIO whose cors_allow_origin lists other sites: its preflight answer allows no origin.
    const refusing = createServer((_req, res) => res.writeHead(403).end());
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
    const port = (refusing.address() as AddressInfo).port;
    const app = await startApp({
      CONSOLE_MINIO_SERVER: minio.endpoint,
      // Nothing listens on port 9.
      CONSOLE_MINIO_BROWSER_URL: kind === 'refusing' ? `http://127.0.0.1:${port}` : 'http://127.0.0.1:9',
    });
    try {
      const user = await logIn(app.base, minio.accessKey, minio.secretKey);
      expect(dataOf(await user.GET('/api/v1/session')).features).not.toContain('direct-transfers');
      const answer = await user.GET('/api/v1/buckets/{bucket}/objects/direct-download', objectAt('any', 'x'));
      expect(answer).toMatchObject({ status: 409, error: { code: 409, message: 'Direct transfers are off' } });
    } finally {
      await app.close();
      refusing.close();
    }
  });

  it('refuses a browser URL with a path, or not http(s), at start-up', () => {
    for (const url of ['https://x.example/minio', 'ftp://x.example', 'x.example:9000']) {
      expect(() => loadConfig({ CONSOLE_MINIO_BROWSER_URL: url })).toThrow(/CONSOLE_MINIO_BROWSER_URL/);
    }
    expect(loadConfig({ CONSOLE_MINIO_BROWSER_URL: 'https://s3.example.com:9000/' }).minioBrowserUrl).toBe(
      'https://s3.example.com:9000',
    );
  });
});
