/**
 * Benchmark (not a test): what the console's extra hop costs for large transfers.
 *   1. Upload: createUpload + uploadPart (4 parts in flight) through the console, against minio-js putObject
 *      straight to MinIO with the same part size — throughput of each and the ratio.
 *   2. Download: GET …/objects/download through the console against a direct GET — throughput and ratio.
 *   3. The console's peak RSS growth during each transfer (VmHWM after, reset with clear_refs before, against
 *      VmRSS before; read from /proc/<pid>/status of the console process).
 *   4. How long after a client drops a download the console's connection to MinIO is gone (the upstream read
 *      stops), watched in /proc as the console's sockets to MinIO.
 * The console runs as it ships (the built backend in its own process: run `npm run build:backend` first) against
 * its own erasure-coded MinIO. Size from OBJECTS_BENCH_BYTES (default 5 GiB):
 *   OBJECTS_BENCH_BYTES=$((1024**3)) npx tsx hack/bench/objects-transfer.ts
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { Agent, request, type IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { Client } from 'minio';
import { partSizeFor } from '../../backend/src/features/objects/multipart-upload';
import { s3Stream } from '../../backend/src/features/objects/s3-raw';
import { createS3Client } from '../../backend/src/platform/minio/s3/s3-client';
import { connectionsTo } from '../../test/support/proc-sockets';
import { stopAll, stopAllOnSignals } from '../../test/world/processes';
import { startBenchConsole } from './bench-console';

const GIB = 1024 ** 3;
const IN_FLIGHT = 4;

/** Kernel memory counters of a process, in bytes. */
function memoryOf(pid: number): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024;
  return { rss: kib('VmRSS'), hwm: kib('VmHWM') };
}

/** Runs `body`, answering its seconds and the process's peak RSS growth over the RSS before it. */
async function measured(pid: number, body: () => Promise<void>): Promise<{ seconds: number; growth: number }> {
  // "5" resets the peak (VmHWM) to the current RSS (Linux ≥ 4.0).
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
  const before = memoryOf(pid).rss;
  const started = process.hrtime.bigint();
  await body();
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return { seconds, growth: memoryOf(pid).hwm - before };
}

/** Runs `task` for 1..count with IN_FLIGHT at a time, answering the results in order. */
async function inFlight<T>(count: number, task: (number: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  let next = 1;
  const worker = async () => {
    for (let number = next++; number <= count; number = next++) results[number - 1] = await task(number);
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  return results;
}

/** `size` bytes made of `chunk` repeated, as a stream. */
function repeated(chunk: Buffer, size: number): Readable {
  let left = size;
  return new Readable({
    read() {
      if (left === 0) {
        this.push(null);
        return;
      }
      const next = chunk.subarray(0, Math.min(chunk.length, left));
      left -= next.length;
      this.push(next);
    },
  });
}

function send(
  url: string,
  options: { method: string; headers: Record<string, string>; agent: Agent },
  body?: Buffer,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, options, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Reads a response to its end, answering the byte count. */
function drain(res: IncomingMessage | Readable): Promise<number> {
  return new Promise((resolve, reject) => {
    let bytes = 0;
    res.on('data', (chunk: Buffer) => (bytes += chunk.length));
    res.on('end', () => resolve(bytes));
    res.on('error', reject);
  });
}

const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const signed = (bytes: number) => `${bytes >= 0 ? '+' : '−'}${mib(Math.abs(bytes))}`;
const rate = (bytes: number, seconds: number) => `${mib(bytes / seconds)} MiB/s`;

async function main(): Promise<void> {
  stopAllOnSignals();
  const size = Number(process.env.OBJECTS_BENCH_BYTES ?? 5 * GIB);
  const { minio, app, base, cookie, connection } = await startBenchConsole('bench-objects');
  const pid = app.process.pid;
  if (!pid) throw new Error('the console process has no pid');
  const minioPort = Number(new URL(minio.endpoint).port);
  try {
    const bucket = 'bench';
    await createS3Client(connection).makeBucket(bucket);
    const partSize = partSizeFor(size);
    const chunk = randomBytes(partSize);
    const agent = new Agent({ keepAlive: true, maxSockets: IN_FLIGHT });
    const headers = { Cookie: cookie, 'X-Requested-With': 'object-console' };
    const keyQuery = (key: string) => `prefix=${encodeURIComponent(Buffer.from(key).toString('base64'))}`;
    console.log(
      `object size                  : ${mib(size)} MiB, part size ${mib(partSize)} MiB, ${IN_FLIGHT} parts in flight`,
    );

    // 1. Upload through the console.
    const viaConsoleUp = await measured(pid, async () => {
      const created = await send(
        `${base}/api/v1/buckets/${bucket}/uploads?${keyQuery('console.bin')}`,
        {
          method: 'POST',
          headers: { ...headers, 'Content-Type': 'application/json' },
          agent,
        },
        Buffer.from(JSON.stringify({ size })),
      );
      const { uploadId } = JSON.parse(created.text) as { uploadId: string };
      const parts = await inFlight(Math.ceil(size / partSize), async (number) => {
        const length = Math.min(partSize, size - (number - 1) * partSize);
        const answer = await send(
          `${base}/api/v1/buckets/${bucket}/uploads/${encodeURIComponent(uploadId)}/parts/${number}?${keyQuery('console.bin')}`,
          {
            method: 'PUT',
            headers: { ...headers, 'Content-Type': 'application/octet-stream', 'Content-Length': String(length) },
            agent,
          },
          chunk.subarray(0, length),
        );
        if (answer.status !== 200) throw new Error(`part ${number}: ${answer.status} ${answer.text}`);
        return { partNumber: number, etag: (JSON.parse(answer.text) as { etag: string }).etag };
      });
      const done = await send(
        `${base}/api/v1/buckets/${bucket}/uploads/${encodeURIComponent(uploadId)}/complete?${keyQuery('console.bin')}`,
        { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, agent },
        Buffer.from(JSON.stringify({ parts })),
      );
      if (done.status !== 200) throw new Error(`complete: ${done.status} ${done.text}`);
    });
    // 1'. The same upload straight to MinIO with minio-js and the same part size.
    const directUp = await measured(process.pid, async () => {
      const client = new Client({
        ...clientOptions(minio.endpoint, connection.credentials),
        partSize,
      });
      await client.putObject(bucket, 'direct.bin', repeated(chunk, size), size);
    });
    // 1''. The same parts straight to MinIO, 4 in flight with an unsigned payload: exactly the console's requests
    // without the console, so the ratio is the cost of the hop alone.
    const directPartsUp = await measured(process.pid, async () => {
      const client = createS3Client(connection);
      const uploadId = await client.initiateNewMultipartUpload(bucket, 'direct-parts.bin', {});
      const parts = await inFlight(Math.ceil(size / partSize), async (number) => {
        const length = Math.min(partSize, size - (number - 1) * partSize);
        const answer = await s3Stream(connection, {
          method: 'PUT',
          bucket,
          key: 'direct-parts.bin',
          query: { partNumber: String(number), uploadId },
          headers: { 'content-length': String(length) },
          body: Readable.from([chunk.subarray(0, length)]),
        });
        answer.resume();
        return { part: number, etag: String(answer.headers.etag ?? '') };
      });
      await client.completeMultipartUpload(bucket, 'direct-parts.bin', uploadId, parts);
    });
    const ratio = (direct: number, viaConsole: number) => (direct / viaConsole).toFixed(2);
    console.log(
      `upload   direct (minio-js)   : ${rate(size, directUp.seconds)} (putObject: one part at a time, SHA-256 signed)\n` +
        `upload   direct (4 parts)    : ${rate(size, directPartsUp.seconds)} (the console's own requests, unsigned payload)\n` +
        `upload   through console     : ${rate(size, viaConsoleUp.seconds)} — ratio ${ratio(directUp.seconds, viaConsoleUp.seconds)} of minio-js, ` +
        `${ratio(directPartsUp.seconds, viaConsoleUp.seconds)} of the same parts direct; console peak RSS ${signed(viaConsoleUp.growth)} MiB`,
    );

    // 2. Download through the console and directly.
    const downloadUrl = `${base}/api/v1/buckets/${bucket}/objects/download?${keyQuery('console.bin')}`;
    let received = 0;
    const viaConsoleDown = await measured(pid, async () => {
      received = await new Promise<number>((resolve, reject) => {
        request(downloadUrl, { headers, agent }, (res) => drain(res).then(resolve, reject))
          .on('error', reject)
          .end();
      });
    });
    if (received !== size) throw new Error(`console download: ${received} of ${size} bytes`);
    const directDown = await measured(process.pid, async () => {
      const bytes = await drain(await createS3Client(connection).getObject(bucket, 'direct.bin'));
      if (bytes !== size) throw new Error(`direct download: ${bytes} of ${size} bytes`);
    });
    console.log(
      `download direct (GET)        : ${rate(size, directDown.seconds)}\n` +
        `download through console     : ${rate(size, viaConsoleDown.seconds)} — ratio ${(directDown.seconds / viaConsoleDown.seconds).toFixed(2)} of direct, console peak RSS ${signed(viaConsoleDown.growth)} MiB`,
    );

    // 3. A dropped download: time until the console's connection to MinIO is gone.
    const stopMs = await new Promise<number>((resolve, reject) => {
      const req = request(downloadUrl, { headers }, (res) => {
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
    console.log(
      `aborted download             : upstream connection closed ${stopMs.toFixed(1)} ms after the client left`,
    );
  } finally {
    await app.stop();
    await stopAll();
  }
}

function clientOptions(endpoint: string, credentials: { accessKey: string; secretKey: string; sessionToken?: string }) {
  const url = new URL(endpoint);
  return {
    endPoint: url.hostname,
    port: Number(url.port),
    useSSL: false,
    accessKey: credentials.accessKey,
    secretKey: credentials.secretKey,
    ...(credentials.sessionToken ? { sessionToken: credentials.sessionToken } : {}),
    region: 'us-east-1',
  };
}

main().catch(async (error: unknown) => {
  console.error(error);
  await stopAll();
  process.exit(1);
});
