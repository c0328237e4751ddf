/**
 * One Argon2id derivation with madmin's parameters (t=1, m=64 MiB, p=4, 32 bytes) — what the console pays for every
 * sealed MinIO answer (list-users, service accounts, configuration reads) — by the two implementations Node.js 24
 * offers, interleaved call by call: the `argon2` package the console uses (the reference C code, one thread per
 * lane) and node:crypto's `argon2` (OpenSSL's, one libuv worker per derivation). Prints wall p50/min and the
 * process's CPU per derivation (/proc/self/stat) of each. Run it with the console's malloc setting, as the console
 * runs: `GLIBC_TUNABLES=glibc.malloc.hugetlb=1 npx tsx hack/bench/argon2-derivation.ts [rounds=40]`.
 */
import { argon2 as nodeArgon2, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { deriveArgon2idKey } from '../../backend/src/platform/minio/crypto/key-derivation';

const ROUNDS = Number(process.argv[2] ?? 40);
const PASSWORD = randomBytes(20).toString('base64');

/** This process's CPU time in ms (all threads, also those that ended: the `argon2` package's lane threads). */
function cpuMs(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function viaNodeCrypto(salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    nodeArgon2(
      'argon2id',
      { message: PASSWORD, nonce: salt, parallelism: 4, tagLength: 32, memory: 64 * 1024, passes: 1 },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  );
}

const sides: Record<string, (salt: Buffer) => Promise<Buffer>> = {
  'argon2 package (the console)': (salt) => deriveArgon2idKey(PASSWORD, salt),
  'node:crypto argon2': viaNodeCrypto,
};

async function main(): Promise<void> {
  const salt = randomBytes(32);
  const [a, b] = await Promise.all(Object.values(sides).map((derive) => derive(salt)));
  if (!a || !b || !a.equals(b)) throw new Error('the two implementations derive different keys');
  const names = Object.keys(sides);
  const wall: Record<string, number[]> = Object.fromEntries(names.map((name) => [name, []]));
  const cpu: Record<string, number> = Object.fromEntries(names.map((name) => [name, 0]));
  const load = loadavg()[0] ?? NaN;
  for (let round = 0; round < ROUNDS; round += 1) {
    for (let step = 0; step < names.length; step += 1) {
      const name = names[(round + step) % names.length] ?? '';
      const derive = sides[name];
      if (!derive) continue;
      const fresh = randomBytes(32);
      const [cpuBefore, started] = [cpuMs(), performance.now()];
      await derive(fresh);
      wall[name]?.push(performance.now() - started);
      cpu[name] = (cpu[name] ?? 0) + cpuMs() - cpuBefore;
    }
  }
  console.log(
    `${ROUNDS} derivations each, ${cpus().length} cores, load ${load.toFixed(1)} → ${loadavg()[0]?.toFixed(1)}`,
  );
  console.log('| implementation | wall p50 | wall min | CPU ms per derivation |');
  console.log('| --- | --- | --- | --- |');
  for (const name of names) {
    const sorted = [...(wall[name] ?? [])].sort((x, y) => x - y);
    const p50 = sorted[Math.floor(sorted.length / 2)] ?? NaN;
    console.log(
      `| ${name} | ${p50.toFixed(1)} ms | ${(sorted[0] ?? NaN).toFixed(1)} ms | ${((cpu[name] ?? 0) / ROUNDS).toFixed(1)} |`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
