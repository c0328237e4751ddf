/**
 * Benchmark (not a test): CPU seconds per GiB of every process in a 1 GiB transfer (issue #22 item 2), ours against
 * MinIO Console v1.7.6 and against bare prototypes of other ways to move the bytes (proxy-prototypes.ts). On two
 * cores a transfer through a proxy is CPU-bound (curl, the proxy and MinIO share them), so CPU per byte, which the
 * machine's load does not change much, decides the throughput ratio; MiB/s is printed beside it.
 * Each sample is one curl transfer of PROXY_CPU_BYTES (default 1 GiB); the CPU of the proxy process and of MinIO
 * is read from /proc/<pid>/stat (utime+stime, all threads) before and after, curl's own from the shell's `times`.
 * Sides are interleaved for PROXY_CPU_ROUNDS rounds (default 3) after one untimed transfer each; medians printed.
 * PROXY_CPU_SIDES picks sides (comma list; default all): direct, ours, peer, pipeline, raw-pipe, onread, relay
 * (downloads) and put-direct, put-ours (the upload form), put-parts (the resumable upload the UI uses for a large
 * file), put-peer (uploads); with PROXY_CPU_BASE_DIST=<dist folder>, also put-base:
 * the upload form of a second console built into that folder (another version of ours, for an interleaved A/B), and
 * put-base-parts, its resumable upload.
 *   OBJECT_CONSOLE_DIST=.dist-<you> npm run build:backend && OBJECT_CONSOLE_DIST=.dist-<you> npx tsx hack/bench/proxy-cpu.ts
 */
import { randomBytes } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { CSRF_HEADER, CSRF_VALUE } from '../../backend/src/platform/http/csrf';
import { login } from '../../test/support/app-under-test';
import { startConsole } from '../../test/support/console-process';
import { createS3Client, DEFAULT_S3_REGION } from '../../backend/src/platform/minio/s3/s3-client';
import { freePort } from '../../test/world/ports';
import { httpOk, ManagedProcess, stopAll, tempDir } from '../../test/world/processes';
import { runBenchmark, startBenchConsole, type BenchConsole } from './bench-console';
import { uploadThroughParts } from './console-parts-upload';
import { runWithChildTimes, shellQuoted } from './shell-times';
import { cpuSeconds } from './download-sides';
import { peerBinary, PEER_VERSION, startPeerConsole } from './peer-console';
import { median } from './stats';

const BYTES = Number(process.env.PROXY_CPU_BYTES ?? 1024 ** 3);
const ROUNDS = Number(process.env.PROXY_CPU_ROUNDS ?? 3);
const SIDES = process.env.PROXY_CPU_SIDES?.split(',');
const BUCKET = 'proxy-cpu';
const KEY = 'big/one.bin';
const BASE_DIST = process.env.PROXY_CPU_BASE_DIST;

/** A second console, built into BASE_DIST, on the same MinIO, logged in as root. */
async function startBaseConsole(minio: BenchConsole['minio']): Promise<{ base: string; cookie: string; pid: number }> {
  const previous = process.env.OBJECT_CONSOLE_DIST;
  process.env.OBJECT_CONSOLE_DIST = BASE_DIST;
  try {
    const app = await startConsole({
      CONSOLE_MINIO_SERVER: minio.endpoint,
      CONSOLE_PBKDF_PASSPHRASE: randomBytes(16).toString('hex'),
      CONSOLE_PBKDF_SALT: randomBytes(16).toString('hex'),
      CONSOLE_LOG_LEVEL: 'warn',
    });
    const base = app.url.replace(/\/$/, '');
    return { base, cookie: await login(base, minio.accessKey, minio.secretKey), pid: app.process.pid ?? 0 };
  } finally {
    process.env.OBJECT_CONSOLE_DIST = previous;
  }
}

/** One curl transfer under `sh`, whose `times` gives curl's CPU; answers wall seconds and curl's CPU seconds. */
async function curl(args: readonly string[]): Promise<{ wall: number; cpu: number; bytes: number }> {
  const { output, cpu } = await runWithChildTimes(
    `curl --silent --show-error --fail --write-out '%{time_total} %{size_download} %{size_upload}\\n' ${shellQuoted(args)}`,
  );
  const [wall = 'NaN', down = '0', up = '0'] = (output.split('\n')[0] ?? '').split(' ');
  return { wall: Number(wall), cpu, bytes: Math.max(Number(down), Number(up)) };
}

interface Sample {
  readonly mibs: number;
  readonly proxy: number;
  readonly minio: number;
  readonly curl: number;
}

interface Side {
  readonly name: string;
  readonly note: string;
  /** The process in the middle (none for direct). */
  readonly pid?: number;
  /** curl's arguments for the transfer, or `run`: a transfer of another shape (several requests). */
  readonly args?: () => string[];
  readonly run?: () => Promise<{ wall: number; cpu: number; bytes: number }>;
}

async function startPrototype(
  kind: string,
  connection: BenchConsole['connection'],
): Promise<{ url: string; pid: number }> {
  const port = await freePort();
  const server = new ManagedProcess({
    name: `proto-${kind}`,
    command: process.execPath,
    args: ['--import', 'tsx', join(__dirname, 'proxy-prototypes.ts'), kind, String(port)],
    env: { BENCH_CONNECTION: JSON.stringify(connection) },
    logDir: tempDir(`proto-${kind}`),
  });
  const url = `http://127.0.0.1:${port}`;
  if (kind === 'relay') {
    await server.waitUntil(() => httpOk(`${url}/minio/health/live`, undefined, () => true), 30_000);
  } else {
    await server.waitUntil(() => httpOk(`${url}/`, undefined, () => true), 30_000);
  }
  return { url, pid: server.pid ?? 0 };
}

function bigFile(size: number): { dir: string; path: string } {
  const dir = mkdtempSync(join(tmpdir(), 'oc-proxy-cpu-'));
  const path = join(dir, 'one.bin');
  const chunk = randomBytes(1024 ** 2);
  const fd = openSync(path, 'w');
  for (let written = 0; written < size; written += chunk.length) {
    writeSync(fd, chunk, 0, Math.min(chunk.length, size - written));
  }
  closeSync(fd);
  return { dir, path };
}

async function measure(side: Side, minioPid: number): Promise<Sample> {
  const proxyBefore = side.pid ? cpuSeconds(side.pid) : 0;
  const minioBefore = cpuSeconds(minioPid);
  const result = side.run ? await side.run() : await curl(side.args?.() ?? []);
  if (result.bytes < BYTES) throw new Error(`${side.name}: ${result.bytes} of ${BYTES} bytes`);
  const gib = BYTES / 1024 ** 3;
  return {
    mibs: BYTES / 1024 ** 2 / result.wall,
    proxy: side.pid ? (cpuSeconds(side.pid) - proxyBefore) / gib : 0,
    minio: (cpuSeconds(minioPid) - minioBefore) / gib,
    curl: result.cpu / gib,
  };
}

async function rounds(title: string, sides: readonly Side[], minioPid: number, reference: string): Promise<void> {
  const chosen = sides.filter((side) => !SIDES || SIDES.includes(side.name));
  if (chosen.length === 0) return;
  for (const side of chosen) await measure(side, minioPid);
  const samples = new Map<string, Sample[]>(chosen.map((side) => [side.name, []]));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const side of chosen) samples.get(side.name)?.push(await measure(side, minioPid));
  }
  const refRates = samples.get(reference)?.map((s) => s.mibs);
  console.log(`\n${title} (${(BYTES / 1024 ** 3).toFixed(2)} GiB, curl, median of ${ROUNDS} interleaved rounds)`);
  const header = [
    'side',
    'MiB/s',
    `÷ ${reference}`,
    'proxy CPU s/GiB',
    'MinIO CPU s/GiB',
    'curl CPU s/GiB',
    'total CPU s/GiB',
    'per-round MiB/s',
    'what',
  ];
  const lines: string[][] = [header];
  for (const side of chosen) {
    const list = samples.get(side.name) ?? [];
    const pick = (field: keyof Sample) => median(list.map((s) => s[field]));
    const ratio = refRates ? median(list.map((s, i) => s.mibs / (refRates[i] ?? NaN))) : NaN;
    lines.push([
      side.name,
      pick('mibs').toFixed(1),
      ratio.toFixed(2),
      side.pid ? pick('proxy').toFixed(2) : '–',
      pick('minio').toFixed(2),
      pick('curl').toFixed(2),
      (pick('proxy') + pick('minio') + pick('curl')).toFixed(2),
      list.map((s) => s.mibs.toFixed(0)).join(' / '),
      side.note,
    ]);
  }
  const widths = header.map((_, column) => Math.max(...lines.map((line) => (line[column] ?? '').length)));
  for (const line of lines) console.log(`| ${line.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`);
}

async function main(): Promise<void> {
  console.log(
    `machine: ${cpus().length} cores, load average ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')} at start`,
  );
  console.log(`peer: MinIO Console ${PEER_VERSION} (${peerBinary()}); node ${process.version}`);
  const bench = await startBenchConsole('proxy-cpu');
  const file = bigFile(BYTES);
  try {
    const peer = await startPeerConsole(bench.minio.endpoint, bench.minio);
    const baseConsole = BASE_DIST ? await startBaseConsole(bench.minio) : undefined;
    await createS3Client(bench.connection).makeBucket(BUCKET);
    const protos = Object.fromEntries(
      await Promise.all(
        ['pipeline', 'raw-pipe', 'onread', 'relay'].map(
          async (kind) => [kind, await startPrototype(kind, bench.connection)] as const,
        ),
      ),
    );
    const { accessKey, secretKey, sessionToken } = bench.connection.credentials;
    const signed = [
      '--aws-sigv4',
      `aws:amz:${DEFAULT_S3_REGION}:s3`,
      '--user',
      `${accessKey}:${secretKey}`,
      '--header',
      'x-amz-content-sha256: UNSIGNED-PAYLOAD',
      ...(sessionToken ? ['--header', `x-amz-security-token: ${sessionToken}`] : []),
    ];
    const objectPath = `/${BUCKET}/${KEY}`;
    const consolePid = bench.app.process.pid ?? 0;
    const prefix = (text: string) => encodeURIComponent(Buffer.from(text).toString('base64'));
    const formUpload = (base: string, cookie: string) => [
      '--output',
      '/dev/null',
      '--header',
      `Cookie: ${cookie}`,
      '--header',
      `${CSRF_HEADER}: ${CSRF_VALUE}`,
      '--form',
      `file=@${file.path};filename=one.bin`,
      `${base}/api/v1/buckets/${BUCKET}/objects/upload?prefix=${prefix('big/')}`,
    ];
    const putDirect: Side = {
      name: 'put-direct',
      note: 'one signed PUT to MinIO',
      args: () => [
        ...signed,
        '--output',
        '/dev/null',
        '--upload-file',
        file.path,
        `${bench.minio.endpoint}${objectPath}`,
      ],
    };
    await curl(putDirect.args?.() ?? []);
    const proto = (name: string, note: string): Side => ({
      name,
      note,
      pid: protos[name]?.pid ?? 0,
      args: () => ['--output', '/dev/null', `${protos[name]?.url}/?bucket=${BUCKET}&key=${encodeURIComponent(KEY)}`],
    });
    await rounds(
      'Download',
      [
        {
          name: 'direct',
          note: 'signed GET to MinIO',
          args: () => [...signed, '--output', '/dev/null', `${bench.minio.endpoint}${objectPath}`],
        },
        {
          name: 'ours',
          note: 'the console as built',
          pid: consolePid,
          args: () => [
            '--output',
            '/dev/null',
            '--header',
            `Cookie: ${bench.cookie}`,
            `${bench.base}/api/v1/buckets/${BUCKET}/objects/download?prefix=${prefix(KEY)}`,
          ],
        },
        {
          name: 'peer',
          note: `MinIO Console ${PEER_VERSION}`,
          pid: peer.pid,
          args: () => [
            '--output',
            '/dev/null',
            '--header',
            `Cookie: ${peer.cookie}`,
            `${peer.base}/api/v1/buckets/${BUCKET}/objects/download?prefix=${encodeURIComponent(KEY)}`,
          ],
        },
        proto('pipeline', 'bare node:http → pipeline (what ours does)'),
        proto('raw-pipe', 'raw TCP to MinIO, head parsed, socket.pipe'),
        proto('onread', 'raw TCP, onread 1 MiB buffers → client socket'),
        {
          name: 'relay',
          note: 'TCP byte relay (floor of any Node hop)',
          pid: protos.relay?.pid ?? 0,
          args: () => [...signed, '--output', '/dev/null', `${protos.relay?.url}${objectPath}`],
        },
      ],
      bench.minioPid,
      'peer',
    );
    const partsUpload = (to: { base: string; cookie: string }) =>
      uploadThroughParts({
        base: to.base,
        cookie: to.cookie,
        bucket: BUCKET,
        key: 'big/parts.bin',
        file: file.path,
        size: BYTES,
        partsDir: join(file.dir, 'parts'),
      });
    await rounds(
      'Upload',
      [
        putDirect,
        {
          name: 'put-ours',
          note: "the console's upload form",
          pid: consolePid,
          args: () => formUpload(bench.base, bench.cookie),
        },
        {
          name: 'put-parts',
          note: "the console's resumable upload, as its UI sends a large file (parts through the console)",
          pid: consolePid,
          run: () => partsUpload(bench),
        },
        ...(baseConsole
          ? [
              {
                name: 'put-base',
                note: `the upload form of the console built into ${BASE_DIST}`,
                pid: baseConsole.pid,
                args: () => formUpload(baseConsole.base, baseConsole.cookie),
              },
              {
                name: 'put-base-parts',
                note: `the resumable upload of the console built into ${BASE_DIST}`,
                pid: baseConsole.pid,
                run: () => partsUpload(baseConsole),
              },
            ]
          : []),
        {
          name: 'put-peer',
          note: `MinIO Console ${PEER_VERSION}'s upload form`,
          pid: peer.pid,
          args: () => [
            '--output',
            '/dev/null',
            '--header',
            `Cookie: ${peer.cookie}`,
            '--form',
            `${BYTES}=@${file.path};filename=one.bin`,
            `${peer.base}/api/v1/buckets/${BUCKET}/objects/upload?prefix=${encodeURIComponent('big/')}`,
          ],
        },
      ],
      bench.minioPid,
      'put-peer',
    );
    console.log(
      `\nmachine: load average ${loadavg()
        .map((x) => x.toFixed(2))
        .join(' ')} at the end`,
    );
  } finally {
    rmSync(file.dir, { recursive: true, force: true });
    await bench.app.stop();
    await stopAll();
  }
}

runBenchmark(main);
