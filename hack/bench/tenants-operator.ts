/**
 * Operator-mode benchmarks of issue #21, against the test world's kube-apiserver (`source /tmp/shared-world.env`)
 * and the console as built (`OBJECT_CONSOLE_DIST=… npm run build` first):
 *
 * - list: 500 tenants in 50 namespaces; the tenants page's first card after clicking Login in Chromium (fresh
 *   browser context each round) vs `kubectl get tenants -A -o json` (kubectl built from k8s.io/kubernetes at the
 *   API server's version, the world's cached build) with the same token, run before and after each console round.
 *   Target ≤ 2×.
 * - wizard: Create clicked → the credentials modal painted (the page's own clock), vs the same API calls the console
 *   makes for it (the reads of its checks, then the Secrets and the Tenant it created, renamed), made one after
 *   another with the same token, before and after each console round. Target ≤ 1.5×. Beside it, the browser's floor:
 *   the same request by a bare `fetch` from the page and one `<div>` painted (what any UI here would pay).
 *
 * `npx tsx hack/bench/tenants-operator.ts [rounds]` (the list takes at least 9, `TENANTS_BENCH_LIST_ROUNDS`);
 * `TENANTS_BENCH_ONLY=list|wizard` runs one part (`wizard-api`: the wizard's API call alone, `TENANTS_BENCH_API_ROUNDS`);
 * `TENANTS_BENCH_NETWORK_MS=<ms>` puts the API server behind a network of that latency each way (a toxiproxy proxy of the
 * test world), for the console's calls and the direct ones alike, as between a cluster's API server and a pod;
 * `TENANTS_BENCH_PROFILE=<dir>` also saves a Chromium trace of each Create click → modal there (more trace categories
 * in `TENANTS_BENCH_TRACE_CATEGORIES`, comma-separated: `disabled-by-default-blink.debug` adds each style
 * recalculation's selector statistics, at a large cost to the traced recalculation itself). Everything it
 * makes (namespaces, tenants, nodes, storage class, identity) is removed at the end.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, selectors, type Browser, type CDPSession, type Page } from '@playwright/test';
import playwrightConfig from '../../playwright.config';
import { startConsole, type ConsoleInstance } from '../../test/support/console-process';
import { unique } from '../../test/support/unique';
import { kubeCall, kubeRequest, type KubeConnection } from '../../test/world/kube-http';
import { ensureNodeBinaries } from '../../test/world/kube-node-build';
import { loadWorld, need } from '../../test/world/state';
import { stopAll } from '../../test/world/processes';
import { FaultProxy } from '../../test/world/toxiproxy';
import { ClusterCapacity, WIZARD_RULES } from '../../test/integration/operator/cluster-capacity-fixture';
import {
  adminOf,
  createTenant,
  mintIdentity,
  TENANTS,
  type MintedIdentity,
} from '../../test/integration/operator/operator-fixture';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { CSRF_HEADER, CSRF_VALUE } from '../../backend/src/platform/http/csrf';
import { distDir } from '../lib/dist-dir';
import { median, percentile } from './stats';

const rounds = Number(process.argv[2] ?? 5);
/** The list's rounds: its ratio swings with the machine's load, so it takes more of them than the wizard's. */
const listRounds = Number(process.env.TENANTS_BENCH_LIST_ROUNDS ?? Math.max(rounds, 9));
const only = process.env.TENANTS_BENCH_ONLY;
/** Rounds of `POST /tenants` alone over HTTP against the direct calls (after 2 warm-up rounds). */
const apiRounds = Number(process.env.TENANTS_BENCH_API_ROUNDS ?? 15);
const NAMESPACES = 50;
const PER_NAMESPACE = 10;
const ms = (value: number) => `${value.toFixed(0)} ms`;
/**
 * A person reads the filled form before clicking Create: the bench waits as long after the button is enabled, so the
 * wizard's look-ups, its debounce timers and the harness's own polling are over at the click, as they are for a
 * person. The direct calls after the Create wait as long for the tenants page that closing the modal led to, and the
 * floor's bare `fetch` after them.
 */
const SETTLE_MS = 1000;
const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

/** min – quartiles – max of a sample, so a table row shows how far a median can be trusted. */
function spread(samples: readonly number[], show: (value: number) => string = ms): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => show(percentile(sorted, p));
  return `min ${show(sorted[0] ?? Number.NaN)}, p25 ${at(25)}, p75 ${at(75)}, max ${show(sorted.at(-1) ?? Number.NaN)}`;
}

const kube = need(loadWorld().kube, 'Kubernetes API server');
const admin = adminOf(kube);
/** One-way latency (ms) between the API server and its clients; 0: loopback. */
const networkMs = Number(process.env.TENANTS_BENCH_NETWORK_MS ?? 0);

/** The API server behind a toxiproxy proxy adding `networkMs` each way: its address, and the proxy to remove. */
async function apiServerOverNetwork(): Promise<{ server: string; proxy?: FaultProxy }> {
  if (networkMs <= 0) return { server: kube.server };
  const proxy = await FaultProxy.create(
    need(loadWorld().toxiproxy, 'toxiproxy'),
    new URL(kube.server).host,
    'bench-kube',
  );
  for (const stream of ['upstream', 'downstream'] as const) {
    await proxy.addToxic({ type: 'latency', stream, attributes: { latency: networkMs, jitter: 0 } });
  }
  return { server: `https://${proxy.address}`, proxy };
}

function uptime(): string {
  return execFileSync('uptime', { encoding: 'utf8' }).trim();
}

async function inBatches<T>(items: readonly T[], size: number, work: (item: T) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(work));
}

async function removeNamespaces(namespaces: readonly string[]): Promise<void> {
  await inBatches(namespaces, 5, async (ns) => {
    await kubeCall(admin, 'DELETE', `${TENANTS}/namespaces/${ns}/tenants`, undefined, [404]);
    await kubeCall(admin, 'DELETE', `/api/v1/namespaces/${ns}/secrets`, undefined, [404]);
    await kubeCall(admin, 'DELETE', `/api/v1/namespaces/${ns}`, undefined, [404]);
  });
}

async function createNamespaces(prefix: string, count: number): Promise<string[]> {
  const names = Array.from({ length: count }, (_, i) => `${prefix}-${String(i).padStart(2, '0')}`);
  await inBatches(names, 10, (name) =>
    kubeCall(admin, 'POST', '/api/v1/namespaces', { apiVersion: 'v1', kind: 'Namespace', metadata: { name } }),
  );
  return names;
}

async function login(page: Page, base: string, token: string): Promise<void> {
  await page.goto(`${base}login`);
  await page.getByTestId('login-jwt').fill(token);
  await page.getByTestId('login-button').click();
}

interface CpuProfile {
  readonly nodes: ReadonlyArray<{
    readonly id: number;
    readonly callFrame: {
      readonly functionName: string;
      readonly url: string;
      readonly lineNumber: number;
      readonly columnNumber?: number;
    };
  }>;
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

/** The page's main-thread JavaScript profile (the DevTools protocol's sampling profiler, 100 µs). */
async function startCpuProfile(page: Page) {
  const session = await page.context().newCDPSession(page);
  await session.send('Profiler.enable');
  await session.send('Profiler.setSamplingInterval', { interval: 100 });
  await session.send('Profiler.start');
  return {
    stop: async () => ((await session.send('Profiler.stop')) as unknown as { profile: CpuProfile }).profile,
  };
}

/**
 * The page renderer's main thread so far, in ms (the DevTools protocol's Performance metrics): its CPU time
 * (`ThreadTime`, independent of the machine's load) and the time its tasks, scripts, style and layout took.
 */
async function rendererMetrics(session: CDPSession): Promise<Record<string, number>> {
  const { metrics } = (await session.send('Performance.getMetrics')) as {
    metrics: Array<{ name: string; value: number }>;
  };
  const wanted = ['ThreadTime', 'TaskDuration', 'ScriptDuration', 'RecalcStyleDuration', 'LayoutDuration'];
  return Object.fromEntries(
    metrics.filter(({ name }) => wanted.includes(name)).map(({ name, value }) => [name, value * 1000]),
  );
}

/** The 15 functions (and the script each is in) with the most self time in a profile, then the total by script. */
function topFunctions(profile: CpuProfile): string {
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const byFunction = new Map<string, number>();
  const byScript = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const frame = frames.get(id);
    const script = frame?.url.split('/').pop() || '(native)';
    const key = `${frame?.functionName || '(anonymous)'} ${script}:${frame?.lineNumber ?? ''}`;
    const delta = (profile.timeDeltas[i] ?? 0) / 1000;
    byFunction.set(key, (byFunction.get(key) ?? 0) + delta);
    byScript.set(script, (byScript.get(script) ?? 0) + delta);
  });
  const top = (map: Map<string, number>, count: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([key, value]) => `    ${value.toFixed(1)} ms ${key}`)
      .join('\n');
  return `${top(byFunction, 15)}\n  by script:\n${top(byScript, 10)}`;
}

/** What the page's own clock saw of one login (see {@link watchLogin}). */
interface LoginTimeline {
  /** Login click event → the first frame painted with a tenant card, in ms. */
  readonly pageMs: number;
  /** Each request after the click (start → end, ms after the click), the long tasks, the card's DOM time. */
  readonly detail: string;
  /** Milestones for the breakdown: the login POST's end, the session GET's end, the tenants GET's start and end. */
  readonly marks: Readonly<Record<string, number>>;
}

/**
 * Runs in the login page before the click, like {@link watchCreate}: the click event → the first frame painted with a
 * tenant card, the requests in between (API calls and the app's chunks) and the main thread's long tasks.
 */
function watchLogin(): void {
  const marks: { click?: number; card?: number; painted?: number; longTasks: number[] } = { longTasks: [] };
  const button = document.querySelector('[data-test="login-button"]');
  button?.addEventListener('click', () => (marks.click = performance.now()), { capture: true, once: true });
  const seen = new MutationObserver(() => {
    if (marks.card === undefined && document.querySelector('[data-test^="tenant-card-"]')) {
      marks.card = performance.now();
      seen.disconnect();
      requestAnimationFrame(() => setTimeout(() => (marks.painted = performance.now()), 0));
    }
  });
  seen.observe(document.body, { childList: true, subtree: true });
  const tasks = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) marks.longTasks.push(entry.startTime, entry.duration);
  });
  try {
    tasks.observe({ type: 'longtask' });
  } catch {
    // longtask entries are a Chromium feature; elsewhere the timeline has none.
  }
  (window as unknown as { __loginTimeline: () => Promise<LoginTimeline> }).__loginTimeline = async () => {
    const deadline = performance.now() + 120_000;
    while (marks.painted === undefined) {
      if (performance.now() > deadline) throw new Error('no tenant card within 120 s of the login click');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    tasks.disconnect();
    const click = marks.click ?? Number.NaN;
    const entries = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
      (entry) => entry.startTime >= click,
    );
    const found: Record<string, number> = {};
    for (const entry of entries) {
      const path = new URL(entry.name).pathname;
      const key = path.endsWith('/api/v1/login/operator')
        ? 'login'
        : path.endsWith('/api/v1/session')
          ? 'session'
          : path.endsWith('/api/v1/tenants')
            ? 'tenants'
            : undefined;
      if (key && found[`${key}End`] === undefined) {
        found[`${key}Start`] = entry.startTime - click;
        found[`${key}End`] = entry.responseEnd - click;
      }
    }
    found.card = (marks.card ?? Number.NaN) - click;
    const requests = entries.map(
      (entry) =>
        `${new URL(entry.name).pathname.split('/').pop() ?? ''} ${(entry.startTime - click).toFixed(0)}→${(entry.responseEnd - click).toFixed(0)}`,
    );
    const long: string[] = [];
    for (let i = 0; i + 1 < marks.longTasks.length; i += 2) {
      const start = (marks.longTasks[i] ?? 0) - click;
      if (start >= 0) long.push(`${start.toFixed(0)}+${(marks.longTasks[i + 1] ?? 0).toFixed(0)}`);
    }
    return {
      pageMs: marks.painted - click,
      marks: found,
      detail: `card in the DOM ${found.card.toFixed(0)} ms, painted ${(marks.painted - click).toFixed(0)} ms; requests ${requests.join(', ') || 'none'}; long tasks ${long.join(', ') || 'none'}`,
    };
  };
}

/** The console process's CPU time so far (user + system), in ms, from /proc. */
function cpuMs(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in clock ticks (100 Hz)
}

/**
 * The list's API calls alone, over HTTP without a browser: the console's `POST /login/operator`, `GET /session` and
 * `GET /tenants` (time, and the console's CPU per call), against the list made directly (the console's paging, same
 * token), interleaved.
 */
async function apiCalls(
  console: ConsoleInstance,
  identity: MintedIdentity,
  total: number,
  server: string,
): Promise<string[]> {
  const base = `${console.url}api/v1`;
  const headers = { 'X-Requested-With': 'object-console', 'Content-Type': 'application/json' };
  const pid = console.process.pid;
  const timed = async (call: () => Promise<unknown>) => {
    const cpu = cpuMs(pid);
    const t0 = performance.now();
    await call();
    return { ms: performance.now() - t0, cpu: cpuMs(pid) - cpu };
  };
  let cookie = '';
  const login = async () => {
    const answer = await fetch(`${base}/login/operator`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ jwt: identity.token }),
    });
    if (!answer.ok) throw new Error(`login: ${answer.status}`);
    cookie = answer.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  };
  let bytes = 0;
  const get = async (path: string) => {
    const answer = await fetch(`${base}${path}`, { headers: { ...headers, cookie } });
    const text = await answer.text();
    if (!answer.ok) throw new Error(`${path}: ${answer.status} ${text}`);
    if (path === '/tenants') {
      bytes = text.length;
      const count = (JSON.parse(text) as { tenants: unknown[] }).tenants.length;
      if (count !== total) throw new Error(`GET /tenants listed ${count} of ${total}`);
    }
  };
  const user: KubeConnection = { ...admin, server, token: identity.token };
  const direct = async () => {
    let token = '';
    do {
      const page = await kubeCall<{ metadata?: { continue?: string } }>(
        user,
        'GET',
        `${TENANTS}/tenants?limit=250${token ? `&continue=${encodeURIComponent(token)}` : ''}`,
      );
      token = page.metadata?.continue ?? '';
    } while (token);
  };
  const samples: Record<string, { ms: number[]; cpu: number[] }> = {};
  const add = (name: string, sample: { ms: number; cpu: number }) => {
    const entry = (samples[name] ??= { ms: [], cpu: [] });
    entry.ms.push(sample.ms);
    entry.cpu.push(sample.cpu);
  };
  const apiRounds = 20;
  for (let round = 0; round < apiRounds + 2; round += 1) {
    const results: Array<[string, { ms: number; cpu: number }]> = [
      ['POST /login/operator', await timed(login)],
      ['GET /session', await timed(() => get('/session'))],
      ['GET /tenants', await timed(() => get('/tenants'))],
      ['the same list made directly (2 pages of 250)', await timed(direct)],
    ];
    if (round >= 2) for (const [name, sample] of results) add(name, sample); // 2 warm-up rounds
  }
  const reference = median(samples['the same list made directly (2 pages of 250)']?.ms ?? []);
  return Object.entries(samples).map(
    ([name, { ms: times, cpu }]) =>
      `|   API alone, ${name}: median of ${apiRounds}; console CPU per call ${(cpu.reduce((a, b) => a + b, 0) / cpu.length).toFixed(1)} ms${name === 'GET /tenants' ? `; ${(bytes / 1024).toFixed(0)} KiB` : ''} | ${ms(median(times))} | ${ms(reference)} | ${(median(times) / reference).toFixed(2)} | |`,
  );
}

/** Part 1: the tenants list. */
async function listBench(browser: Browser, console: ConsoleInstance, identity: MintedIdentity, server: string) {
  const prefix = unique('bench-tn');
  const namespaces = await createNamespaces(prefix, NAMESPACES);
  try {
    const started = Date.now();
    const tenants = namespaces.flatMap((ns) =>
      Array.from({ length: PER_NAMESPACE }, (_, i) => ({ ns, name: `tenant-${i}` })),
    );
    await inBatches(tenants, 10, ({ ns, name }) =>
      createTenant(admin, ns, name, {
        currentState: 'Initialized',
        healthStatus: 'green',
        usage: { capacity: 4 * 2 ** 30, rawCapacity: 8 * 2 ** 30, usage: 2 ** 29, rawUsage: 2 ** 30 },
      }),
    );
    process.stderr.write(
      `created ${tenants.length} tenants in ${namespaces.length} namespaces (${Date.now() - started} ms)\n`,
    );
    const total = (await kubeCall<{ items: unknown[] }>(admin, 'GET', `${TENANTS}/tenants`)).items.length;

    const kubectl = ensureNodeBinaries().kubectl;
    const dir = mkdtempSync(join(tmpdir(), 'bench-kubectl-'));
    const kubeconfig = join(dir, 'config');
    writeFileSync(join(dir, 'ca.crt'), admin.ca);
    writeFileSync(
      kubeconfig,
      JSON.stringify({
        apiVersion: 'v1',
        kind: 'Config',
        clusters: [{ name: 'world', cluster: { server, 'certificate-authority': join(dir, 'ca.crt') } }],
        users: [{ name: 'bench', user: { token: identity.token } }],
        contexts: [{ name: 'bench', context: { cluster: 'world', user: 'bench' } }],
        'current-context': 'bench',
      }),
    );
    const runKubectl = () => {
      const t0 = performance.now();
      const out = execFileSync(
        kubectl,
        ['--kubeconfig', kubeconfig, '--cache-dir', join(dir, 'cache'), 'get', 'tenants', '-A', '-o', 'json'],
        { encoding: 'utf8', maxBuffer: 256 * 2 ** 20 },
      );
      const elapsed = performance.now() - t0;
      const count = (JSON.parse(out) as { items: unknown[] }).items.length;
      if (count < tenants.length) throw new Error(`kubectl listed ${count} tenants`);
      return elapsed;
    };
    runKubectl(); // fills kubectl's discovery cache, as any user's second call has it
    const api = await apiCalls(console, identity, total, server);

    // Each round brackets the console between two kubectl runs and compares it with their mean: both sides of a
    // ratio then share the machine's load of that moment, which on a shared VM swings more than either side does.
    const browserMs: number[] = [];
    const harnessMs: number[] = [];
    const kubectlMs: number[] = [];
    const ratios: number[] = [];
    const phases: Record<string, number[]> = {};
    const phase = (name: string, value: number) => (phases[name] ??= []).push(value);
    for (let round = 0; round < listRounds; round += 1) {
      const before = runKubectl();
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await page.goto(`${console.url}login`);
      await page.getByTestId('login-jwt').fill(identity.token);
      await page.evaluate(watchLogin);
      const metrics = await context.newCDPSession(page);
      await metrics.send('Performance.enable', { timeDomain: 'threadTicks' });
      const rendererBefore = await rendererMetrics(metrics);
      const profiler = listProfileDir ? await startCpuProfile(page) : undefined;
      const t0 = performance.now();
      await page.getByTestId('login-button').click();
      // Waited for in the page (its own observer), not by polling the DOM over the DevTools connection: that polling
      // runs on the page's main thread and took up to a tenth of it here.
      const timeline = await page.evaluate(() =>
        (window as unknown as { __loginTimeline: () => Promise<LoginTimeline> }).__loginTimeline(),
      );
      const harness = performance.now() - t0;
      const rendererAfter = await rendererMetrics(metrics);
      for (const [name, value] of Object.entries(rendererAfter)) {
        phase(`renderer ${name}`, value - (rendererBefore[name] ?? 0));
      }
      if (profiler && listProfileDir) {
        const profile = await profiler.stop();
        writeFileSync(join(listProfileDir, `list-${round + 1}.cpuprofile`), JSON.stringify(profile));
        process.stderr.write(`  main thread, self time by function (login click → card):\n${topFunctions(profile)}\n`);
      }
      await page.locator('[data-test^="tenant-card-"]').first().waitFor({ state: 'visible' });
      const shown = await page.getByTestId('tenants-shown').textContent();
      if (round === 0) process.stderr.write(`tenants page: ${shown ?? '?'}\n`);
      await context.close();
      const after = runKubectl();
      const ours = timeline.pageMs;
      const m = timeline.marks;
      browserMs.push(ours);
      harnessMs.push(harness);
      kubectlMs.push(before, after);
      ratios.push(ours / ((before + after) / 2));
      phase('login POST', (m.loginEnd ?? Number.NaN) - (m.loginStart ?? Number.NaN));
      phase('login answer → tenants GET sent', (m.tenantsStart ?? Number.NaN) - (m.loginEnd ?? Number.NaN));
      phase('session GET', (m.sessionEnd ?? Number.NaN) - (m.sessionStart ?? Number.NaN));
      phase('tenants GET', (m.tenantsEnd ?? Number.NaN) - (m.tenantsStart ?? Number.NaN));
      phase('tenants answer → card painted', ours - (m.tenantsEnd ?? Number.NaN));
      process.stderr.write(
        `round ${round + 1}: console ${ms(ours)} (Playwright ${ms(harness)}), kubectl ${ms(before)} / ${ms(after)}, ratio ${ratios.at(-1)?.toFixed(2)}\n  ${timeline.detail}\n`,
      );
    }
    rmSync(dir, { recursive: true, force: true });
    return [
      `| tenants list, ${total} tenants (500 in 50 namespaces), login click → first card vs kubectl; median of ${listRounds} per-round ratios (console / mean of the kubectl runs before and after it) | ${ms(median(browserMs))} | ${ms(median(kubectlMs))} | ${median(ratios).toFixed(2)} | ≤ 2 |`,
      `|   spread: console ${spread(browserMs)}; kubectl ${spread(kubectlMs)}; per-round ratio ${spread(ratios, (r) => r.toFixed(2))} | | | | |`,
      `| the same login as Playwright times it (its click's checks included), median of ${listRounds} | ${ms(median(harnessMs))} | ${ms(median(kubectlMs))} | ${(median(harnessMs) / median(kubectlMs)).toFixed(2)} | |`,
      ...api,
      ...Object.entries(phases).map(
        ([name, samples]) => `|   of which ${name} (median) | ${ms(median(samples))} | | | |`,
      ),
    ];
  } finally {
    await removeNamespaces(namespaces);
  }
}

/** The Secrets and the Tenant the console made, as a client would send them again (server-set fields removed). */
async function createdObjects(ns: string, tenant: string) {
  const strip = (object: Record<string, unknown>) => {
    const metadata = object.metadata as Record<string, unknown>;
    const { status: _status, ...rest } = object;
    return {
      ...rest,
      metadata: { name: metadata.name, labels: metadata.labels, annotations: metadata.annotations },
    };
  };
  const secrets = await kubeCall<{ items: Array<Record<string, unknown>> }>(
    admin,
    'GET',
    `/api/v1/namespaces/${ns}/secrets?labelSelector=${encodeURIComponent(`v1.min.io/tenant=${tenant}`)}`,
  );
  const tenantObject = await kubeCall<Record<string, unknown>>(
    admin,
    'GET',
    `${TENANTS}/namespaces/${ns}/tenants/${tenant}`,
  );
  return {
    secrets: secrets.items.map((item) => ({ ...strip(item), apiVersion: 'v1', kind: 'Secret' })),
    tenant: strip(tenantObject),
  };
}

/**
 * `TENANTS_BENCH_PROFILE=<dir>`: a Chromium trace of each Create click → modal (open it in DevTools' Performance
 * panel): scripts, style, layout and paint of the page's main thread, and the requests.
 */
const profileDir = process.env.TENANTS_BENCH_PROFILE;
const traceCategories = process.env.TENANTS_BENCH_TRACE_CATEGORIES?.split(',').filter(Boolean) ?? [];
/** `TENANTS_BENCH_LIST_PROFILE=<dir>`: the page's JavaScript profile of each login click → first card there. */
const listProfileDir = process.env.TENANTS_BENCH_LIST_PROFILE;

/**
 * `TENANTS_BENCH_WIZARD_CPU=1`: the page's JavaScript profile of each Create (click → modal painted, the harness's
 * checks included), summed over the rounds and mapped through the build's source maps, printed at the end.
 */
const wizardCpu = process.env.TENANTS_BENCH_WIZARD_CPU === '1';
const wizardProfiles: CpuProfile[] = [];

/** Self time by source function and by package over `profiles`, through the build's source maps. */
function mappedProfile(profiles: readonly CpuProfile[]): string {
  const maps = new Map<string, SourceMapConsumer | null>();
  const mapOf = (url: string) => {
    const file = new URL(url).pathname.split('/').pop() ?? '';
    if (!maps.has(file)) {
      try {
        const raw = readFileSync(
          join(distDir(join(__dirname, '..', '..')), 'frontend', 'assets', `${file}.map`),
          'utf8',
        );
        maps.set(file, new SourceMapConsumer(JSON.parse(raw) as RawSourceMap));
      } catch {
        maps.set(file, null);
      }
    }
    return maps.get(file);
  };
  const byFile = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const profile of profiles) {
    const self = new Map<number, number>();
    profile.samples.forEach((id, index) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)));
    for (const node of profile.nodes) {
      const us = self.get(node.id) ?? 0;
      if (us === 0) continue;
      const frame = node.callFrame;
      let file = frame.url ? (frame.url.split('/').pop() ?? '') : `(${frame.functionName || 'native'})`;
      let fn = `${frame.functionName || '(anonymous)'} ${file}`;
      const map = frame.url.includes('/assets/') ? mapOf(frame.url) : undefined;
      if (map) {
        const at = map.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber ?? 0 });
        if (at.source) {
          file = at.source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '');
          fn = `${at.name ?? frame.functionName} ${file.split('/').slice(-2).join('/')}:${at.line}`;
        }
      }
      const module = file.replace(/^.*?(node_modules\/(@[^/]+\/)?[^/]+)\/.*$/, '$1');
      byFile.set(module, (byFile.get(module) ?? 0) + us);
      byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
    }
  }
  const per = profiles.length || 1;
  const top = (map: Map<string, number>, count: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([key, us]) => `    ${(us / 1000 / per).toFixed(2)} ms ${key}`)
      .join('\n');
  return `main thread per Create (mean of ${profiles.length}), self time by function:\n${top(byFunction, 30)}\n  by package / source:\n${top(byFile, 20)}\n`;
}

async function startProfile(page: Page) {
  const browser = page.context().browser();
  if (!browser) throw new Error('no browser to trace');
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8.execute',
      'blink.user_timing',
      ...traceCategories,
    ],
  });
  return { stop: () => browser.stopTracing() };
}

/** What the page's own clock saw of one Create (see {@link watchCreate}). */
interface CreateTimeline {
  /** Click event → the first frame painted with the credentials modal, in ms. */
  readonly pageMs: number;
  /** Which requests ran in between (start → end after the click) and the main thread's long tasks. */
  readonly detail: string;
  /**
   * The breakdown, in ms: click → `POST /tenants` sent, its request sent → first byte (the console's time with the
   * Kubernetes calls; the network is loopback), first → last byte, the answer → the modal in the DOM (React), the
   * modal in the DOM → painted (style, layout, paint).
   */
  readonly parts: Readonly<Record<string, number>>;
}

/**
 * Runs in the page before the click. Playwright's `click()` first checks the button (scrolled into view, stable over
 * two animation frames, hit by `elementsFromPoint`): harness work in the same browser, no part of what a person waits
 * for; the bench then awaits `__createTimeline` in the page rather than polling it. The page's own clock times the person's wait: the
 * click event → the first frame painted with the modal (the task after the next animation frame), and records which
 * requests ran in between and the main thread's long tasks, so the bench shows where the time goes.
 */
function watchCreate(): void {
  const marks: { click?: number; modal?: number; frame?: number; longTasks: number[] } = {
    longTasks: [],
  };
  const button = document.querySelector('[data-test="wizard-create"]');
  button?.addEventListener('click', () => (marks.click = performance.now()), { capture: true, once: true });
  let paintedMark: ((at: number) => void) | undefined;
  const painted = new Promise<number>((resolve) => (paintedMark = resolve));
  // The modal counts once it is in the DOM and visible. Modals are portals into <body>: one is added there, or one
  // drawn hidden beforehand opens by a change of its backdrop's style (a child of <body>). Only such records are
  // looked at, so nothing else the page changes meanwhile makes the observer read styles.
  const seen = new MutationObserver((records) => {
    if (marks.modal !== undefined) return;
    if (!records.some((record) => record.target === document.body || record.target.parentNode === document.body)) {
      return;
    }
    const dialog = document.querySelector('[data-test="tenant-credentials"]');
    if (dialog?.checkVisibility({ visibilityProperty: true, opacityProperty: true })) {
      marks.modal = performance.now();
      seen.disconnect();
      requestAnimationFrame(() => {
        marks.frame = performance.now();
        setTimeout(() => paintedMark?.(performance.now()), 0);
      });
    }
  });
  seen.observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['style', 'class'],
  });
  const tasks = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) marks.longTasks.push(entry.duration);
  });
  try {
    tasks.observe({ type: 'longtask' });
  } catch {
    // longtask entries are a Chromium feature; elsewhere the timeline has none.
  }
  (window as unknown as { __createTimeline: () => Promise<CreateTimeline> }).__createTimeline = async () => {
    const paintedAt = await painted;
    tasks.disconnect();
    const click = marks.click ?? Number.NaN;
    // No named helper functions in here: tsx's keepNames would wrap them in a `__name` the page does not have.
    const requests = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.startTime >= click)
      .map(
        (entry) =>
          `${new URL(entry.name).pathname} ${(entry.startTime - click).toFixed(0)}→${(entry.responseEnd - click).toFixed(0)}`,
      );
    const long = marks.longTasks.map((d) => d.toFixed(0)).join('+') || 'none';
    const post = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find(
      (entry) => entry.startTime >= click && new URL(entry.name).pathname.endsWith('/api/v1/tenants'),
    );
    const modal = marks.modal ?? Number.NaN;
    const parts: Record<string, number> = post
      ? {
          'click → POST sent': post.requestStart - click,
          'POST sent → first byte (server)': post.responseStart - post.requestStart,
          'first → last byte': post.responseEnd - post.responseStart,
          'answer → modal in the DOM (React)': modal - post.responseEnd,
          'modal in the DOM → painted': paintedAt - modal,
          // The frame's style, layout and paint come after its animation-frame callbacks; the painted mark is the
          // first task after them, so it also waits for tasks queued before it (focus-trap's initial focus is one).
          'modal in the DOM → its frame begins (rAF; part of the row above)': (marks.frame ?? Number.NaN) - modal,
          'that frame → the painted mark (part of the row above)': paintedAt - (marks.frame ?? Number.NaN),
        }
      : {};
    return {
      pageMs: paintedAt - click,
      parts,
      detail: `modal in the DOM ${((marks.modal ?? Number.NaN) - click).toFixed(0)} ms, painted ${(paintedAt - click).toFixed(0)} ms; requests ${requests.join(', ') || 'none'}; long tasks ${long} ms`,
    };
  };
}

/** One Create in the wizard, from an empty form to the credentials modal closed again. */
async function createInWizard(page: Page, base: string, tenant: string, ns: string, storageClass: string) {
  await page.goto(`${base}tenants/add`);
  await page.getByTestId('tenant-name').fill(tenant);
  await page.getByTestId('tenant-namespace').fill(ns);
  await page.locator(`select[data-test="tenant-storage-class"] option[value="${storageClass}"]`).waitFor({
    state: 'attached',
    timeout: 60_000,
  });
  await page.getByTestId('tenant-storage-class').selectOption(storageClass);
  await page.getByTestId('tenant-drives').fill('1');
  await page.getByTestId('tenant-size').fill('100');
  await page.getByTestId('tenant-memory').fill('2');
  await page.waitForFunction(
    () => !(document.querySelector('[data-test="wizard-create"]') as HTMLButtonElement | null)?.disabled,
    undefined,
    { timeout: 60_000 },
  );
  await settle();
  const posted = page.waitForResponse(
    (response) => response.url().endsWith('/api/v1/tenants') && response.request().method() === 'POST',
  );
  const sent = page.waitForRequest(
    (request) => request.url().endsWith('/api/v1/tenants') && request.method() === 'POST',
  );
  await page.evaluate(watchCreate);
  const profiler = profileDir ? await startProfile(page) : undefined;
  const jsProfiler = wizardCpu ? await startCpuProfile(page) : undefined;
  const t0 = performance.now();
  await page.getByTestId('wizard-create').click();
  // Waits in the page for its painted mark: Playwright's `waitFor` would poll the page over DevTools (at 0, 20, 50,
  // 100 ms …), each poll checking the element's visibility (style and layout) while the request runs.
  const timeline = await page.evaluate(() =>
    (window as unknown as { __createTimeline: () => Promise<CreateTimeline> }).__createTimeline(),
  );
  const harnessMs = performance.now() - t0;
  await page.getByTestId('tenant-credentials').waitFor({ state: 'visible', timeout: 60_000 });
  const profile = await profiler?.stop();
  if (jsProfiler) wizardProfiles.push(await jsProfiler.stop());
  // The API call alone, as the browser timed it (request sent → last byte).
  const answered = await posted;
  await answered.finished();
  const apiMs = answered.request().timing().responseEnd;
  const body = (await sent).postDataJSON() as Record<string, unknown>;
  await page.getByTestId('credentials-done').click();
  return { harnessMs, apiMs, profile, body, ...timeline };
}

/**
 * The least any page can do for the same Create: the request the wizard sent (renamed into the fresh namespace `ns`)
 * by a bare `fetch` from the page, its answer read, one `<div>` with the tenant's name inserted, and the first task
 * after the frame that shows it (the painted mark of `watchCreate`). No React, no PatternFly: the browser's floor, so
 * the table says what part of the wizard's figure any UI in this browser would pay.
 */
async function bareCreate(page: Page, body: Record<string, unknown>, ns: string, name: string) {
  // The tenant's name only where it starts a word: the namespace (`bench-wiz-<random>-NN`) may contain `wiz-3`.
  const nameAlone = new RegExp(`(?<![a-z0-9-])${String(body.name)}`, 'g');
  const renamed = JSON.parse(
    JSON.stringify(body).split(String(body.namespace)).join(ns).replace(nameAlone, name),
  ) as Record<string, unknown>;
  return page.evaluate(
    async ({ request, header }) => {
      const t0 = performance.now();
      const answer = await fetch('/api/v1/tenants', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [header.name]: header.value },
        body: JSON.stringify(request),
      });
      const text = await answer.text();
      const answered = performance.now();
      if (answer.status !== 201) throw new Error(`bare POST /tenants: ${answer.status} ${text}`);
      const shown = document.createElement('div');
      shown.textContent = `Created ${String(request.name)}`;
      document.body.append(shown);
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      shown.remove();
      return { answerMs: answered - t0, paintedMs: performance.now() - t0 };
    },
    { request: renamed, header: { name: CSRF_HEADER, value: CSRF_VALUE } },
  );
}

type KubeObjects = Awaited<ReturnType<typeof createdObjects>>;

/**
 * The calls the console makes for `POST /tenants` (create-rules.ts, create-tenant.ts), made directly and one after
 * another with the user's token: its checks' reads, then the Secrets and the Tenant it created, renamed from `from`
 * into the fresh namespace `ns`. The sum the issue's target compares with.
 */
async function directCalls(user: KubeConnection, objects: KubeObjects, from: string, ns: string): Promise<number> {
  const renamed = (object: unknown) =>
    JSON.parse(JSON.stringify(object).split(from).join(ns)) as Record<string, unknown>;
  const t0 = performance.now();
  await kubeCall(user, 'GET', `/api/v1/namespaces/${ns}`);
  await kubeCall(user, 'GET', `${TENANTS}/namespaces/${ns}/tenants?limit=1`);
  await kubeCall(user, 'GET', '/api/v1/nodes');
  const quota = await kubeRequest(user, 'GET', `/api/v1/namespaces/${ns}/resourcequotas/${ns}-storagequota`);
  if (quota.status !== 404) throw new Error(`quota read: ${quota.status}`);
  for (const secret of objects.secrets) {
    await kubeCall(user, 'POST', `/api/v1/namespaces/${ns}/secrets`, renamed(secret));
  }
  await kubeCall(user, 'POST', `${TENANTS}/namespaces/${ns}/tenants`, renamed(objects.tenant));
  return performance.now() - t0;
}

/**
 * The same calls made directly in the console's order of round trips (create-rules.ts, create-tenant.ts): the four
 * reads at once, then the Secrets at once, then the Tenant. Not the issue's reference (the sum of the calls, above):
 * printed beside it so the table says how much of the difference is the console's parallel calls.
 */
async function directCallsAtOnce(
  user: KubeConnection,
  objects: KubeObjects,
  from: string,
  ns: string,
): Promise<number> {
  const renamed = (object: unknown) =>
    JSON.parse(JSON.stringify(object).split(from).join(ns)) as Record<string, unknown>;
  const t0 = performance.now();
  const [, , , quota] = await Promise.all([
    kubeCall(user, 'GET', `/api/v1/namespaces/${ns}`),
    kubeCall(user, 'GET', `${TENANTS}/namespaces/${ns}/tenants?limit=1`),
    kubeCall(user, 'GET', '/api/v1/nodes'),
    kubeRequest(user, 'GET', `/api/v1/namespaces/${ns}/resourcequotas/${ns}-storagequota`),
  ]);
  if (quota.status !== 404) throw new Error(`quota read: ${quota.status}`);
  await Promise.all(
    objects.secrets.map((secret) => kubeCall(user, 'POST', `/api/v1/namespaces/${ns}/secrets`, renamed(secret))),
  );
  await kubeCall(user, 'POST', `${TENANTS}/namespaces/${ns}/tenants`, renamed(objects.tenant));
  return performance.now() - t0;
}

/**
 * `POST /api/v1/tenants` alone over HTTP, without a browser (the request the wizard sent, renamed into a fresh
 * namespace), interleaved with the same calls made directly (one after another, and at once as the console makes
 * them), with the console's CPU per call from /proc: the server's share of the wizard's figure, load-independent.
 */
async function wizardApiAlone(
  console: ConsoleInstance,
  identity: MintedIdentity,
  user: KubeConnection,
  template: { body: Record<string, unknown>; objects: KubeObjects; from: string },
  namespaces: readonly string[],
): Promise<string[]> {
  const base = `${console.url}api/v1`;
  const headers = { 'X-Requested-With': 'object-console', 'Content-Type': 'application/json' };
  const login = await fetch(`${base}/login/operator`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ jwt: identity.token }),
  });
  if (!login.ok) throw new Error(`login: ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const pid = console.process.pid;
  const fromNs = String(template.body.namespace);
  const fromName = String(template.body.name);
  /** The console's Kubernetes calls so far, from its /metrics: how many, and their summed duration (s). */
  const kubeCalls = async () => {
    const text = await (await fetch(`${console.url}metrics`)).text();
    const total = (suffix: string) =>
      text
        .split('\n')
        .filter(
          (line) => line.includes(`upstream_request_duration_seconds_${suffix}{`) && line.includes('"kubernetes"'),
        )
        .reduce((sum, line) => sum + Number(line.split(' ').pop()), 0);
    return { count: total('count'), seconds: total('sum') };
  };
  const samples = { post: [] as number[], cpu: [] as number[], sequential: [] as number[], atOnce: [] as number[] };
  const kubeCallMs: number[] = [];
  let callsPerPost = 0;
  const warmUp = 2;
  const apiRounds = Math.floor(namespaces.length / 3) - warmUp;
  for (let round = 0; round < apiRounds + warmUp; round += 1) {
    const [ns, seqNs, onceNs] = namespaces.slice(round * 3, round * 3 + 3) as [string, string, string];
    const body = JSON.parse(
      JSON.stringify(template.body).split(fromNs).join(ns).split(fromName).join(`api-${round}`),
    ) as Record<string, unknown>;
    const sequential = await directCalls(user, template.objects, template.from, seqNs);
    const calls = await kubeCalls();
    const cpu = cpuMs(pid);
    const t0 = performance.now();
    const answer = await fetch(`${base}/tenants`, {
      method: 'POST',
      headers: { ...headers, cookie },
      body: JSON.stringify(body),
    });
    const text = await answer.text();
    const elapsed = performance.now() - t0;
    const used = cpuMs(pid) - cpu;
    const callsAfter = await kubeCalls();
    callsPerPost = callsAfter.count - calls.count;
    kubeCallMs.push(((callsAfter.seconds - calls.seconds) * 1000) / Math.max(1, callsPerPost));
    if (answer.status !== 201) throw new Error(`POST /tenants: ${answer.status} ${text}`);
    const atOnce = await directCallsAtOnce(user, template.objects, template.from, onceNs);
    if (round < warmUp) continue;
    samples.post.push(elapsed);
    samples.cpu.push(used);
    samples.sequential.push(sequential);
    samples.atOnce.push(atOnce);
  }
  const sequential = median(samples.sequential);
  const atOnce = median(samples.atOnce);
  const post = median(samples.post);
  return [
    `| \`POST /api/v1/tenants\` alone over HTTP (no browser), median of ${apiRounds}, vs the same calls direct one after another; console CPU per call ${median(samples.cpu).toFixed(1)} ms (spread ${spread(samples.cpu)}) | ${ms(post)} | ${ms(sequential)} | ${(post / sequential).toFixed(2)} | |`,
    `|   the same, vs the same calls direct in the console's 3 round trips (reads at once, Secrets at once, Tenant) | ${ms(post)} | ${ms(atOnce)} | ${(post / atOnce).toFixed(2)} | |`,
    `|   the console's ${callsPerPost} Kubernetes calls per POST (its /metrics): mean call as the console timed it (request → answer's headers; up to 4 at once, so each also waits on the others), median over the POSTs; a direct call alone (one after another, sum / ${template.objects.secrets.length + 5}) | ${median(kubeCallMs).toFixed(1)} ms | ${(sequential / (template.objects.secrets.length + 5)).toFixed(1)} ms | | |`,
    `|   spread: POST ${spread(samples.post)}; direct one after another ${spread(samples.sequential)}; direct at once ${spread(samples.atOnce)} | | | | |`,
  ];
}

/**
 * Part 2: the wizard's Create. A first Create warms the page up and gives the objects to copy; then each round
 * brackets the console's Create between two runs of the direct calls and compares it with their mean, so both sides
 * of a ratio share the load of that moment.
 */
async function wizardBench(browser: Browser, console: ConsoleInstance, server: string) {
  const cluster = new ClusterCapacity(admin);
  const identity = await mintIdentity(admin, kube.namespace, WIZARD_RULES);
  // The measured calls go where the console's go (over the bench's network, if any).
  const user: KubeConnection = { ...admin, server, token: identity.token };
  const browserRounds = only === 'wizard-api' ? 0 : rounds;
  const namespaces = await createNamespaces(unique('bench-wiz'), browserRounds * 4 + 1 + (apiRounds + 2) * 3);
  const namespace = (index: number) => namespaces[index] ?? '';
  try {
    const storageClass = await cluster.storageClass('bench-sc');
    for (let i = 0; i < 4; i++) await cluster.node('4000Ti');
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await login(page, console.url, identity.token);
    await page.getByTestId('side-menu').waitFor({ timeout: 60_000 });

    const warm = await createInWizard(page, console.url, 'wiz-warm', namespace(0), storageClass);
    let copyFrom = namespace(0);
    let objects = await createdObjects(copyFrom, 'wiz-warm');
    const api = await wizardApiAlone(
      console,
      identity,
      user,
      { body: warm.body, objects, from: copyFrom },
      namespaces.slice(browserRounds * 4 + 1),
    );
    const pageMs: number[] = [];
    const harnessMs: number[] = [];
    const apiMs: number[] = [];
    const directMs: number[] = [];
    const ratios: number[] = [];
    const floorMs: number[] = [];
    const floorPostMs: number[] = [];
    const floorRatios: number[] = [];
    const parts: Record<string, number[]> = {};
    for (let round = 0; round < browserRounds; round += 1) {
      const [ns, before, after, bare] = [1, 2, 3, 4].map((offset) => namespace(round * 4 + offset)) as [
        string,
        string,
        string,
        string,
      ];
      const directBefore = await directCalls(user, objects, copyFrom, before);
      const tenant = `wiz-${round}`;
      const created = await createInWizard(page, console.url, tenant, ns, storageClass);
      if (created.profile && profileDir) {
        writeFileSync(join(profileDir, `wizard-${round + 1}.trace.json`), created.profile);
      }
      // The tenants page that closing the modal led to loads meanwhile: the direct calls wait for it too.
      await settle();
      objects = await createdObjects(ns, tenant);
      copyFrom = ns;
      const directAfter = await directCalls(user, objects, copyFrom, after);
      await settle();
      const floor = await bareCreate(page, created.body, bare, `bare-${round}`);
      floorMs.push(floor.paintedMs);
      floorPostMs.push(floor.answerMs);
      floorRatios.push(floor.paintedMs / ((directBefore + directAfter) / 2));
      pageMs.push(created.pageMs);
      for (const [name, value] of Object.entries(created.parts)) (parts[name] ??= []).push(value);
      harnessMs.push(created.harnessMs);
      apiMs.push(created.apiMs);
      directMs.push(directBefore, directAfter);
      ratios.push(created.pageMs / ((directBefore + directAfter) / 2));
      process.stderr.write(
        `round ${round + 1}: page ${ms(created.pageMs)} (Playwright ${ms(created.harnessMs)}, POST ${ms(created.apiMs)}), direct ${ms(directBefore)} / ${ms(directAfter)} (${objects.secrets.length} secrets + tenant), ratio ${ratios.at(-1)?.toFixed(2)}\n  ${created.detail}\n`,
      );
    }
    await context.close();
    if (wizardProfiles.length > 0) process.stderr.write(mappedProfile(wizardProfiles));
    if (browserRounds === 0) return api;
    const theirs = median(directMs);
    const versus = (samples: readonly number[]) => (median(samples) / theirs).toFixed(2);
    return [
      `| wizard Create click → credentials modal painted (the page's clock) vs the same API calls made directly, one after another; median of ${rounds} per-round ratios (vs the mean of the direct runs before and after) | ${ms(median(pageMs))} | ${ms(theirs)} | ${median(ratios).toFixed(2)} | ≤ 1.5 |`,
      `|   spread: page ${spread(pageMs)}; direct ${spread(directMs)}; per-round ratio ${spread(ratios, (r) => r.toFixed(2))} | | | | |`,
      `| the same Create as the harness times it (Playwright's click with its checks, then the page's answer), median of ${rounds} | ${ms(median(harnessMs))} | ${ms(theirs)} | ${versus(harnessMs)} | |`,
      `| of which \`POST /api/v1/tenants\` as the browser timed it, median of ${rounds} | ${ms(median(apiMs))} | ${ms(theirs)} | ${versus(apiMs)} | |`,
      ...Object.entries(parts).map(
        ([name, samples]) => `|   of which ${name} (median; ${spread(samples)}) | ${ms(median(samples))} | | | |`,
      ),
      `| the browser's floor: the same \`POST /api/v1/tenants\` by a bare \`fetch\` from the same page, then one \`<div>\` inserted and painted (no React, no modal); median of ${rounds} per-round ratios | ${ms(median(floorMs))} | ${ms(theirs)} | ${median(floorRatios).toFixed(2)} | |`,
      `|   of which the fetch alone (sent → body read), median | ${ms(median(floorPostMs))} | ${ms(theirs)} | ${versus(floorPostMs)} | |`,
      `|   spread: floor ${spread(floorMs)}; per-round ratio ${spread(floorRatios, (r) => r.toFixed(2))} | | | | |`,
      ...api,
    ];
  } finally {
    await removeNamespaces(namespaces);
    await cluster.remove();
    await identity.remove();
  }
}

async function main(): Promise<void> {
  const before = uptime();
  const started = Date.now();
  const identity = await mintIdentity(admin, kube.namespace, [
    { apiGroups: ['minio.min.io'], resources: ['tenants'], verbs: ['get', 'list'] },
  ]);
  const network = await apiServerOverNetwork();
  const console = await startConsole({
    // The wizard's API rows read the console's Kubernetes call count and time from its /metrics.
    CONSOLE_METRICS: 'on',
    CONSOLE_OPERATOR_MODE: 'on',
    CONSOLE_K8S_API_SERVER: network.server,
    CONSOLE_K8S_CA_FILE: kube.caFile,
  });
  selectors.setTestIdAttribute('data-test');
  const browser = await chromium.launch({ ...playwrightConfig.use?.launchOptions, headless: true });
  const rows: string[] = [];
  try {
    if (only !== 'wizard' && only !== 'wizard-api')
      rows.push(...(await listBench(browser, console, identity, network.server)));
    if (only !== 'list') rows.push(...(await wizardBench(browser, console, network.server)));
  } finally {
    await browser.close();
    await console.stop();
    await identity.remove();
    await network.proxy?.remove();
    await stopAll();
  }
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  process.stdout.write(
    [
      `uptime at the start: ${before}`,
      `uptime at the end (${minutes} min): ${uptime()}`,
      networkMs > 0 ? `API server behind ${networkMs} ms each way (toxiproxy)` : 'API server on loopback',
      '',
      '| measure | console | reference | ratio | target |',
      '| ------- | ------- | --------- | ----- | ------ |',
      ...rows,
      '',
    ].join('\n'),
  );
}

void main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
