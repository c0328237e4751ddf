import { request } from 'node:http';
import { randomBytes } from 'node:crypto';
import { dataOf } from '@test/support/api-client';
import { eventually } from '@test/support/eventually';
import { consoleFixture } from '@test/support/fixtures';
import { asRoot, putObjects } from '@test/support/minio-root';
import { connectionsTo } from '@test/support/proc-sockets';
import { b64, objectAt } from './objects-kit';

jest.setTimeout(120_000);

const world = consoleFixture();
let bucket: string;
const content = randomBytes(100_000);

beforeAll(async () => {
  bucket = await world.bucket('download');
  await putObjects(world.minio, bucket, [['data/blob.bin', content]]);
  await asRoot(world.minio, async (s3) => {
    await s3.putObject(bucket, 'page.html', Buffer.from('<script>alert(1)</script>'), undefined, {
      'Content-Type': 'text/html',
    });
    await s3.putObject(bucket, 'logo.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), undefined, {
      'Content-Type': 'image/svg+xml',
    });
    await s3.putObject(bucket, 'pixel.png', Buffer.from('89504e47', 'hex'), undefined, { 'Content-Type': 'image/png' });
    await s3.putObject(bucket, 'notes.txt', Buffer.from('héllo'), undefined, {
      'Content-Type': 'text/plain; charset=utf-7',
    });
    await s3.putObject(bucket, 'weird\u202Ename"\r.txt', Buffer.from('x'));
  });
});
/** A download, fetched raw: the answer is the object's bytes, and its headers are what is tested. */
const download = (key: string, query = '', headers: Record<string, string> = {}) =>
  world.root.fetch(`/api/v1/buckets/${bucket}/objects/download?prefix=${encodeURIComponent(b64(key))}${query}`, {
    headers,
  });

describe('downloadObject', () => {
  it('streams the whole object with length, ETag, dates and an attachment name', async () => {
    const res = await download('data/blob.bin');
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(content)).toBe(true);
    expect(res.headers.get('content-length')).toBe(String(content.length));
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.headers.get('etag')).toMatch(/^"[0-9a-f-]+"$/);
    expect(Date.parse(res.headers.get('last-modified') ?? '')).not.toBeNaN();
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="blob.bin"; filename*=UTF-8''blob.bin`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('answers ranges with 206 and Content-Range, and 416 for a range past the end', async () => {
    const middle = await download('data/blob.bin', '', { Range: 'bytes=1000-1999' });
    expect(middle.status).toBe(206);
    expect(middle.headers.get('content-range')).toBe(`bytes 1000-1999/${content.length}`);
    expect(Buffer.from(await middle.arrayBuffer()).equals(content.subarray(1000, 2000))).toBe(true);
    const suffix = await download('data/blob.bin', '', { Range: 'bytes=-10' });
    expect(suffix.status).toBe(206);
    expect(Buffer.from(await suffix.arrayBuffer()).equals(content.subarray(content.length - 10))).toBe(true);
    const beyond = await download('data/blob.bin', '', { Range: `bytes=${content.length + 10}-` });
    expect(beyond.status).toBe(416);
  });

  it('never shows HTML or SVG inline, even for a preview', async () => {
    for (const key of ['page.html', 'logo.svg']) {
      const res = await download(key, '&preview=true');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toMatch(/^attachment;/);
      expect(res.headers.get('content-security-policy')).toContain('sandbox');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('shows safe types inline in a preview, text as UTF-8', async () => {
    const png = await download('pixel.png', '&preview=true');
    expect(png.headers.get('content-disposition')).toMatch(/^inline; filename="pixel.png"/);
    expect(png.headers.get('content-type')).toBe('image/png');
    const text = await download('notes.txt', '&preview=true');
    expect(text.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await text.text()).toBe('héllo');
    const plain = await download('pixel.png');
    expect(plain.headers.get('content-disposition')).toMatch(/^attachment;/);
  });

  it('keeps control and bidi characters out of the file name', async () => {
    const res = await download('weird\u202Ename"\r.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="weirdname_.txt"; filename*=UTF-8''weirdname%22.txt`,
    );
  });

  it('answers 404 for a missing object and 400 for a key with a ".." segment', async () => {
    expect((await download('no/such.txt')).status).toBe(404);
    const escape = await download('../other-bucket/x');
    expect(escape.status).toBe(400);
  });

  it('closes its connection to MinIO when the client drops a download part-way', async () => {
    const big = 'data/big.bin';
    await putObjects(world.minio, bucket, [[big, randomBytes(32 * 1024 * 1024)]]);
    const url = new URL(
      `${world.app.base}/api/v1/buckets/${bucket}/objects/download?prefix=${encodeURIComponent(b64(big))}`,
    );
    // The console runs in this process, so its sockets to MinIO are this process's.
    const minioPort = Number(new URL(world.minio.endpoint).port);
    const during = await new Promise<number>((resolve, reject) => {
      const req = request(url, { headers: { Cookie: world.root.cookie } }, (res) => {
        expect(res.statusCode).toBe(200);
        res.once('data', () => {
          const open = connectionsTo(process.pid, minioPort);
          req.destroy();
          resolve(open);
        });
      });
      req.on('error', (error) => (req.destroyed ? undefined : reject(error)));
      req.end();
    });
    expect(during).toBeGreaterThan(0);
    await eventually('the upstream connection to close', async () =>
      connectionsTo(process.pid, minioPort) < during ? true : undefined,
    );
    const after = await download('data/blob.bin', '', { Range: 'bytes=0-9' });
    expect(after.status).toBe(206);
  });
});

describe('shareObject', () => {
  const share = (expires: string) => {
    const { params } = objectAt(bucket, 'data/blob.bin');
    return world.root.GET('/api/v1/buckets/{bucket}/objects/share', {
      params: { ...params, query: { ...params.query, expires } },
    });
  };

  it('answers a presigned link that downloads the object, and when it ends', async () => {
    const answer = await share('60000ms');
    expect(answer.status).toBe(200);
    const link = await fetch(answer.data?.url ?? '');
    expect(link.status).toBe(200);
    expect(Buffer.from(await link.arrayBuffer()).equals(content)).toBe(true);
    const expiresAt = Date.parse(answer.data?.expires_at ?? '');
    expect(expiresAt).toBeGreaterThan(Date.now());
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 61_000);
  });

  it.each(['0ms', '999ms', '604800001ms'])('refuses a duration of %s', async (expires) => {
    const answer = await share(expires);
    expect(answer).toMatchObject({ status: 400, error: { message: 'A share link lasts from 1 second to 7 days' } });
  });

  it('says how long a link may last (until the session credentials expire), and refuses a longer one', async () => {
    const limit = await world.root.GET('/api/v1/max-share-exp');
    expect(limit.status).toBe(200);
    const { exp, expires_at: expiresAt } = dataOf(limit);
    // The console's sessions last 12 hours: less than S3's 7 days, so the session decides.
    expect(exp).toBeGreaterThan(11 * 3600);
    expect(exp).toBeLessThanOrEqual(12 * 3600);
    expect(Math.abs(Date.parse(expiresAt) - (Date.now() + exp * 1000))).toBeLessThan(5_000);

    const justWithin = await share(`${exp * 1000}ms`);
    expect(justWithin.status).toBe(200);
    for (const expires of [`${(exp + 60) * 1000}ms`, '604800000ms']) {
      const beyond = await share(expires);
      expect(beyond).toMatchObject({
        status: 400,
        error: { message: 'A share link cannot last longer than your session' },
      });
      expect(beyond.error?.detailedMessage).toContain(expiresAt.slice(0, 16));
    }
  });
});
