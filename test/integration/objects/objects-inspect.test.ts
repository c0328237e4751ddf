import { randomBytes } from 'node:crypto';
import { consoleFixture } from '@test/support/fixtures';
import { putObjects } from '@test/support/minio-root';
import { openSioStream } from '../../../backend/src/platform/minio/crypto/sio-stream';
import { b64 } from './objects-kit';

jest.setTimeout(120_000);

/** MinIO Console v1.7.6's object Inspect: the object's xl.meta of every drive, encrypted by MinIO, key shown once. */
const world = consoleFixture();
let bucket: string;
const marker = `inspect-marker-${randomBytes(8).toString('hex')}`;

/** Keys MinIO's inspect pattern would read as wildcards, each next to a key the wildcard also matches. */
const patternLike = ['a*b', 'axb', 'q?r', 'qzr', 'br[ac]k', 'brak', 'back\\slash', 'pre', 'pre2'];

beforeAll(async () => {
  bucket = await world.bucket('inspect');
  await putObjects(world.minio, bucket, [
    ['docs/report.txt', Buffer.from(marker)],
    ...patternLike.map((key) => [key, key] as const),
  ]);
});

const inspect = (key: string, user = world.root) =>
  user.fetch(`/api/v1/buckets/${bucket}/objects/inspect?prefix=${encodeURIComponent(b64(key))}`);

/** The names of the files in a zip (its local file headers). */
function zipNames(zip: Buffer): string[] {
  const names: string[] = [];
  for (let at = zip.indexOf('PK\u0003\u0004'); at >= 0; at = zip.indexOf('PK\u0003\u0004', at + 4)) {
    names.push(zip.subarray(at + 30, at + 30 + zip.readUInt16LE(at + 26)).toString('utf8'));
  }
  return names;
}

describe('inspectObject', () => {
  it('answers the encrypted xl.meta of every drive, and the key that opens it (and nothing keeps it)', async () => {
    const answer = await inspect('docs/report.txt');
    expect(answer.status).toBe(200);
    const key = answer.headers.get('x-inspect-key') ?? '';
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('content-disposition')).toContain(`filename="inspect-${bucket}-report.txt.enc"`);
    const encrypted = Buffer.from(await answer.arrayBuffer());
    // Encrypted: neither a zip nor the file names show without the key.
    expect(encrypted.subarray(0, 2).toString('latin1')).not.toBe('PK');
    expect(encrypted.includes(Buffer.from('xl.meta'))).toBe(false);

    const zip = openSioStream(
      { cipher: 'aes-256-gcm', key: Buffer.from(key, 'hex'), nonce: Buffer.alloc(8) },
      encrypted,
    );
    expect(zip.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
    expect(zip.includes(Buffer.from('xl.meta'))).toBe(true);

    // Each inspection has a key of its own.
    const again = await inspect('docs/report.txt');
    expect(again.headers.get('x-inspect-key')).not.toBe(key);
    await again.arrayBuffer();
  });

  it.each(patternLike)('gathers exactly the object %s, not the keys its name matches as a pattern', async (key) => {
    const answer = await inspect(key);
    expect(answer.status).toBe(200);
    const zip = openSioStream(
      {
        cipher: 'aes-256-gcm',
        key: Buffer.from(answer.headers.get('x-inspect-key') ?? '', 'hex'),
        nonce: Buffer.alloc(8),
      },
      Buffer.from(await answer.arrayBuffer()),
    );
    const gathered = zipNames(zip).filter((name) => name.endsWith('/xl.meta'));
    expect(gathered.length).toBeGreaterThan(0);
    expect(gathered.filter((name) => !name.endsWith(`/${bucket}/${key}/xl.meta`))).toEqual([]);
  });

  it('answers 404 for an object that does not exist', async () => {
    const answer = await inspect('docs/missing.txt');
    expect(answer.status).toBe(404);
  });

  it('refuses a user whose policy does not allow admin:InspectData', async () => {
    const reader = await world.persona({
      Version: '2012-10-17',
      Statement: [{ Effect: 'Allow', Action: ['s3:GetObject', 's3:ListBucket'], Resource: ['arn:aws:s3:::*'] }],
    });
    const answer = await inspect('docs/report.txt', reader);
    expect(answer.status).toBe(403);
    expect(((await answer.json()) as { message: string }).message).toMatch(/inspect/i);
  });
});
