/**
 * Benchmark (not a test): the floors under the console's upload form (issue #22 item 2) — what a bare node:http
 * server in its own process costs, in CPU seconds per GiB (`/proc/<pid>/stat`), to receive a 1 GiB body from curl and
 * do a little or all of what the console does with it. Modes, interleaved for UPLOAD_FLOOR_ROUNDS rounds (default 3),
 * medians printed:
 *   drop        receive the body (curl -T, a PUT) and drop it
 *   hold        keep the chunks until 8 MiB are held, then drop them (the console's slices)
 *   forward     send each 8 MiB of chunks as one corked write to a TCP sink (the console's part PUTs, minus MinIO)
 *   concat      the same, sending one Buffer.concat copy of the 8 MiB
 *   form-raw    a form (curl --form) forwarded unparsed
 *   form-parse  a form parsed by backend/src/features/objects/form-parser.ts, its file bytes forwarded
 *   form-busboy a form parsed by busboy, its file bytes forwarded
 *   npx tsx hack/bench/upload-floor.ts   (on the pinned Node, as the other benchmarks; UPLOAD_FLOOR_BYTES to shrink)
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import { connect, createServer as createTcpServer, type AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { FormParser, formBoundary } from '../../backend/src/features/objects/form-parser';
import { runBenchmark } from './bench-console';
import { median } from './stats';

const MODES = ['drop', 'hold', 'forward', 'concat', 'form-raw', 'form-parse', 'form-busboy'] as const;
type Mode = (typeof MODES)[number];
const BYTES = Number(process.env.UPLOAD_FLOOR_BYTES ?? 1024 ** 3);
const ROUNDS = Number(process.env.UPLOAD_FLOOR_ROUNDS ?? 3);
const SLICE = 8 * 1024 * 1024;

/** The server side: `upload-floor.ts serve <mode>` prints its port and answers each request once the body is in. */
function serve(mode: Mode): void {
  const sink = createTcpServer((socket) => socket.resume()).listen(0, '127.0.0.1', () => {
    const out = connect((sink.address() as AddressInfo).port, '127.0.0.1', () => {
      const server = createServer((req: IncomingMessage, res) => {
        let held: Buffer[] = [];
        let bytes = 0;
        const take = (chunk: Buffer) => {
          if (mode === 'drop') return;
          held.push(chunk);
          bytes += chunk.length;
          if (bytes < SLICE) return;
          const batch = held;
          held = [];
          bytes = 0;
          if (mode === 'hold') return;
          if (mode === 'concat') {
            out.write(Buffer.concat(batch));
            return;
          }
          out.cork();
          for (const piece of batch) out.write(piece);
          out.uncork();
        };
        if (mode === 'form-parse') {
          const parser = new FormParser(formBoundary(req.headers['content-type']), {
            partBegin: () => undefined,
            partData: take,
            partEnd: () => undefined,
          });
          req.on('data', (chunk: Buffer) => parser.write(chunk));
        } else if (mode === 'form-busboy') {
          // eslint-disable-next-line @typescript-eslint/no-require-imports -- busboy ships no types; a floor only
          const busboy = require('busboy') as (config: object) => NodeJS.WritableStream & {
            on(event: 'file', listener: (name: string, stream: NodeJS.ReadableStream) => void): void;
          };
          const parser = busboy({ headers: req.headers });
          parser.on('file', (_name, stream) => stream.on('data', take));
          req.pipe(parser);
        } else req.on('data', take);
        req.on('end', () => res.end('ok'));
      });
      server.listen(0, '127.0.0.1', () => console.log((server.address() as AddressInfo).port));
    });
  });
}

function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function main(): Promise<void> {
  console.log(
    `load average ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')} at start; node ${process.version}`,
  );
  const dir = mkdtempSync(join(tmpdir(), 'oc-upload-floor-'));
  const file = join(dir, 'one.bin');
  const fd = openSync(file, 'w');
  const chunk = randomBytes(1024 * 1024);
  for (let written = 0; written < BYTES; written += chunk.length)
    writeSync(fd, chunk, 0, Math.min(chunk.length, BYTES - written));
  closeSync(fd);
  const servers = new Map<Mode, { pid: number; port: number; stop: () => void }>();
  try {
    for (const mode of MODES) {
      const child = spawn(process.execPath, ['--import', 'tsx', __filename, 'serve', mode], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      const port = await new Promise<number>((resolve) =>
        child.stdout.once('data', (d: Buffer) => resolve(Number(d.toString()))),
      );
      servers.set(mode, { pid: child.pid ?? 0, port, stop: () => child.kill() });
    }
    const samples = new Map<Mode, number[]>(MODES.map((mode) => [mode, []]));
    for (let round = -1; round < ROUNDS; round += 1) {
      for (const mode of MODES) {
        const server = servers.get(mode);
        if (!server) continue;
        const url = `http://127.0.0.1:${server.port}/`;
        const body = mode.startsWith('form') ? ['--form', `file=@${file};filename=one.bin`] : ['-T', file];
        const before = cpuSeconds(server.pid);
        const result = spawnSync('curl', ['--silent', '--show-error', '--fail', '--output', '/dev/null', ...body, url]);
        if (result.status !== 0) throw new Error(`${mode}: curl ${result.stderr.toString()}`);
        // The first round warms each server up and is not counted.
        if (round >= 0) samples.get(mode)?.push((cpuSeconds(server.pid) - before) / (BYTES / 1024 ** 3));
      }
    }
    console.log(`\n| mode | server CPU s/GiB (median of ${ROUNDS}) | rounds |\n| --- | --- | --- |`);
    for (const mode of MODES) {
      const list = samples.get(mode) ?? [];
      console.log(`| ${mode} | ${median(list).toFixed(2)} | ${list.map((x) => x.toFixed(2)).join(' / ')} |`);
    }
    console.log(
      `\nload average ${loadavg()
        .map((x) => x.toFixed(2))
        .join(' ')} at the end`,
    );
  } finally {
    for (const server of servers.values()) server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[2] === 'serve') serve(process.argv[3] as Mode);
else runBenchmark(main);
