/**
 * Benchmark (not a test): what the console adds to an authenticated call.
 *   1. Session handling per request: opening (and refreshing) the sealed cookie, in µs. Target ≤ 50 µs.
 *   2. Latency of an authenticated console call (`GET /api/v1/session`, which makes one `accountinfo` call to
 *      MinIO) against the same MinIO call made directly with the same temporary credentials, p50 and p99, as a
 *      ratio and as the added milliseconds. Target: ≤ 1 ms added at p50.
 *   3. CPU per call: what the console process uses per `GET /session` (it includes the console's own accountinfo
 *      call) against what the direct caller uses per accountinfo call. Unlike latency, this hardly moves when the
 *      machine is busy, so it tells the console's own cost apart from waiting for a CPU.
 *   4. The floor: a bare node:http server (in this process) that makes the same MinIO call and returns its JSON —
 *      what any Node server's extra hop costs on this machine, with no framework, validation or session at all.
 * The console runs as it ships (the built backend, its own process); both sides run against one real MinIO,
 * interleaved, so machine load affects them alike. Run `npm run build` first.
 *   npx tsx hack/bench/session-overhead.ts [requests=400]
 */
import { randomBytes } from 'node:crypto';
import { Agent, createServer, request, type Server } from 'node:http';
import { accountInfo } from '../../backend/src/platform/minio/admin/account-info';
import { SessionManager } from '../../backend/src/platform/session/session-manager';
import { stopAll, stopAllOnSignals } from '../../test/world/processes';
import { startBenchConsole } from './bench-console';
import { ownCpuMs, processCpuMs, summarise, timeEach } from './stats';

/** GET with node:http; resolves once the whole answer has been read. */
function getStatus(url: string, cookie: string, agent: Agent): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, headers: { Cookie: cookie } }, (res) => {
      res.resume();
      res.on('end', () =>
        res.statusCode === 200 ? resolve() : reject(new Error(`console answered ${res.statusCode}`)),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** A bare node:http server that answers every request with the result of `call`, on a free loopback port. */
async function startBareHop(call: () => Promise<unknown>): Promise<{ url: string; server: Server }> {
  const server = createServer((_req, res) => {
    call().then(
      (result) => {
        const body = JSON.stringify(result);
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
        res.end(body);
      },
      () => {
        res.writeHead(502).end();
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}/`, server };
}

function sessionHandlingMicros(iterations: number): { open: number; seal: number } {
  const manager = new SessionManager(randomBytes(32), { durationMs: 12 * 3_600_000, idleMs: 3_600_000 });
  const { cookie } = manager.create({
    kind: 'minio',
    user: 'benchmark-user',
    loginMethod: 'form',
    // Real STS credentials are about this long; the token dominates the cookie size.
    credentials: { accessKey: 'A'.repeat(20), secretKey: 'S'.repeat(40), sessionToken: 'T'.repeat(600) },
  });
  for (let i = 0; i < 2000; i += 1) manager.read(cookie); // warm-up
  let started = process.hrtime.bigint();
  for (let i = 0; i < iterations; i += 1) manager.read(cookie);
  const open = Number(process.hrtime.bigint() - started) / 1e3 / iterations;
  const read = manager.read(cookie);
  if (!('session' in read)) throw new Error('benchmark cookie did not open');
  started = process.hrtime.bigint();
  for (let i = 0; i < iterations; i += 1) manager.create({ ...read.session });
  const seal = Number(process.hrtime.bigint() - started) / 1e3 / iterations;
  return { open, seal };
}

async function main(): Promise<void> {
  stopAllOnSignals();
  const requests = Number(process.argv[2] ?? 400);
  const micros = sessionHandlingMicros(50_000);
  console.log(`session open (read + verify) : ${micros.open.toFixed(1)} µs per request (target ≤ 50 µs)`);
  console.log(`session seal (new cookie)    : ${micros.seal.toFixed(1)} µs`);

  const { app, base, cookie, connection } = await startBenchConsole('bench');
  try {
    // The browser's side of the hop is measured with node:http and a keep-alive agent, as a browser reuses its
    // connection; Node's fetch alone costs about a millisecond per call, which is the client's, not the console's.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const viaConsole = () => getStatus(`${base}/api/v1/session`, cookie, agent);
    const direct = () => accountInfo(connection);
    const bare = await startBareHop(direct);
    const viaBareHop = () => getStatus(bare.url, '', agent);
    await timeEach(50, viaConsole); // warm-up every path
    await timeEach(50, direct);
    await timeEach(50, viaBareHop);
    const consoleSamples: number[] = [];
    const directSamples: number[] = [];
    const bareSamples: number[] = [];
    const consolePid = app.process.pid;
    if (consolePid === undefined) throw new Error('the console process has no pid');
    const consoleCpuBefore = processCpuMs(consolePid);
    let directCpu = 0;
    for (let i = 0; i < requests; i += 1) {
      consoleSamples.push(...(await timeEach(1, viaConsole)));
      directCpu += await ownCpuMs(async () => directSamples.push(...(await timeEach(1, direct))));
      bareSamples.push(...(await timeEach(1, viaBareHop)));
    }
    bare.server.close();
    const consoleCpuPerCall = (processCpuMs(consolePid) - consoleCpuBefore) / requests;
    const directCpuPerCall = directCpu / requests;
    const c = summarise(consoleSamples);
    const d = summarise(directSamples);
    const b = summarise(bareSamples);
    console.log(`requests per side            : ${requests}`);
    console.log(`direct MinIO accountinfo     : p50 ${d.p50.toFixed(2)} ms, p99 ${d.p99.toFixed(2)} ms`);
    console.log(`console GET /api/v1/session  : p50 ${c.p50.toFixed(2)} ms, p99 ${c.p99.toFixed(2)} ms`);
    console.log(
      `overhead                     : p50 +${(c.p50 - d.p50).toFixed(2)} ms (ratio ${(c.p50 / d.p50).toFixed(2)}), ` +
        `p99 +${(c.p99 - d.p99).toFixed(2)} ms (ratio ${(c.p99 / d.p99).toFixed(2)}) (target ≤ 1 ms at p50)`,
    );
    console.log(
      `floor: bare node:http hop    : p50 ${b.p50.toFixed(2)} ms, +${(b.p50 - d.p50).toFixed(2)} ms over direct ` +
        `(ratio ${(b.p50 / d.p50).toFixed(2)})`,
    );
    console.log(
      `CPU per call                 : console ${consoleCpuPerCall.toFixed(2)} ms, direct caller ` +
        `${directCpuPerCall.toFixed(2)} ms, added ${(consoleCpuPerCall - directCpuPerCall).toFixed(2)} ms ` +
        `(ratio ${(consoleCpuPerCall / directCpuPerCall).toFixed(2)})`,
    );
  } finally {
    await app.stop();
    await stopAll();
  }
}

main().catch(async (error: unknown) => {
  console.error(error);
  await stopAll();
  process.exit(1);
});
