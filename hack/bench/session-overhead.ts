/**
 * Benchmark (not a test): what the console adds to an authenticated call.
 *   1. Session handling per request: opening (and refreshing) the sealed cookie, in µs. Target ≤ 50 µs.
 *   2. Latency of an authenticated console call (`GET /api/v1/session`, which makes one `accountinfo` call to
 *      MinIO) against the same MinIO call made directly with the same temporary credentials, p50 and p99, as a
 *      ratio and as the added milliseconds. Target: ≤ 1 ms added at p50.
 * Both sides run in this process against one real MinIO, interleaved, so machine load affects them alike.
 *   npx tsx hack/bench/session-overhead.ts [requests=400]
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { accountInfo } from '../../backend/src/platform/minio/admin/account-info';
import { assumeRole } from '../../backend/src/platform/minio/sts';
import { SessionManager } from '../../backend/src/platform/session/session-manager';
import { login, startApp } from '../../test/support/app-under-test';
import { startMinio } from '../../test/world/minio';
import { stopAll, stopAllOnSignals, tempDir } from '../../test/world/processes';
import { summarise, timeEach } from './stats';

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

  const dir = tempDir('bench');
  const { state: minio } = await startMinio({
    name: 'bench',
    mode: 'erasure',
    dataDir: join(dir, 'data'),
    logDir: dir,
  });
  const app = await startApp({ CONSOLE_MINIO_SERVER: minio.endpoint }, randomBytes(32), { validateResponses: false });
  try {
    const cookie = await login(app.base, minio.accessKey, minio.secretKey);
    const temporary = await assumeRole(
      minio.endpoint,
      { accessKey: minio.accessKey, secretKey: minio.secretKey },
      3600,
    );
    const connection = { endpoint: minio.endpoint, credentials: temporary };
    const viaConsole = async () => {
      const res = await fetch(`${app.base}/api/v1/session`, { headers: { Cookie: cookie } });
      if (res.status !== 200) throw new Error(`console answered ${res.status}`);
      await res.arrayBuffer();
    };
    const direct = () => accountInfo(connection);
    await timeEach(50, viaConsole); // warm-up both paths
    await timeEach(50, direct);
    const consoleSamples: number[] = [];
    const directSamples: number[] = [];
    for (let i = 0; i < requests; i += 1) {
      consoleSamples.push(...(await timeEach(1, viaConsole)));
      directSamples.push(...(await timeEach(1, direct)));
    }
    const c = summarise(consoleSamples);
    const d = summarise(directSamples);
    console.log(`requests per side            : ${requests}`);
    console.log(`direct MinIO accountinfo     : p50 ${d.p50.toFixed(2)} ms, p99 ${d.p99.toFixed(2)} ms`);
    console.log(`console GET /api/v1/session  : p50 ${c.p50.toFixed(2)} ms, p99 ${c.p99.toFixed(2)} ms`);
    console.log(
      `overhead                     : p50 +${(c.p50 - d.p50).toFixed(2)} ms (ratio ${(c.p50 / d.p50).toFixed(2)}), ` +
        `p99 +${(c.p99 - d.p99).toFixed(2)} ms (ratio ${(c.p99 / d.p99).toFixed(2)}) (target ≤ 1 ms at p50)`,
    );
  } finally {
    await app.close();
    await stopAll();
  }
}

main().catch(async (error: unknown) => {
  console.error(error);
  await stopAll();
  process.exit(1);
});
