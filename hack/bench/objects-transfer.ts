/**
 * Benchmark (not a test): what the console's extra hop costs for large transfers.
 *   1. Upload: createUpload + uploadPart (4 parts in flight) through the console, against two direct references
 *      with the same part size and 4 parts in flight: minio-js's own multipart calls (initiateNewMultipartUpload,
 *      uploadPart, completeMultipartUpload; it signs each part's SHA-256 over http), and the console's very requests
 *      to MinIO sent straight (unsigned payload), whose ratio is the cost of the hop alone.
 *   2. Download: one object, read through each side in turn for OBJECTS_BENCH_ROUNDS rounds (default 3), by curl
 *      and by node:http as the client (download-sides.ts): a raw signed GET straight to MinIO (the reference), two
 *      floors in their own processes (hop-floor-server.ts: a TCP relay, the least any process in the path can cost,
 *      and a bare node:http proxy piping the console's own MinIO stream), and GET …/objects/download through the
 *      console, each after one untimed read. Medians and bests of the rates and of each round's ratio to the raw
 *      GET; the machine's other tenants only ever slow a sample down, so the best is the least disturbed.
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
import { inFlight, runBenchmark, send, startBenchConsole, startFloor } from './bench-console';
import { download, type DownloadTarget } from './download-sides';
import { measured, median, mib, processCpuMs, rate, settled, signedMib } from './stats';

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

/** One side of the download comparison: where the GET goes, and the process in the path whose CPU is counted. */
interface DownloadSide {
  readonly name: string;
  readonly target: DownloadTarget;
  readonly pid?: number;
}

/**
 * Every side reads one object, in `rounds` rounds per client, the order turning each round; each sample waits for
 * MinIO to be idle first. Prints each side's median and best rate, the median and best of its per-round ratio to
 * the raw GET (both read in the same round), and the CPU per GiB of the process in its path.
 */
async function compareDownloads(run: Run, sides: readonly DownloadSide[], rounds: number, minioPid: number) {
  for (const client of ['curl', 'node'] as const) {
    const seconds = new Map<string, number[]>(sides.map((side) => [side.name, []]));
    const cpu = new Map<string, number[]>(sides.map((side) => [side.name, []]));
    // A fresh floor process runs slower on its first object than on the next ones: every side reads it once untimed.
    for (const side of sides) await download(client, side.target, run.size);
    for (let round = 0; round < rounds; round += 1) {
      for (const side of [...sides.slice(round % sides.length), ...sides.slice(0, round % sides.length)]) {
        await settled(minioPid);
        const cpuBefore = side.pid ? processCpuMs(side.pid) : 0;
        const started = process.hrtime.bigint();
        await download(client, side.target, run.size);
        seconds.get(side.name)?.push(Number(process.hrtime.bigint() - started) / 1e9);
        if (side.pid) cpu.get(side.name)?.push((processCpuMs(side.pid) - cpuBefore) / 1000 / (run.size / GIB));
      }
    }
    const raw = seconds.get(sides[0]?.name ?? '') ?? [];
    console.log(`download, ${client} as the client, ${rounds} rounds (median / best):`);
    for (const side of sides) {
      const own = seconds.get(side.name) ?? [];
      const ratios = own.map((s, round) => (raw[round] ?? Number.NaN) / s);
      const cpuText = cpu.get(side.name)?.length ? `; CPU ${median(cpu.get(side.name) ?? []).toFixed(2)} s/GiB` : '';
      console.log(
        `  ${side.name.padEnd(28)}: ${rate(run.size, median(own))} / ${rate(run.size, Math.min(...own))}` +
          (side === sides[0] ? '' : `; of raw ${median(ratios).toFixed(2)} / ${Math.max(...ratios).toFixed(2)}`) +
          cpuText,
      );
    }
  }
}

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
  const { minio, minioPid, app, base, cookie, connection } = await startBenchConsole('bench-objects');
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
        [rate(size, side.seconds), ...refs.map(([name, seconds]) => `${ratio(seconds, side.seconds)} of ${name}`)].join(
          ', ',
        ) +
          '; ' +
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

    // Every side reads one object, after a first read that is not timed: each then finds the same bytes in the page
    // cache (an object just written is more likely there, which once made the console look faster than MinIO).
    const source = 'raw.bin';
    const rawTarget: DownloadTarget = { kind: 's3', connection, bucket: run.bucket, key: source };
    await download('node', rawTarget, size);
    // The floors (hop-floor-server.ts), each in its own process: a TCP relay, and a bare node:http proxy that pipes
    // the console's own MinIO stream.
    const relay = await startFloor('relay', connection);
    const proxy = await startFloor('stream', connection);
    const proxyQuery = new URLSearchParams({ bucket: run.bucket, key: source }).toString();
    await compareDownloads(
      run,
      [
        { name: 'raw GET', target: rawTarget },
        {
          name: 'TCP relay',
          target: { ...rawTarget, connection: { ...connection, endpoint: relay.url } },
          pid: relay.pid,
        },
        {
          name: 'bare node:http proxy',
          target: { kind: 'plain', url: `${proxy.url}?${proxyQuery}`, headers: {} },
          pid: proxy.pid,
        },
        {
          name: 'through the console',
          target: { kind: 'plain', url: downloadUrl(run, source), headers: run.console.headers },
          pid,
        },
      ],
      Number(process.env.OBJECTS_BENCH_ROUNDS ?? 3),
      minioPid,
    );
    // Peak RSS growth of the console during one more download (node:http client).
    const downConsole = await viaConsole(() =>
      download('node', { kind: 'plain', url: downloadUrl(run, source), headers: run.console.headers }, size),
    );
    consoleLine('download through the console, once more', downConsole, []);

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
