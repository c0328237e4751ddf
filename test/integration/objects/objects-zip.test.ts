import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { consoleFixture } from '@test/support/fixtures';
import { putObjects } from '@test/support/minio-root';

jest.setTimeout(120_000);

const world = consoleFixture();
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'objects-zip-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The ZIP download's URL; its answers are streams, so these tests fetch it raw. */
const zipOf = (bucket: string) => `/api/v1/buckets/${bucket}/objects/download-zip`;

/** Saves a ZIP answer, checks it with `unzip -t`, and answers each entry's text by name. */
async function unzipped(res: Response): Promise<Record<string, string>> {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.zip`);
  writeFileSync(file, Buffer.from(await res.arrayBuffer()));
  expect(execFileSync('unzip', ['-t', file], { encoding: 'utf8' })).toContain('No errors detected');
  const out = join(dir, `${Math.random().toString(36).slice(2)}`);
  execFileSync('unzip', ['-q', file, '-d', out]);
  const names = execFileSync('unzip', ['-Z1', file], { encoding: 'utf8' }).trim().split('\n');
  return Object.fromEntries(names.map((name) => [name, readFileSync(join(out, name), 'utf8')]));
}

function formPost(request: unknown): RequestInit & { csrf: boolean } {
  return {
    method: 'POST',
    csrf: false,
    body: new URLSearchParams({ request: JSON.stringify(request) }),
  };
}

describe('downloadObjectsZip', () => {
  it('streams a folder as a ZIP named relative to its parent, as a plain form post without the CSRF header', async () => {
    const bucket = await world.bucket('zip');
    const files: Array<[string, string]> = [
      ['photos/2024/a.txt', 'alpha'],
      ['photos/2024/deep/b.json', JSON.stringify({ b: 'x'.repeat(5000) })],
      ['photos/2024/c.bin', 'c'.repeat(100)],
      ['photos/other.txt', 'not selected'],
    ];
    await putObjects(world.minio, bucket, files);
    const res = await world.root.fetch(zipOf(bucket), formPost({ paths: ['photos/2024/'] }));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename="${bucket}.zip"`));
    expect(await unzipped(res)).toEqual({
      '2024/a.txt': 'alpha',
      '2024/deep/b.json': files[1]![1],
      '2024/c.bin': 'c'.repeat(100),
    });
  });

  it('takes a JSON selection of keys and folders, named after the request', async () => {
    const bucket = await world.bucket('zip-json');
    await putObjects(world.minio, bucket, [
      ['top.txt', 'top'],
      ['dir/inner.txt', 'inner'],
    ]);
    const res = await world.root.fetch(zipOf(bucket), {
      method: 'POST',
      body: JSON.stringify({ paths: ['top.txt', 'dir/'], name: 'selection' }),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="selection.zip"/);
    expect(await unzipped(res)).toEqual({ 'top.txt': 'top', 'dir/inner.txt': 'inner' });
  });

  it('lists objects it may not read in DOWNLOAD-ERRORS.txt', async () => {
    const bucket = await world.bucket('zip-denied');
    await putObjects(world.minio, bucket, [
      ['share/ok.txt', 'readable'],
      ['share/secret/hidden.txt', 'not for you'],
    ]);
    const user = await world.persona({
      Version: '2012-10-17',
      Statement: [
        { Effect: 'Allow', Action: ['s3:ListBucket'], Resource: [`arn:aws:s3:::${bucket}`] },
        { Effect: 'Allow', Action: ['s3:GetObject'], Resource: [`arn:aws:s3:::${bucket}/*`] },
        { Effect: 'Deny', Action: ['s3:GetObject'], Resource: [`arn:aws:s3:::${bucket}/share/secret/*`] },
      ],
    });
    const res = await user.fetch(zipOf(bucket), formPost({ paths: ['share/'] }));
    expect(res.status).toBe(200);
    const entries = await unzipped(res);
    expect(Object.keys(entries)).toEqual(['share/ok.txt', 'DOWNLOAD-ERRORS.txt']);
    expect(entries['DOWNLOAD-ERRORS.txt']).toContain('share/secret/hidden.txt: Access denied');
  });

  it('answers an API error before the first byte when the folder cannot be listed', async () => {
    const res = await world.root.fetch(zipOf('it-no-such-bucket-zip'), formPost({ paths: ['a/'] }));
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('refuses paths that try to leave the bucket', async () => {
    const bucket = await world.bucket('zip-escape');
    for (const path of ['../other/x.txt', 'a/../../b', '/abs']) {
      const res = await world.root.fetch(zipOf(bucket), formPost({ paths: [path] }));
      expect(res.status).toBe(400);
    }
  });

  it('still refuses a cross-site form post', async () => {
    const bucket = await world.bucket('zip-csrf');
    const res = await world.root.fetch(zipOf(bucket), {
      ...formPost({ paths: ['a/'] }),
      headers: { 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(res.status).toBe(403);
    // Other POSTs still need the CSRF header.
    const other = await world.root.fetch(`/api/v1/buckets/${bucket}/delete-objects`, {
      method: 'POST',
      csrf: false,
      body: JSON.stringify([{ path: 'a' }]),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(other.status).toBe(403);
  });
});
