import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { ZipSinkClosedError, ZipWriter } from './zip-writer';

/** What Python's zipfile reads back: every entry's name, size, method and SHA-256, after testzip(). */
const READ_BACK = `
import hashlib, json, sys, zipfile
with zipfile.ZipFile(sys.argv[1]) as z:
    assert z.testzip() is None
    print(json.dumps([[i.filename, i.file_size, i.compress_type, hashlib.sha256(z.read(i)).hexdigest()] for i in z.infolist()]))
`;

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'zip-writer-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

async function* chunks(...parts: Buffer[]): AsyncGenerator<Buffer> {
  for (const part of parts) yield part;
}

async function* failingAfter(part: Buffer): AsyncGenerator<Buffer> {
  yield part;
  throw new Error('connection reset');
}

async function writeZip(file: string, fill: (zip: ZipWriter) => Promise<void>, zip64Above?: number): Promise<void> {
  const out = createWriteStream(file);
  const zip = new ZipWriter(out, zip64Above);
  await fill(zip);
  await zip.finish();
  out.end();
  await finished(out);
}

function sha256(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

function readBack(file: string): Array<[string, number, number, string]> {
  return JSON.parse(execFileSync('python3', ['-c', READ_BACK, file], { encoding: 'utf8' })) as Array<
    [string, number, number, string]
  >;
}

describe('ZipWriter', () => {
  const text = Buffer.from('hello, zip\n'.repeat(5000));
  const random = randomBytes(300_000);

  it('writes stored and deflated entries that unzip -t and Python read back intact', async () => {
    const file = join(dir, 'a.zip');
    await writeZip(file, async (zip) => {
      await zip.addFile('docs/readme.txt', chunks(text.subarray(0, 100), text.subarray(100)), { compress: true });
      await zip.addFile('bin/random.bin', chunks(random), { compress: false });
      await zip.addFile('ünïcødé/日本語.txt', chunks(Buffer.from('utf-8 name')), { compress: true });
      await zip.addFile('empty.txt', chunks(), { compress: true });
    });
    expect(execFileSync('unzip', ['-t', file], { encoding: 'utf8' })).toContain('No errors detected');
    expect(readBack(file)).toEqual([
      ['docs/readme.txt', text.length, 8, sha256(text)],
      ['bin/random.bin', random.length, 0, sha256(random)],
      ['ünïcødé/日本語.txt', 10, 8, sha256(Buffer.from('utf-8 name'))],
      ['empty.txt', 0, 8, sha256(Buffer.alloc(0))],
    ]);
  });

  it('uses ZIP64 records that readers accept once sizes and offsets pass the classic limit', async () => {
    const file = join(dir, 'z64.zip');
    // The layout is the same at 4 GiB; a tiny limit exercises it without writing gigabytes.
    await writeZip(
      file,
      async (zip) => {
        await zip.addFile('one.bin', chunks(random), { compress: false });
        await zip.addFile('two.txt', chunks(text), { compress: true });
      },
      1000,
    );
    expect(execFileSync('unzip', ['-t', file], { encoding: 'utf8' })).toContain('No errors detected');
    expect(readBack(file)).toEqual([
      ['one.bin', random.length, 0, sha256(random)],
      ['two.txt', text.length, 8, sha256(text)],
    ]);
  });

  it('closes an entry whose source fails part-way, keeping the archive valid, and reports the failure', async () => {
    const file = join(dir, 'partial.zip');
    const failures: string[] = [];
    await writeZip(file, async (zip) => {
      for (const compress of [true, false]) {
        await zip
          .addFile(`partial-${compress}.txt`, failingAfter(text.subarray(0, 1000)), { compress })
          .catch((error: Error) => failures.push(error.message));
      }
      await zip.addFile('after.txt', chunks(Buffer.from('still here')), { compress: true });
    });
    expect(failures).toEqual(['connection reset', 'connection reset']);
    const partial = sha256(text.subarray(0, 1000));
    expect(readBack(file)).toEqual([
      ['partial-true.txt', 1000, 8, partial],
      ['partial-false.txt', 1000, 0, partial],
      ['after.txt', 10, 8, sha256(Buffer.from('still here'))],
    ]);
  });

  it.each([true, false])(
    'gives up an entry (compress: %s) once the client has gone, however much of its object is left',
    async (compress) => {
      // The client disconnects after 64 kB; the object goes on arriving (a chunk per turn of the event loop).
      let received = 0;
      const sink: Writable = new Writable({
        highWaterMark: 1024,
        write(chunk: Buffer, _encoding, done) {
          received += chunk.length;
          if (received > 64 * 1024) sink.destroy();
          else done();
        },
      });
      async function* endless(): AsyncGenerator<Buffer> {
        for (;;) {
          await new Promise((resolve) => setImmediate(resolve));
          yield randomBytes(8 * 1024);
        }
      }
      await expect(new ZipWriter(sink).addFile('big.bin', endless(), { compress })).rejects.toThrow(ZipSinkClosedError);
    },
  );
});
