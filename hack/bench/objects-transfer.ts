/**
 * Benchmark (not a test): what the console's extra hop costs for large transfers.
 *   1. Upload: createUpload + uploadPart (4 parts in flight) through the console, against two direct references
 *      with the same part size and 4 parts in flight: minio-js's own multipart calls (initiateNewMultipartUpload,
 *      uploadPart, completeMultipartUpload; it signs each part's SHA-256 over http), and the console's very requests
 *      to MinIO sent straight (unsigned payload), whose ratio is the cost of the hop alone.
 *   2. Download: GET …/objects/download through the console against minio-js getObject and a raw signed GET, all
 *      of one object, after a first read of it that is not timed; and the floor: the same GET through the least
 *      proxy in its own process (plain node:http piping the console's own MinIO stream, hop-floor-server.ts).
 *   3. The console's peak RSS growth during each transfer (VmHWM after, reset with clear_refs before, against
 *      VmRSS before) and its CPU time per GiB (from /proc/<pid>: independent of the machine's load).
 *   4. How long after a client drops a download the console's connection to MinIO is gone (the upstream read
 *      stops), watched in /proc as the console's sockets to MinIO.
 * The console runs as it ships (the built backend in its own process: run `npm run build:backend` first) against
 * its own erasure-coded MinIO, whose data is deleted at the end. Size from OBJECTS_BENCH_BYTES (default 5 GiB):
 *   OBJECTS_BENCH_BYTES=$((1024**3)) npx tsx hack/bench/objects-transfer.ts
 */
import { randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import { Readable } from 'node:stream';
import { Client } from 'minio';
import { partSizeFor } from '../../backend/src/features/objects/multipart-upload';
import { s3Stream } from '../../backend/src/features/objects/s3-raw';
import { createS3Client, type S3Connection } from '../../backend/src/platform/minio/s3/s3-client';
import { connectionsTo } from '../../test/support/proc-sockets';
import { stopAll } from '../../test/world/processes';
import { drain, inFlight, runBenchmark, send, startBenchConsole, startFloor } from './bench-console';
import { measured, mib, processCpuMs, rate, signedMib } from './stats';

const GIB = 1024 ** 3;
const IN_FLIGHT = 4;

/** What every transfer of one run shares. */
interface Run {
  readonly bucket: string;
  readonly size: number;
  readonly partSize: number;
  /** One part's worth of random bytes: every part sends (a prefix of) it. */
  readonly chunk: Buffer;
  readonly connection: S3Connection;
  /** The console's base URL, its request headers (cookie, CSRF) and a pool of IN_FLIGHT connections to it. */
  readonly console: { readonly base: string; readonly headers: Record<string, string>; readonly agent: Agent };
}

const partCount = (run: Run) => Math.ceil(run.size / run.partSize);
const partLength = (run: Run, number: number) => Math.min(run.partSize, run.size - (number - 1) * run.partSize);
const keyQuery = (key: string) => `prefix=${encodeURIComponent(Buffer.from(key).toString('base64'))}`;

/** createUpload, the parts IN_FLIGHT at a time, completeUpload: what the console's upload queue does. */
async function uploadThroughConsole(run: Run, key: string): Promise<void> {
  const { base, headers, agent } = run.console;
  const uploads = `${base}/api/v1/buckets/${run.bucket}/uploads`;
  const json = { ...headers, 'Content-Type': 'application/json' };
  const created = await send(
    `${uploads}?${keyQuery(key)}`,
    { method: 'POST', headers: json, agent },
    Buffer.from(JSON.stringify({ size: run.size })),
  );
  if (created.status !== 201) throw new Error(`createUpload: ${created.status} ${created.body.toString()}`);
  const { uploadId } = JSON.parse(created.body.toString()) as { uploadId: string };
  const upload = `${uploads}/${encodeURIComponent(uploadId)}`;
  const parts = await inFlight(partCount(run), IN_FLIGHT, async (number) => {
    const length = partLength(run, number);
    const answer = await send(
      `${upload}/parts/${number}?${keyQuery(key)}`,
      {
        method: 'PUT',
        headers: { ...headers, 'Content-Type': 'application/octet-stream', 'Content-Length': String(length) },
        agent,
      },
      run.chunk.subarray(0, length),
    );
    if (answer.status !== 200) throw new Error(`part ${number}: ${answer.status} ${answer.body.toString()}`);
    return { partNumber: number, etag: (JSON.parse(answer.body.toString()) as { etag: string }).etag };
  });
  const done = await send(
    `${upload}/complete?${keyQuery(key)}`,
    { method: 'POST', headers: json, agent },
    Buffer.from(JSON.stringify({ parts })),
  );
  if (done.status !== 200) throw new Error(`completeUpload: ${done.status} ${done.body.toString()}`);
}

/** minio-js's multipart calls, IN_FLIGHT parts at a time (putObject would send them one after another). */
async function uploadWithMinioJs(run: Run, key: string): Promise<void> {
  const client = new Client(clientOptions(run.connection));
  const uploadId = await client.initiateNewMultipartUpload(run.bucket, key, {});
  const parts = await inFlight(partCount(run), IN_FLIGHT, async (number) => {
    const { etag } = await client.uploadPart(
      { bucketName: run.bucket, objectName: key, uploadID: uploadId, partNumber: number, headers: {} },
      run.chunk.subarray(0, partLength(run, number)),
    );
    return { part: number, etag };
  });
  await client.completeMultipartUpload(run.bucket, key, uploadId, parts);
}

/** The console's own part requests (s3Stream, unsigned payload), sent straight to MinIO. */
async function uploadRawParts(run: Run, key: string): Promise<void> {
  const client = createS3Client(run.connection);
  const uploadId = await client.initiateNewMultipartUpload(run.bucket, key, {});
  const parts = await inFlight(partCount(run), IN_FLIGHT, async (number) => {
    const length = partLength(run, number);
    const answer = await s3Stream(run.connection, {
      method: 'PUT',
      bucket: run.bucket,
      key,
      query: { partNumber: String(number), uploadId },
      headers: { 'content-length': String(length) },
      body: Readable.from([run.chunk.subarray(0, length)]),
    });
    answer.resume();
    return { part: number, etag: String(answer.headers.etag ?? '') };
  });
  await client.completeMultipartUpload(run.bucket, key, uploadId, parts);
}

function downloadUrl(run: Run, key: string): string {
  return `${run.console.base}/api/v1/buckets/${run.bucket}/objects/download?${keyQuery(key)}`;
}

/** Reads a download to its end and checks its length. */
async function expectWhole(run: Run, what: string, body: Promise<Readable>): Promise<void> {
  const bytes = await drain(await body);
  if (bytes !== run.size) throw new Error(`${what}: ${bytes} of ${run.size} bytes`);
}

const downloads = {
  throughConsole: (run: Run, key: string) =>
    expectWhole(
      run,
      'console download',
      new Promise((resolve, reject) => {
        const { headers, agent } = run.console;
        request(downloadUrl(run, key), { headers, agent }, resolve).on('error', reject).end();
      }),
    ),
  withMinioJs: (run: Run, key: string) =>
    expectWhole(run, 'minio-js getObject', new Client(clientOptions(run.connection)).getObject(run.bucket, key)),
  throughFloor: (run: Run, floor: string, key: string) =>
    expectWhole(
      run,
      'floor download',
      new Promise((resolve, reject) => {
        const url = `${floor}?${new URLSearchParams({ bucket: run.bucket, key }).toString()}`;
        request(url, resolve).on('error', reject).end();
      }),
    ),
  raw: (run: Run, key: string) =>
    expectWhole(run, 'raw GET', s3Stream(run.connection, { method: 'GET', bucket: run.bucket, key })),
};

/** Drops a console download after 4 MiB; answers the ms until the console's connection to MinIO is gone. */
function abortedDownload(run: Run, key: string, pid: number, minioPort: number): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    const req = request(downloadUrl(run, key), { headers: run.console.headers }, (res) => {
      let seen = 0;
      res.on('data', (data: Buffer) => {
        seen += data.length;
        if (seen < 4 * 1024 * 1024 || req.destroyed) return;
        const during = connectionsTo(pid, minioPort);
        req.destroy();
        const dropped = process.hrtime.bigint();
        const poll = setInterval(() => {
          const elapsed = Number(process.hrtime.bigint() - dropped) / 1e6;
          if (connectionsTo(pid, minioPort) < during) {
            clearInterval(poll);
            resolve(elapsed);
          } else if (elapsed > 10_000) {
            clearInterval(poll);
            reject(new Error('the upstream connection was still open after 10 s'));
          }
        }, 1);
      });
    });
    req.on('error', (error) => (req.destroyed ? undefined : reject(error)));
    req.end();
  });
}

async function main(): Promise<void> {
  const size = Number(process.env.OBJECTS_BENCH_BYTES ?? 5 * GIB);
  const { minio, app, base, cookie, connection } = await startBenchConsole('bench-objects');
  const pid = app.process.pid;
  if (!pid) throw new Error('the console process has no pid');
  try {
    const partSize = partSizeFor(size);
    const run: Run = {
      bucket: 'bench',
      size,
      partSize,
      chunk: randomBytes(partSize),
      connection,
      console: {
        base,
        headers: { Cookie: cookie, 'X-Requested-With': 'object-console' },
        agent: new Agent({ keepAlive: true, maxSockets: IN_FLIGHT }),
      },
    };
    await createS3Client(connection).makeBucket(run.bucket);
    console.log(`object size ${mib(size)} MiB, part size ${mib(partSize)} MiB, ${IN_FLIGHT} parts in flight`);
    const direct = async (body: () => Promise<void>) => (await measured(process.pid, body)).seconds;
    /** The console's side: seconds, peak RSS growth and CPU seconds per GiB. */
    const viaConsole = async (body: () => Promise<void>) => {
      const cpuBefore = processCpuMs(pid);
      const { seconds, growth } = await measured(pid, body);
      return { seconds, growth, cpuPerGib: (processCpuMs(pid) - cpuBefore) / 1000 / (size / GIB) };
    };
    const line = (label: string, text: string) => console.log(`${label.padEnd(34)}: ${text}`);
    const ratio = (direct: number, console: number) => (direct / console).toFixed(2);
    const consoleLine = (label: string, side: Awaited<ReturnType<typeof viaConsole>>, refs: [string, number][]) =>
      line(
        label,
        `${rate(size, side.seconds)} — ${refs.map(([name, seconds]) => `${ratio(seconds, side.seconds)} of ${name}`).join(', ')}; ` +
          `console CPU ${side.cpuPerGib.toFixed(2)} s/GiB, peak RSS ${signedMib(side.growth)} MiB`,
      );

    const upJs = await direct(() => uploadWithMinioJs(run, 'minio-js.bin'));
    line('upload   minio-js, 4 parts', `${rate(size, upJs)} (SHA-256 of each part, as minio-js signs over http)`);
    const upRaw = await direct(() => uploadRawParts(run, 'raw.bin'));
    line('upload   raw parts, 4 in flight', `${rate(size, upRaw)} (the console's own requests, unsigned payload)`);
    const upConsole = await viaConsole(() => uploadThroughConsole(run, 'console.bin'));
    consoleLine('upload   through the console', upConsole, [
      ['minio-js', upJs],
      ['raw', upRaw],
    ]);

    // All three read one object, after a first read that is not timed: each then finds the same bytes in the page
    // cache (an object just written is more likely there, which once made the console look faster than MinIO).
    const source = 'raw.bin';
    await downloads.raw(run, source);
    const downJs = await direct(() => downloads.withMinioJs(run, source));
    line('download minio-js getObject', rate(size, downJs));
    const downRaw = await direct(() => downloads.raw(run, source));
    line('download raw GET', rate(size, downRaw));
    // The floor: the same GET through the least proxy in its own process (hop-floor-server.ts `stream`), before the
    // console so that neither gains from reading last.
    const floor = await startFloor('stream', connection);
    const downFloor = await direct(() => downloads.throughFloor(run, floor, source));
    line(
      'download through a bare proxy',
      `${rate(size, downFloor)} — ${ratio(downRaw, downFloor)} of raw (node:http + pipeline, own process)`,
    );
    const downConsole = await viaConsole(() => downloads.throughConsole(run, source));
    consoleLine('download through the console', downConsole, [
      ['minio-js', downJs],
      ['raw', downRaw],
      ['the bare proxy', downFloor],
    ]);

    const stopMs = await abortedDownload(run, 'console.bin', pid, Number(new URL(minio.endpoint).port));
    line('aborted download', `upstream connection closed ${stopMs.toFixed(1)} ms after the client left`);
  } finally {
    await app.stop();
    await stopAll();
  }
}

/** A plain minio-js client (no console wrapper) for the same keys. */
function clientOptions(connection: S3Connection) {
  const url = new URL(connection.endpoint);
  const { accessKey, secretKey, sessionToken } = connection.credentials;
  return {
    endPoint: url.hostname,
    port: Number(url.port),
    useSSL: false,
    accessKey,
    secretKey,
    ...(sessionToken ? { sessionToken } : {}),
    region: 'us-east-1',
  };
}

runBenchmark(main);
