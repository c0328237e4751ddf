import type { Schema } from '@contract/shared/contract-types';
import { consoleFixture } from '@test/support/fixtures';
import { asRoot, readAsRoot } from '@test/support/minio-root';
import { b64 } from './objects-kit';

jest.setTimeout(120_000);

const world = consoleFixture();

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

/** A form upload, sent raw: the contract cannot type a multipart form. */
const upload = (bucket: string, prefix: string, body: FormData, user = world.root) =>
  user.fetch(`/api/v1/buckets/${bucket}/objects/upload${prefix ? `?prefix=${encodeURIComponent(b64(prefix))}` : ''}`, {
    method: 'POST',
    body,
  });
const messageOf = async (res: Response) => ((await res.json()) as Schema<'ApiError'>).message;

async function keysOf(bucket: string): Promise<string[]> {
  return asRoot(world.minio, async (s3) =>
    (await s3.listObjectsV2(bucket, '', true).toArray()).map((item: { name?: string }) => item.name ?? '').sort(),
  );
}

describe('uploadObjects (form)', () => {
  it('stores every file under the prefix, keeping relative paths, with its content type', async () => {
    const bucket = await world.bucket('form');
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
    expect((await readAsRoot(world.minio, bucket, 'in/dir/sub/b.txt')).toString()).toBe('beta');
    const stat = await asRoot(world.minio, (s3) => s3.statObject(bucket, 'in/a.txt'));
    expect(stat.metaData['content-type']).toBe('text/plain');
  });

  it('streams a file larger than one slice as a multipart upload, intact', async () => {
    const bucket = await world.bucket('form-big');
    const big = Buffer.alloc(20 * 1024 * 1024 + 123, 7);
    big.write('start', 0);
    big.write('end', big.length - 3);
    expect((await upload(bucket, '', form([['big.bin', big]]))).status).toBe(200);
    expect((await readAsRoot(world.minio, bucket, 'big.bin')).equals(big)).toBe(true);
  });

  it.each([
    ['../escape.txt', /"\.\." segment/],
    ['a\u202Etxt.exe', /bidirectional/],
    ['n'.repeat(1025), /longer than 1024 bytes/],
    // MinIO's own refusals, said as the console's rule rather than as MinIO's "The object name is not valid".
    ['n'.repeat(256), /part of the name between "\/" is longer than 255 bytes/],
    ['dir/ .. /x.txt', /"\." or "\.\." path segment/],
  ])('refuses bad file name #%# with a 400 naming the problem (%s)', async (name, message) => {
    const bucket = await world.bucket('form-bad');
    const res = await upload(bucket, '', form([[name, 'x']]));
    expect(res.status).toBe(400);
    expect(await messageOf(res)).toMatch(message);
    expect(await keysOf(bucket)).toEqual([]);
  });

  it("stores a key of 1024 bytes (MinIO's limit) in parts of at most 255 bytes", async () => {
    const bucket = await world.bucket('form-longest');
    const prefix = `${'a'.repeat(255)}/${'b'.repeat(255)}/${'c'.repeat(255)}/${'d'.repeat(254)}/`;
    const res = await upload(bucket, prefix, form([['e', 'longest']]));
    expect(res.status).toBe(200);
    expect(await keysOf(bucket)).toEqual([`${prefix}e`]);
    expect(Buffer.byteLength(`${prefix}e`)).toBe(1024);
  });

  it('refuses a prefix that would make a bad key', async () => {
    const bucket = await world.bucket('form-prefix');
    const res = await upload(bucket, '/abs/', form([['a.txt', 'x']]));
    expect(res.status).toBe(400);
    expect(await messageOf(res)).toMatch(/must not start with "\/"/);
  });

  it('answers 403 naming the refusal for a user without s3:PutObject', async () => {
    const bucket = await world.bucket('form-denied');
    const reader = await world.persona('readonly');
    const res = await upload(bucket, '', form([['a.txt', 'x']]), reader);
    expect(res.status).toBe(403);
    expect(await messageOf(res)).toBe('Access denied: your policy does not allow you to upload to a.txt');
  });
});
