import { createUserWithPolicy } from '../../support/minio-admin';
import { loadWorld, need } from '../../world/state';
import { asRoot } from '../buckets/bucket-test-kit';
import { b64, objectsHarness, objectsUser, readAsRoot, type ObjectsHarness } from './objects-kit';

jest.setTimeout(120_000);

const erasure = need(loadWorld().minio.erasure, 'erasure MinIO');
let harness: ObjectsHarness;

beforeAll(async () => {
  harness = await objectsHarness(erasure);
});
afterAll(() => harness?.close());

function form(files: Array<[string, string | Buffer, string?]>): FormData {
  const data = new FormData();
  for (const [name, body, type] of files) {
    data.append(
      'file',
      new Blob([typeof body === 'string' ? body : new Uint8Array(body)], { type: type ?? 'application/octet-stream' }),
      name,
    );
  }
  return data;
}

const upload = (bucket: string, prefix: string, body: FormData) =>
  harness.root.fetch(`/buckets/${bucket}/objects/upload${prefix ? `?prefix=${encodeURIComponent(b64(prefix))}` : ''}`, {
    method: 'POST',
    body,
  });

async function keysOf(bucket: string): Promise<string[]> {
  return asRoot(erasure, async (s3) =>
    (await s3.listObjectsV2(bucket, '', true).toArray()).map((item: { name?: string }) => item.name ?? '').sort(),
  );
}

describe('uploadObjects (form)', () => {
  it('stores every file under the prefix, keeping relative paths, with its content type', async () => {
    const bucket = await harness.bucket('form');
    const res = await upload(
      bucket,
      'in/',
      form([
        ['a.txt', 'alpha', 'text/plain'],
        ['dir/sub/b.txt', 'beta'],
        ['./dir\\win.txt', 'windows path'],
        ['ünï €.txt', 'unicode'],
      ]),
    );
    expect(res.status).toBe(200);
    expect(await keysOf(bucket)).toEqual(['in/a.txt', 'in/dir/sub/b.txt', 'in/dir/win.txt', 'in/ünï €.txt']);
    expect((await readAsRoot(erasure, bucket, 'in/dir/sub/b.txt')).toString()).toBe('beta');
    const stat = await asRoot(erasure, (s3) => s3.statObject(bucket, 'in/a.txt'));
    expect(stat.metaData['content-type']).toBe('text/plain');
  });

  it('streams a file larger than one slice as a multipart upload, intact', async () => {
    const bucket = await harness.bucket('form-big');
    const big = Buffer.alloc(20 * 1024 * 1024 + 123, 7);
    big.write('start', 0);
    big.write('end', big.length - 3);
    expect((await upload(bucket, '', form([['big.bin', big]]))).status).toBe(200);
    expect((await readAsRoot(erasure, bucket, 'big.bin')).equals(big)).toBe(true);
  });

  it.each([
    ['../escape.txt', /"\.\." segment/],
    ['a\u202Etxt.exe', /bidirectional/],
    ['n'.repeat(1025), /longer than 1024 bytes/],
  ])('refuses bad file name #%# with a 400 naming the problem (%s)', async (name, message) => {
    const bucket = await harness.bucket('form-bad');
    const res = await upload(bucket, '', form([[name, 'x']]));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(message);
    expect(await keysOf(bucket)).toEqual([]);
  });

  it('refuses a prefix that would make a bad key', async () => {
    const bucket = await harness.bucket('form-prefix');
    const res = await upload(bucket, '/abs/', form([['a.txt', 'x']]));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/must not start with "\/"/);
  });

  it('answers 403 naming the refusal for a user without s3:PutObject', async () => {
    const bucket = await harness.bucket('form-denied');
    const reader = await createUserWithPolicy(erasure, 'readonly');
    const user = await objectsUser(harness.console.app.base, reader.accessKey, reader.secretKey);
    const res = await user.fetch(`/buckets/${bucket}/objects/upload`, { method: 'POST', body: form([['a.txt', 'x']]) });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { message: string }).message).toBe(
      'Access denied: your policy does not allow you to upload to a.txt',
    );
  });
});
