/**
 * The API part of vs-peer.ts (issue #22 item 6): our console and MinIO Console v1.7.6 on the same MinIO, logged in
 * as the same user, asked for the same lists (every list seeded with the same entries, no paging on either side).
 *   - Latency: the sides are called one after the other, call by call, the order rotating every round, so both see
 *     the same machine; p50 and p90 of each side. The whole measurement runs VS_PEER_API_RUNS times (default 3)
 *     in the same process and the table shows every run's ratio (the spread) and the median run.
 *   - CPU per call: each process's CPU time (/proc/<pid>/stat, 10 ms ticks, summed over all calls and divided, so
 *     the rounding averages out): our console, the peer, and MinIO while serving each. Under load, time is mostly
 *     waiting for a core; CPU per call says what each side asks of the machine.
 *   - MinIO calls per console call: MinIO's own trace (admin `/trace`, root's keys) while each side answers a few
 *     calls on its own, by the call's name.
 *   - Floors beside every row: the same `/accountinfo` answered by the smallest Express app and by a bare node:http
 *     server, each in its own process (hop-floor-server.ts) — the hop any Node.js console adds to MinIO's answer.
 *   - Direct: the row's MinIO call(s) made by this script with the session's keys; for the sealed lists (users,
 *     service accounts) also `direct, MinIO only`, the same call with its answer read but not decrypted, so
 *     direct − that is the client's Argon2id derivation and decryption. "above direct" = a side's p50 − direct p50.
 */
import { randomBytes } from 'node:crypto';
import { Agent } from 'node:http';
import { loadavg } from 'node:os';
import { CSRF_HEADER, CSRF_VALUE } from '../../backend/src/platform/http/csrf';
import { accountInfo } from '../../backend/src/platform/minio/admin/account-info';
import { listGroups, updateGroupMembers } from '../../backend/src/platform/minio/admin/groups';
import { addPolicy, listPolicies } from '../../backend/src/platform/minio/admin/policies';
import { addServiceAccount, listServiceAccounts } from '../../backend/src/platform/minio/admin/service-accounts';
import { trace, type TraceEvent } from '../../backend/src/platform/minio/admin/trace';
import { addUser, listUsers } from '../../backend/src/platform/minio/admin/users';
import { ADMIN_API_PREFIX } from '../../backend/src/platform/minio/admin-request';
import { signedFetch } from '../../backend/src/platform/minio/signed-fetch';
import { assumeRole } from '../../backend/src/platform/minio/sts';
import { send, startFloor, type BenchConsole } from './bench-console';
import type { PeerConsole } from './peer-console';
import { median, percentile, processTreeCpuMs } from './stats';

/** How many of each list both consoles show. */
export const LIST_SIZE = 30;
const CALLS = Number(process.env.VS_PEER_CALLS ?? 200);
const RUNS = Number(process.env.VS_PEER_API_RUNS ?? 3);
/** Calls per side while MinIO's trace counts what each console asks of it. */
const TRACED_CALLS = 5;

const keepAlive = new Agent({ keepAlive: true, maxSockets: 4 });

async function call(url: string, method = 'GET', headers: Record<string, string> = {}, body?: Buffer): Promise<void> {
  const answer = await send(url, { method, headers, agent: keepAlive }, body);
  if (answer.status < 200 || answer.status >= 300) {
    throw new Error(`${method} ${url}: ${answer.status} ${answer.body.toString().slice(0, 300)}`);
  }
  // A renewed session cookie replaces the one sent, as a browser does: ours renews it once its last recorded
  // activity is a minute old, and a client that kept the first cookie would have it resealed on every call.
  const sent = headers.Cookie;
  if (sent === undefined) return;
  const name = sent.slice(0, sent.indexOf('=') + 1);
  const renewed = answer.headers['set-cookie']
    ?.map((cookie) => cookie.split(';')[0] ?? '')
    .find((c) => c.startsWith(name));
  if (renewed && renewed !== `${name}`) headers.Cookie = renewed;
}

/**
 * The same lists for both consoles: LIST_SIZE users, groups (one member each), policies and service accounts of
 * root (the user both consoles are logged in as), made straight on MinIO with root's keys.
 */
export async function seedLists(bench: BenchConsole): Promise<void> {
  const root = {
    endpoint: bench.minio.endpoint,
    credentials: { accessKey: bench.minio.accessKey, secretKey: bench.minio.secretKey },
  };
  for (let i = 0; i < LIST_SIZE; i += 1) {
    const user = `bench-user-${i}`;
    await addUser(root, { accessKey: user, secretKey: randomBytes(12).toString('hex') });
    await updateGroupMembers(root, { group: `bench-group-${i}`, members: [user] });
    await addPolicy(root, `bench-policy-${i}`, {
      Version: '2012-10-17',
      Statement: [{ Effect: 'Allow', Action: ['s3:GetObject'], Resource: [`arn:aws:s3:::bench-${i}/*`] }],
    });
    await addServiceAccount(root, { name: `bench-sa-${i}` });
  }
}

/** One measured call of a side, by name. */
type Sides = Record<string, () => Promise<unknown>>;

interface Measure {
  readonly measure: string;
  readonly note?: string;
  readonly sides: Sides;
  /** Calls per side (defaults to CALLS). */
  readonly calls?: number;
}

/** One side's result in one run. */
interface SideResult {
  readonly p50: number;
  readonly p90: number;
  /** CPU ms per call of the console that answered (ours or the peer; none for direct and the floors). */
  readonly ownCpu?: number;
  /** CPU ms per call of MinIO while this side was answered. */
  readonly minioCpu: number;
}

interface RunResult {
  readonly load: readonly number[];
  readonly sides: Record<string, SideResult>;
}

/** Everything measured for one row, over all runs. */
interface MeasureResult {
  readonly measure: string;
  readonly note?: string;
  readonly runs: RunResult[];
  /** MinIO calls per console call by side, e.g. `{ ours: 'admin.ListUsers ×1' }`. */
  calls?: Record<string, string>;
}

const loadNow = () => loadavg().map((value) => Number(value.toFixed(1)));

/** The processes whose CPU time is counted: our console, the peer, MinIO. */
interface Pids {
  readonly ours: number;
  readonly peer: number;
  readonly minio: number;
}

/** Each side `calls` times, interleaved call by call (rotating the order every round) after three untimed calls. */
async function interleaved(measure: Measure, pids: Pids): Promise<RunResult> {
  const names = Object.keys(measure.sides);
  const samples: Record<string, number[]> = Object.fromEntries(names.map((name) => [name, []]));
  const ownCpu: Record<string, number> = Object.fromEntries(names.map((name) => [name, 0]));
  const minioCpu: Record<string, number> = Object.fromEntries(names.map((name) => [name, 0]));
  for (const body of Object.values(measure.sides)) for (let i = 0; i < 3; i += 1) await body();
  const load = loadNow();
  const count = measure.calls ?? CALLS;
  for (let round = 0; round < count; round += 1) {
    for (let step = 0; step < names.length; step += 1) {
      const name = names[(round + step) % names.length] ?? '';
      const body = measure.sides[name];
      if (!body) continue;
      const own = name === 'ours' || name === 'peer' ? pids[name] : undefined;
      const ownBefore = own ? processTreeCpuMs(own) : 0;
      const minioBefore = processTreeCpuMs(pids.minio);
      const started = process.hrtime.bigint();
      await body();
      samples[name]?.push(Number(process.hrtime.bigint() - started) / 1e6);
      minioCpu[name] = (minioCpu[name] ?? 0) + processTreeCpuMs(pids.minio) - minioBefore;
      if (own) ownCpu[name] = (ownCpu[name] ?? 0) + processTreeCpuMs(own) - ownBefore;
    }
  }
  const sides: Record<string, SideResult> = {};
  for (const name of names) {
    const sorted = [...(samples[name] ?? [])].sort((a, b) => a - b);
    sides[name] = {
      p50: percentile(sorted, 50),
      p90: percentile(sorted, 90),
      ...(name === 'ours' || name === 'peer' ? { ownCpu: (ownCpu[name] ?? 0) / count } : {}),
      minioCpu: (minioCpu[name] ?? 0) / count,
    };
  }
  return { load, sides };
}

/**
 * The MinIO calls each console makes for one of its calls: MinIO's trace (every S3 and admin call it serves) while
 * a side makes TRACED_CALLS calls on its own; answers e.g. `{ ours: 'admin.AccountInfo ×1, s3.ListBuckets ×1' }`.
 */
async function minioCallsPerCall(bench: BenchConsole, sides: Sides): Promise<Record<string, string>> {
  const root = {
    endpoint: bench.minio.endpoint,
    credentials: { accessKey: bench.minio.accessKey, secretKey: bench.minio.secretKey },
  };
  const stop = new AbortController();
  const events: { at: number; name: string }[] = [];
  // MinIO traces its admin API calls as internal ones.
  const stream = await trace(root, { s3: true, internal: true, signal: stop.signal });
  const reading = (async () => {
    try {
      for await (const event of stream as AsyncGenerator<TraceEvent, void>) {
        events.push({ at: Date.parse(event.time), name: event.funcname });
      }
    } catch {
      // Aborted at the end.
    }
  })();
  const pause = () => new Promise((resolve) => setTimeout(resolve, 1_500));
  // Calls made within the reuse window of a console's caches are what a page load sees; spaced calls show the rest.
  const windows: { side: string; from: number; to: number }[] = [];
  await pause();
  for (const [side, body] of Object.entries(sides)) {
    if (side !== 'ours' && side !== 'peer') continue;
    const from = Date.now();
    for (let i = 0; i < TRACED_CALLS; i += 1) {
      await body();
      await pause();
    }
    windows.push({ side, from, to: Date.now() });
    await pause();
  }
  stop.abort();
  await reading;
  const answer: Record<string, string> = {};
  for (const { side, from, to } of windows) {
    const counts = new Map<string, number>();
    for (const event of events) {
      if (event.at < from || event.at > to || event.name.endsWith('.Trace')) continue;
      counts.set(event.name, (counts.get(event.name) ?? 0) + 1);
    }
    answer[side] =
      [...counts]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([name, count]) => `${name} ×${+(count / TRACED_CALLS).toFixed(1)}`)
        .join(', ') || 'none';
  }
  return answer;
}

/** The API measures: login, `GET /session`, and every list both consoles have. */
async function measures(bench: BenchConsole, peer: PeerConsole): Promise<Measure[]> {
  const ours = { Cookie: bench.cookie, [CSRF_HEADER]: CSRF_VALUE };
  const theirs = { Cookie: peer.cookie };
  const root = { accessKey: bench.minio.accessKey, secretKey: bench.minio.secretKey };
  const admin = { endpoint: bench.connection.endpoint, credentials: bench.connection.credentials };
  const json = Buffer.from(JSON.stringify(root));
  const [express, nodeHttp] = [await startFloor('express', admin), await startFloor('node-http', admin)];
  const floors = {
    'floor: Express': () => call(express.url),
    'floor: node:http': () => call(nodeHttp.url),
  };
  // Every row has the floors beside it: the hop alone (one accountinfo call through the smallest Express app and a
  // bare node:http server, each in its own process), what any list through a Node.js console pays on top of MinIO.
  const list = (path: string, direct: () => Promise<unknown>, extra: Sides = {}): Sides => ({
    ours: () => call(`${bench.base}/api/v1/${path}`, 'GET', ours),
    peer: () => call(`${peer.base}/api/v1/${path}`, 'GET', theirs),
    direct,
    ...floors,
    ...extra,
  });
  // MinIO's part of a sealed list: the same signed call, its answer read but not decrypted (MinIO derives its
  // Argon2id key and seals before the first byte). direct − this = the client's derivation and decryption.
  const sealedOnly = (path: string) => async () => {
    const answer = await signedFetch({
      endpoint: admin.endpoint,
      method: 'GET',
      path: `${ADMIN_API_PREFIX}${path}`,
      credentials: admin.credentials,
      service: 's3',
    });
    await answer.bytes();
  };
  return [
    {
      measure: 'login',
      note: 'direct: STS AssumeRole',
      calls: Math.max(10, Math.round(CALLS / 10)),
      sides: {
        ours: () =>
          call(
            `${bench.base}/api/v1/login`,
            'POST',
            { 'Content-Type': 'application/json', [CSRF_HEADER]: CSRF_VALUE },
            json,
          ),
        peer: () => call(`${peer.base}/api/v1/login`, 'POST', { 'Content-Type': 'application/json' }, json),
        direct: () => assumeRole(bench.minio.endpoint, root, 3600),
      },
    },
    {
      measure: '`GET /session`',
      note: 'direct: accountinfo',
      sides: list('session', () => accountInfo(admin)),
    },
    {
      measure: 'list buckets',
      note: 'direct: accountinfo',
      sides: list('buckets', () => accountInfo(admin), {
        // The call our list adds to accountinfo (reused for 1 s), made straight on MinIO.
        'direct ListBuckets': async () => {
          const answer = await signedFetch({ ...admin, method: 'GET', path: '/', service: 's3' });
          await answer.bytes();
        },
      }),
    },
    {
      measure: `list ${LIST_SIZE} users`,
      note: "direct: list-users (MinIO's Argon2id-sealed answer)",
      calls: Math.max(20, Math.round(CALLS / 4)),
      sides: list('users', () => listUsers(admin), { 'direct, MinIO only': sealedOnly('/list-users') }),
    },
    { measure: `list ${LIST_SIZE} groups`, note: 'direct: groups', sides: list('groups', () => listGroups(admin)) },
    {
      measure: `list ${LIST_SIZE + 7} policies`,
      note: 'direct: list-canned-policies',
      sides: list('policies', () => listPolicies(admin)),
    },
    {
      measure: `list ${LIST_SIZE} service accounts`,
      note: 'direct: list-service-accounts (sealed)',
      calls: Math.max(20, Math.round(CALLS / 4)),
      sides: list('service-accounts', () => listServiceAccounts(admin), {
        'direct, MinIO only': sealedOnly('/list-service-accounts'),
      }),
    },
  ];
}

/** Runs the API part RUNS times and answers the table's lines (markdown). */
export async function apiLatency(bench: BenchConsole, peer: PeerConsole): Promise<string[]> {
  const pids: Pids = { ours: bench.app.process.pid ?? 0, peer: peer.pid, minio: bench.minioPid };
  const all = await measures(bench, peer);
  const results: MeasureResult[] = all.map(({ measure, note }) => ({ measure, ...(note ? { note } : {}), runs: [] }));
  for (let run = 0; run < RUNS; run += 1) {
    for (const [index, measure] of all.entries()) {
      const result = await interleaved(measure, pids);
      results[index]?.runs.push(result);
      const ratio = (result.sides.ours?.p50 ?? NaN) / (result.sides.peer?.p50 ?? NaN);
      console.log(`[api] run ${run + 1}/${RUNS} ${measure.measure}: ours/peer p50 ${ratio.toFixed(2)}`);
    }
  }
  for (const [index, measure] of all.entries()) {
    if (measure.measure === 'login') continue;
    const result = results[index];
    if (result) result.calls = await minioCallsPerCall(bench, measure.sides);
  }
  return table(results);
}

const ms = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? '—' : value.toFixed(1));

/** The median run of a row (by its ours/peer p50 ratio) and every run's ratio. */
function table(results: readonly MeasureResult[]): string[] {
  const lines = [
    `| call (${CALLS} calls per side, ${RUNS} runs) | ours p50 / p90 | peer p50 / p90 | ours/peer p50 (each run) | direct p50 | above direct p50: ours, peer | floors p50: Express, node:http | CPU ms per call: ours, peer | MinIO CPU ms: ours, peer | MinIO calls per call: ours; peer | note |`,
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const result of results) {
    const ratios = result.runs.map((run) => (run.sides.ours?.p50 ?? NaN) / (run.sides.peer?.p50 ?? NaN));
    const middle = median(ratios);
    const chosen = result.runs[ratios.indexOf([...ratios].sort((a, b) => a - b)[Math.floor(ratios.length / 2)] ?? 0)];
    const sides = chosen?.sides ?? {};
    const of = (side: string, pick: (r: SideResult) => number | undefined) =>
      median(result.runs.map((run) => (run.sides[side] ? (pick(run.sides[side]) ?? NaN) : NaN)));
    const direct = of('direct', (r) => r.p50);
    const floors =
      'floor: Express' in sides
        ? `${ms(of('floor: Express', (r) => r.p50))}, ${ms(of('floor: node:http', (r) => r.p50))}`
        : '—';
    const also = Object.keys(sides)
      .filter((side) => side.startsWith('direct') && side !== 'direct')
      .map((side) => `; ${side} p50 ${ms(of(side, (r) => r.p50))} ms`)
      .join('');
    lines.push(
      `| ${result.measure} | ${ms(sides.ours?.p50)} / ${ms(sides.ours?.p90)} ms | ${ms(sides.peer?.p50)} / ${ms(sides.peer?.p90)} ms | ` +
        `**${middle.toFixed(2)}** (${ratios.map((r) => r.toFixed(2)).join(', ')}) | ${ms(direct)} ms | ` +
        `${ms((sides.ours?.p50 ?? NaN) - direct)}, ${ms((sides.peer?.p50 ?? NaN) - direct)} ms | ${floors} | ` +
        `${ms(of('ours', (r) => r.ownCpu))}, ${ms(of('peer', (r) => r.ownCpu))} | ` +
        `${ms(of('ours', (r) => r.minioCpu))}, ${ms(of('peer', (r) => r.minioCpu))} | ` +
        `${result.calls ? `${result.calls.ours ?? '?'}; ${result.calls.peer ?? '?'}` : '—'} | ${result.note ?? ''}${also} |`,
    );
  }
  const loads = results.flatMap((result) => result.runs.map((run) => run.load[0] ?? NaN));
  lines.push(
    '',
    `API part: load average (1 min) ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} over the runs; ` +
      `ours/peer is the median run's, every run's in brackets; CPU and floor columns are medians over the runs.`,
  );
  return lines;
}
