/**
 * Benchmark (not a test): what the console adds to an authenticated call.
 *   1. Session handling per request: opening (and refreshing) the sealed cookie, in µs. Target ≤ 50 µs.
 *   2. Latency of an authenticated console call (`GET /api/v1/session`, which makes one `accountinfo` call to
 *      MinIO) against the same MinIO call made directly with the same temporary credentials, p50 and p99, as a
 *      ratio and as the added milliseconds. Target: ≤ 1 ms added at p50.
 *   3. CPU per call: what the console process uses per `GET /session` (it includes the console's own accountinfo
 *      call) against what the direct caller uses per accountinfo call. Unlike latency, this hardly moves when the
 *      machine is busy, so it tells the console's own cost apart from waiting for a CPU.
 *   4. Two floors, each a server in its own process making the same MinIO call (hop-floor-server.ts): plain
 *      node:http, and the smallest Express app. What any Node server's extra hop, and the framework the console is
 *      built on, cost on this machine, with no validation or session at all. The console's own work is what it adds
 *      over the Express floor.
 * The console runs as it ships (the built backend, its own process); both sides run against one real MinIO,
 * interleaved, so machine load affects them alike. Run `npm run build` first.
 *   npx tsx hack/bench/session-overhead.ts [requests=400]
 */
import { randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import { accountInfo } from '../../backend/src/platform/minio/admin/account-info';
import { SessionManager } from '../../backend/src/platform/session/session-manager';
import { stopAll } from '../../test/world/processes';
import { runBenchmark, startBenchConsole, startFloor } from './bench-console';
import { ownCpuMs, processCpuMs, summarise, timeEach, type Summary } from './stats';

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
  const requests = Number(process.argv[2] ?? 400);
  const micros = sessionHandlingMicros(50_000);
  console.log(`session open (read + verify) : ${micros.open.toFixed(1)} µs per request (target ≤ 50 µs)`);
  console.log(`session seal (new cookie)    : ${micros.seal.toFixed(1)} µs`);

  const { app, base, cookie, connection } = await startBenchConsole('bench');
  try {
    // The browser's side of the hop is measured with node:http and a keep-alive agent, as a browser reuses its
    // connection; Node's fetch alone costs about a millisecond per call, which is the client's, not the console's.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const nodeHttpFloor = (await startFloor('node-http', connection)).url;
    const expressFloor = (await startFloor('express', connection)).url;
    const sides = {
      console: () => getStatus(`${base}/api/v1/session`, cookie, agent),
      direct: () => accountInfo(connection),
      nodeHttp: () => getStatus(nodeHttpFloor, '', agent),
      express: () => getStatus(expressFloor, '', agent),
    };
    for (const side of Object.values(sides)) await timeEach(50, side); // warm-up every path
    const samples = {
      console: [] as number[],
      direct: [] as number[],
      nodeHttp: [] as number[],
      express: [] as number[],
    };
    const consolePid = app.process.pid;
    if (consolePid === undefined) throw new Error('the console process has no pid');
    const consoleCpuBefore = processCpuMs(consolePid);
    let directCpu = 0;
    // Interleaved, one call of each side in turn, so a busy moment of the machine falls on all of them alike.
    for (let i = 0; i < requests; i += 1) {
      samples.console.push(...(await timeEach(1, sides.console)));
      directCpu += await ownCpuMs(async () => samples.direct.push(...(await timeEach(1, sides.direct))));
      samples.nodeHttp.push(...(await timeEach(1, sides.nodeHttp)));
      samples.express.push(...(await timeEach(1, sides.express)));
    }
    const consoleCpuPerCall = (processCpuMs(consolePid) - consoleCpuBefore) / requests;
    const directCpuPerCall = directCpu / requests;
    const c = summarise(samples.console);
    const d = summarise(samples.direct);
    const overText = (x: Summary) =>
      `p50 ${x.p50.toFixed(2)} ms, p99 ${x.p99.toFixed(2)} ms; +${(x.p50 - d.p50).toFixed(2)} ms at p50 ` +
      `(ratio ${(x.p50 / d.p50).toFixed(2)})`;
    const nodeHttp = summarise(samples.nodeHttp);
    const framework = summarise(samples.express);
    console.log(`requests per side            : ${requests}`);
    console.log(`direct MinIO accountinfo     : p50 ${d.p50.toFixed(2)} ms, p99 ${d.p99.toFixed(2)} ms`);
    console.log(`console GET /api/v1/session  : ${overText(c)} (target ≤ 1 ms added at p50)`);
    console.log(`floor: node:http, own process: ${overText(nodeHttp)}`);
    console.log(`floor: Express, own process  : ${overText(framework)}`);
    console.log(
      `console's own work           : +${(c.p50 - framework.p50).toFixed(2)} ms at p50 over the Express floor, ` +
        `+${(c.p99 - framework.p99).toFixed(2)} ms at p99`,
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

runBenchmark(main);
