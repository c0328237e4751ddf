/**
 * Benchmark (not a test): a folder ZIP's memory does not grow with the folder's object count.
 *   1. Seeds 10,000 small objects under `ten-thousand/` and 1,000 under `one-thousand/` (parallel PUTs; half text,
 *      which the ZIP deflates, half binary, which it stores).
 *   2. Downloads each folder as a ZIP through the console (downloadObjectsZip), after one unmeasured warm-up, the
 *      large one twice, and checks each archive is complete: its central directory names every object of the
 *      folder, and nothing else.
 *   3. Prints, side by side, the console's peak RSS growth during each download (VmHWM after, reset before, against
 *      VmRSS before; see stats.ts), its RSS growth once done, and the throughput in objects/s.
 * The console runs as it ships (`npm run build:backend` first) against its own erasure-coded MinIO, deleted at the
 * end:  npx tsx hack/bench/objects-zip.ts   (OBJECTS_ZIP_BENCH_COUNT changes the 10,000; the 1,000 stays.)
 */
import { randomBytes } from 'node:crypto';
import { Agent } from 'node:http';
import { createS3Client, type S3Connection } from '../../backend/src/platform/minio/s3/s3-client';
import { stopAll } from '../../test/world/processes';
import { inFlight, runBenchmark, send, startBenchConsole } from './bench-console';
import { measured, mib, signedMib } from './stats';

const OBJECT_BYTES = 1024;
const SEED_IN_FLIGHT = 32;
const BUCKET = 'bench';

/** Puts `count` objects of OBJECT_BYTES under `folder`, answering their keys. */
async function seed(connection: S3Connection, folder: string, count: number): Promise<string[]> {
  const client = createS3Client(connection);
  const text = Buffer.from('a line of text that deflates well\n'.repeat(Math.ceil(OBJECT_BYTES / 34))).subarray(
    0,
    OBJECT_BYTES,
  );
  return inFlight(count, SEED_IN_FLIGHT, async (number) => {
    const isText = number % 2 === 0;
    const key = `${folder}/${String(number).padStart(5, '0')}.${isText ? 'txt' : 'bin'}`;
    await client.putObject(BUCKET, key, isText ? text : randomBytes(OBJECT_BYTES), OBJECT_BYTES, {
      'Content-Type': isText ? 'text/plain' : 'application/octet-stream',
    });
    return key;
  });
}

/**
 * The entry names in a ZIP's central directory (APPNOTE 4.3.12/4.3.16; classic end record: fewer than 65,535
 * entries and under 4 GiB, which this benchmark's archives are).
 */
function centralDirectoryNames(zip: Buffer): string[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('no end of central directory record');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let i = 0; i < count; i += 1) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error(`central directory entry ${i} is malformed`);
    const nameLength = zip.readUInt16LE(at + 28);
    names.push(zip.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return names;
}

async function main(): Promise<void> {
  const large = Number(process.env.OBJECTS_ZIP_BENCH_COUNT ?? 10_000);
  const small = 1_000;
  const { app, base, cookie, connection } = await startBenchConsole('bench-zip');
  const pid = app.process.pid;
  if (!pid) throw new Error('the console process has no pid');
  try {
    await createS3Client(connection).makeBucket(BUCKET);
    const seeding = process.hrtime.bigint();
    const folders = {
      small: { name: 'one-thousand', keys: await seed(connection, 'one-thousand', small) },
      large: { name: 'ten-thousand', keys: await seed(connection, 'ten-thousand', large) },
    };
    const seeded = Number(process.hrtime.bigint() - seeding) / 1e9;
    console.log(`seeded ${small + large} objects of ${OBJECT_BYTES} bytes in ${seeded.toFixed(1)} s`);

    const agent = new Agent({ keepAlive: true });
    /** Downloads one folder as a ZIP and checks it names exactly the folder's objects. */
    const zipOf = async (folder: { name: string; keys: string[] }) => {
      const answer = await send(
        `${base}/api/v1/buckets/${BUCKET}/objects/download-zip`,
        {
          method: 'POST',
          headers: { Cookie: cookie, 'X-Requested-With': 'object-console', 'Content-Type': 'application/json' },
          agent,
        },
        Buffer.from(JSON.stringify({ paths: [`${folder.name}/`] })),
      );
      if (answer.status !== 200) throw new Error(`downloadObjectsZip: ${answer.status} ${answer.body.toString()}`);
      const names = centralDirectoryNames(answer.body);
      const expected = new Set(folder.keys);
      if (names.length !== expected.size || !names.every((name) => expected.has(name))) {
        throw new Error(`the ZIP of ${folder.name}/ holds ${names.length} entries, not its ${expected.size} objects`);
      }
      return answer.body.length;
    };
    await zipOf(folders.small);
    // The large folder twice: memory that grew with the count the first time would grow again the second.
    const results: Array<{ count: number; seconds: number; growth: number; kept: number; bytes: number }> = [];
    for (const folder of [folders.small, folders.large, folders.large]) {
      let bytes = 0;
      const { seconds, growth, kept } = await measured(pid, async () => {
        bytes = await zipOf(folder);
      });
      results.push({ count: folder.keys.length, seconds, growth, kept, bytes });
    }
    const column = (label: string, cell: (result: (typeof results)[number]) => string) =>
      console.log(`${label.padEnd(28)}${results.map((result) => cell(result).padStart(16)).join('')}`);
    column('objects in the folder', (result) => String(result.count));
    column('ZIP size (MiB)', (result) => mib(result.bytes));
    column('console peak RSS (MiB)', (result) => signedMib(result.growth));
    column('console RSS after (MiB)', (result) => signedMib(result.kept));
    column('seconds', (result) => result.seconds.toFixed(1));
    column('objects/s', (result) => (result.count / result.seconds).toFixed(0));
  } finally {
    await app.stop();
    await stopAll();
  }
}

runBenchmark(main);
