/**
 * Benchmark (not a test): the dashboard of issue #17, in one run, against MinIO Console v1.7.6 on the same MinIO and
 * the same Prometheus (same job). Prints:
 *   1. Navigation → every widget of the Usage tab drawn, in Debian's Chromium, DASHBOARD_BENCH_ROUNDS interleaved
 *      rounds per side (default 7, the side going first alternating), each a cold load in a new context with a
 *      session; then, in the same page, a click on Traffic and on Resources → all their widgets drawn. Median ms and
 *      ours/peer. "Drawn" (dashboard-probes.ts), the same rule for both: every widget request the tab made has
 *      answered (body read) and none is in flight (ours, a clicked tab: every widget of the tab has an answered
 *      request, made after the click or before it — the page loads the other tabs' widgets at idle once Usage has
 *      answered), no loading indicator is left (ours: a spinner; the peer: its loader's svg), and — ours — every
 *      widget card of the tab's panel holds its chart canvas, value, "no data" or error; the time is that of the
 *      next frame. The peer opens on its Info tab: its Usage tab is clicked by the page itself as soon
 *      as it exists (no person is faster), and its charts' 1.5 s draw-in animation is not waited for (ours has none).
 *   2. `GET /api/v1/admin/info/widgets/{id}` with a session, p50 of DASHBOARD_BENCH_CALLS interleaved calls per
 *      widget (default 60), against the widget's very PromQL (from the catalogue: widget-query.ts) sent straight to
 *      Prometheus's HTTP API over a kept-alive connection and parsed, its targets at once as ours are. Every call has
 *      a range of its own (the last hour, one-minute steps, its end one second earlier each call), so no answer can
 *      be reused. Beside them, interleaved, the floors (hop-floor-server.ts, each in its own process): a bare node:http
 *      server passing the same queries' answers through unparsed, and the smallest Express app forwarding them
 *      (parsed, res.json) — what any hop costs here — and the CPU per call of each server process (main thread).
 *      The profile of one widget call: hack/bench/dashboard-profile.ts.
 *   2b. (`history`) The same, against a second Prometheus of the bench's own whose TSDB holds a week of a 4-node,
 *      16-drive cluster's MinIO metrics every 15 s (prometheus-history.ts: generated OpenMetrics backfilled with
 *      promtool, the blocks cached per day), over the dashboard's default ranges: the last hour (1-minute steps)
 *      and the last day (24-minute steps, ~60 points as the page asks). A console of its own asks it (job
 *      minio-job); the session and its permission check still go to the world's MinIO. The world's Prometheus
 *      holds only the hours since the world started, so its queries take well under a millisecond: the ratio to
 *      "direct" there says how large a hop is next to a trivial query, this one what a user's dashboard sees.
 *   3. The JavaScript of a cold login page and of a cold /dashboard (index.html's scripts, and every script the load
 *      fetched), as built now and at DASHBOARD_BENCH_BASE (default cd0d93a, the commit before #17's dashboard),
 *      served by the same backend; sizes gzip -9 and brotli 11 (initial-scripts.ts; the base is built once into
 *      /tmp). Which of today's login scripts contain dashboard or chart code, from their source maps.
 * The world: the one OBJECT_CONSOLE_WORLD names (its erasure MinIO and its Prometheus, job minio-erasure) when set,
 * else an erasure MinIO and a Prometheus of its own (seconds of history only). Our console runs as built:
 * `OBJECT_CONSOLE_DIST=… npm run build` first. DASHBOARD_BENCH_ONLY=pages,api,history,bundle runs only those parts
 * (the widget endpoint's two tables: DASHBOARD_BENCH_ONLY=api,history, ~2–3 minutes, and ~1 more the first time a
 * day, to generate the history).
 *   npx tsx hack/bench/dashboard.ts
 */
import { randomBytes } from 'node:crypto';
import { Agent } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import playwrightConfig from '../../playwright.config';
import { timeRangeOf } from '../../backend/src/features/dashboard/time-range';
import { catalogueWidget, jobSelector, WIDGET_CATALOGUE } from '../../backend/src/features/dashboard/widget-catalogue';
import { widgetQueries, type WidgetPromQuery } from '../../backend/src/features/dashboard/widget-query';
import { distDir } from '../lib/dist-dir';
import { login } from '../../test/support/app-under-test';
import { startConsole, type ConsoleInstance } from '../../test/support/console-process';
import { asRoot } from '../../test/support/minio-root';
import { startMinio } from '../../test/world/minio';
import { startPrometheus } from '../../test/world/prometheus';
import { stopAll, tempDir } from '../../test/world/processes';
import type { MinioServer } from '../../test/world/state';
import { runBenchmark, send, startFloor } from './bench-console';
import {
  armTab,
  dashboardObserver,
  drawnTiming,
  requestsAfterDrawn,
  type DrawnSpec,
  type DrawnTiming,
} from './dashboard-probes';
import {
  baseFrontend,
  entryScripts,
  scriptsOfLoad,
  bytesFromSources,
  sizesOf,
  type ScriptSizes,
} from './initial-scripts';
import { sideContext } from './page-loads';
import { PEER_VERSION, startPeerConsole, type PeerConsole } from './peer-console';
import { median, processCpuMs, summarise } from './stats';
import { HISTORY_DAYS, HISTORY_INTERVAL_SECONDS, startHistoryPrometheus } from './prometheus-history';

const ROUNDS = Number(process.env.DASHBOARD_BENCH_ROUNDS ?? 7);
const CALLS = Number(process.env.DASHBOARD_BENCH_CALLS ?? 60);
const BASE_COMMIT = process.env.DASHBOARD_BENCH_BASE ?? 'cd0d93a';
const ONLY = new Set((process.env.DASHBOARD_BENCH_ONLY ?? 'pages,api,history,bundle').split(','));
/** Widgets of part 2: stats of one and three instant queries, and graphs of one and two range queries. */
const API_WIDGETS = [1, 50, 60, 76, 17];
/** The ranges of the history part: the Start/End filter's defaults, with the step the page asks for (~60 points). */
const HISTORY_RANGES: readonly (readonly [string, number, number])[] = [
  ['the last hour, 1-minute steps', 3600, 1],
  ['the last day, 24-minute steps', 86_400, 24],
];
const TABS = ['usage', 'traffic', 'resources'] as const;
type Tab = (typeof TABS)[number];
const TAB_LABEL: Record<Tab, string> = { usage: 'Usage', traffic: 'Traffic', resources: 'Resources' };

interface World {
  readonly minio: MinioServer;
  readonly prometheusUrl: string;
  readonly jobId: string;
  readonly source: string;
}

/** The world OBJECT_CONSOLE_WORLD names, or an erasure MinIO and a Prometheus scraping it, started here. */
async function worldOf(): Promise<World> {
  if (process.env.OBJECT_CONSOLE_WORLD) {
    const { loadWorld, need } = await import('../../test/world/state');
    const world = loadWorld();
    const minio = need(world.minio.erasure, 'erasure MinIO');
    return {
      minio,
      prometheusUrl: need(world.prometheus, 'Prometheus').url,
      jobId: `minio-${minio.name}`,
      source: `the test world ${process.env.OBJECT_CONSOLE_WORLD}`,
    };
  }
  const dir = tempDir('dashboard-bench');
  const { state: minio } = await startMinio({
    name: 'dashbench',
    mode: 'erasure',
    dataDir: join(dir, 'data'),
    logDir: dir,
  });
  const { state: prometheus } = await startPrometheus([minio], dir);
  // Some S3 traffic, so that the traffic widgets have series, and a few scrapes of it.
  const bucket = `dashbench-${randomBytes(4).toString('hex')}`;
  await asRoot(minio, async (s3) => {
    await s3.makeBucket(bucket);
    for (let i = 0; i < 20; i += 1) await s3.putObject(bucket, `o-${i}`, randomBytes(64 * 1024));
    for (let i = 0; i < 20; i += 1) (await s3.getObject(bucket, `o-${i}`)).resume();
  });
  await new Promise((resolve) => setTimeout(resolve, 15_000));
  return {
    minio,
    prometheusUrl: prometheus.url,
    jobId: `minio-${minio.name}`,
    source: 'a MinIO and Prometheus of its own',
  };
}

interface Side {
  readonly name: 'ours' | 'peer';
  readonly base: string;
  readonly cookie: string;
  readonly url: string;
  readonly spec: (tab: Tab, first: boolean) => DrawnSpec;
}

const ourWidgets = (tab: Tab) => WIDGET_CATALOGUE.filter((widget) => widget.group === tab).length;

function ourSide(base: string, cookie: string): Side {
  return {
    name: 'ours',
    base,
    cookie,
    url: `${base}/dashboard`,
    // A clicked tab: every one of its widgets answered, whether asked after the click or before it (the page loads
    // the other tabs' widgets at idle), and every card of its panel drawn.
    spec: (tab, first) => ({
      requests: ourWidgets(tab),
      busy: '[data-test="dashboard"] .pf-v6-c-spinner',
      drawn:
        `[data-test="panel-${tab}"] [data-test="widget"]:has([data-test="widget-value"], ` +
        '[data-test="widget-chart"] canvas, [data-test="widget-empty"], [data-test="widget-error"])',
      drawnCount: ourWidgets(tab),
      widgetIds: WIDGET_CATALOGUE.filter((widget) => widget.group === tab).map((widget) => widget.id),
      ...(first ? {} : { click: { selector: '[role="tab"]', text: TAB_LABEL[tab] } }),
    }),
  };
}

function peerSide(peer: PeerConsole): Side {
  return {
    name: 'peer',
    base: peer.base,
    cookie: peer.cookie,
    url: `${peer.base}/tools/metrics`,
    // Its widgets ask all at once when their tab mounts; its loader is an svg of its own drawing.
    spec: (tab) => ({
      requests: 1,
      busy: 'svg[viewBox="0 0 280 280"][shape-rendering="geometricPrecision"]',
      drawn: '',
      drawnCount: 0,
      click: { selector: `#${tab}` },
    }),
  };
}

type Samples = Record<Tab, Record<'ours' | 'peer', DrawnTiming[]>>;

async function pageLoads(browser: Browser, sides: readonly Side[]): Promise<Samples> {
  const samples = Object.fromEntries(TABS.map((tab) => [tab, { ours: [], peer: [] }])) as unknown as Samples;
  for (let round = 0; round < ROUNDS + 1; round += 1) {
    const order = round % 2 === 0 ? sides : [...sides].reverse();
    for (const side of order) {
      const context = await sideContext(browser, side.base, side.cookie);
      try {
        await context.addInitScript(dashboardObserver(side.spec('usage', true)));
        const page = await context.newPage();
        await page.goto(side.url, { waitUntil: 'commit' });
        for (const tab of TABS) {
          if (tab !== 'usage') await armTab(page, side.spec(tab, false));
          const timing = await drawnTiming(page, 60_000);
          await page.waitForLoadState('networkidle').catch(() => undefined);
          const late = await requestsAfterDrawn(page);
          if (late > 0) console.warn(`${side.name} ${tab}: ${late} widget requests after "drawn" (round ${round})`);
          // The first round warms both servers and Prometheus; it is not counted.
          if (round > 0) samples[tab][side.name].push(timing);
        }
      } finally {
        await context.close();
      }
    }
  }
  return samples;
}

/** One GET over a kept-alive connection, its body parsed as JSON; throws unless 2xx. */
async function getJson(url: string, headers: Record<string, string>, agent: Agent): Promise<unknown> {
  const answer = await send(url, { method: 'GET', headers, agent });
  if (answer.status < 200 || answer.status >= 300) throw new Error(`GET ${url}: ${answer.status} ${answer.body}`);
  return JSON.parse(answer.body.toString('utf8'));
}

function prometheusUrlOf(base: string, query: WidgetPromQuery): string {
  const params: Record<string, string> =
    query.kind === 'range'
      ? { query: query.query, start: String(query.start), end: String(query.end), step: String(query.step) }
      : { query: query.query, time: String(query.time) };
  return `${base}/api/v1/${query.kind === 'range' ? 'query_range' : 'query'}?${new URLSearchParams(params)}`;
}

/** The sides of part 2: our endpoint, the queries sent straight to Prometheus, and the two floor servers. */
const API_SIDES = ['ours', 'direct', 'http floor', 'express floor'] as const;
type ApiSide = (typeof API_SIDES)[number];

interface ApiRow {
  readonly widget: number;
  readonly title: string;
  readonly queries: string;
  /** p50 ms per side. */
  readonly p50: Record<ApiSide, number>;
}

interface ApiResult {
  readonly rows: ApiRow[];
  /** CPU of the server process per call, µs (ours: the console; the floors: theirs), over every widget. */
  readonly cpuMicros: Partial<Record<ApiSide, number>>;
}

/** The Prometheus part 2 measures against, and the range of every call (its length, the step in minutes). */
interface ApiTarget {
  readonly prometheusUrl: string;
  readonly jobId: string;
  readonly rangeSeconds: number;
  readonly stepMinutes: number;
}

async function widgetLatency(ours: ConsoleInstance, cookie: string, world: ApiTarget): Promise<ApiResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: 8 });
  const base = ours.url.replace(/\/$/, '');
  const selector = jobSelector(world.jobId);
  const now = Math.floor(Date.now() / 1000);
  const floors = {
    'http floor': await startFloor('prometheus-http', null, world.prometheusUrl),
    'express floor': await startFloor('prometheus-express', null, world.prometheusUrl),
  };
  const pids: Partial<Record<ApiSide, number>> = {
    ours: ours.process.pid ?? 0,
    'http floor': floors['http floor'].pid,
    'express floor': floors['express floor'].pid,
  };
  const cpu: Record<ApiSide, number> = { ours: 0, direct: 0, 'http floor': 0, 'express floor': 0 };
  let counted = 0;
  const samples = new Map(
    API_WIDGETS.map((id) => [id, Object.fromEntries(API_SIDES.map((side) => [side, [] as number[]]))]),
  );
  const time = async (side: ApiSide, body: () => Promise<unknown>) => {
    const pid = pids[side];
    const cpuBefore = pid ? processCpuMs(pid) : 0;
    const started = process.hrtime.bigint();
    await body();
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    if (pid) cpu[side] += processCpuMs(pid) - cpuBefore;
    return ms;
  };
  for (let call = -3; call < CALLS; call += 1) {
    for (const id of API_WIDGETS) {
      const widget = catalogueWidget(id);
      if (!widget) throw new Error(`no widget ${id} in the catalogue`);
      // A range of its own per call (end one second earlier each time): nothing can be answered from a cache.
      const end = now - 10 - (call + 3) * 2;
      const range = { start: end - world.rangeSeconds, end, step: world.stepMinutes };
      const queries = widgetQueries(widget, timeRangeOf({ ...range, step: range.step }), selector);
      const calls: Record<ApiSide, () => Promise<unknown>> = {
        ours: () =>
          getJson(
            `${base}/api/v1/admin/info/widgets/${id}?start=${range.start}&end=${range.end}&step=${range.step}`,
            { Cookie: cookie },
            agent,
          ),
        direct: () =>
          Promise.all(
            queries.map((query) =>
              getJson(prometheusUrlOf(world.prometheusUrl, query), { Accept: 'application/json' }, agent),
            ),
          ),
        ...(Object.fromEntries(
          (['http floor', 'express floor'] as const).map((side) => [
            side,
            () =>
              getJson(
                `${floors[side].url}?${queries
                  .map((query) => `q=${encodeURIComponent(prometheusUrlOf('', query))}`)
                  .join('&')}`,
                { Accept: 'application/json' },
                agent,
              ),
          ]),
        ) as Record<'http floor' | 'express floor', () => Promise<unknown>>),
      };
      // Interleaved, the side going first rotating from call to call.
      const order = API_SIDES.map((_, index) => API_SIDES[(index + call + 3) % API_SIDES.length] as ApiSide);
      for (const side of order) {
        const ms = await time(side, calls[side]);
        if (call >= 0) samples.get(id)?.[side]?.push(ms);
      }
      if (call < 0) for (const side of API_SIDES) cpu[side] = 0;
      else counted += 1;
    }
  }
  agent.destroy();
  const rows = API_WIDGETS.map((id) => {
    const widget = catalogueWidget(id);
    const sample = samples.get(id);
    return {
      widget: id,
      title: widget?.title ?? '',
      queries: `${widget?.targets.length ?? 0} × ${widget?.type === 'graph' ? 'query_range' : 'query'}`,
      p50: Object.fromEntries(API_SIDES.map((side) => [side, summarise(sample?.[side] ?? []).p50])) as Record<
        ApiSide,
        number
      >,
    };
  });
  const cpuMicros = Object.fromEntries(
    API_SIDES.filter((side) => pids[side]).map((side) => [side, (cpu[side] / counted) * 1000]),
  );
  return { rows, cpuMicros };
}

interface BundleRow {
  readonly build: string;
  readonly login: { entry: ScriptSizes; load: ScriptSizes };
  readonly dashboard: { entry: ScriptSizes; load: ScriptSizes };
  /** Bytes (as built) of the dashboard's own sources and of uPlot in the login page's scripts, by source. */
  readonly dashboardCodeInLogin: Map<string, number>;
}

async function bundles(browser: Browser, world: World, ours: ConsoleInstance, cookie: string): Promise<BundleRow[]> {
  const rows: BundleRow[] = [];
  const builds = [
    { build: `base ${BASE_COMMIT}`, dir: baseFrontend(BASE_COMMIT) },
    { build: 'now', dir: join(distDir(join(__dirname, '..', '..')), 'frontend') },
  ];
  for (const { build, dir } of builds) {
    // The same backend serves either build: only the frontend folder differs.
    const server =
      build === 'now'
        ? ours
        : await startConsole({
            CONSOLE_MINIO_SERVER: world.minio.endpoint,
            CONSOLE_STATIC_DIR: dir,
            CONSOLE_LOG_LEVEL: 'warn',
          });
    const base = server.url.replace(/\/$/, '');
    const session = build === 'now' ? cookie : await login(base, world.minio.accessKey, world.minio.secretKey);
    const entry = sizesOf(dir, entryScripts(dir));
    const loginScripts = await scriptsOfLoad(browser, base, `${base}/login`, '#login-username');
    const dashboardScripts = await scriptsOfLoad(
      browser,
      base,
      `${base}/dashboard`,
      '[data-test="side-menu"]',
      session,
    );
    rows.push({
      build,
      login: { entry, load: sizesOf(dir, loginScripts) },
      dashboard: { entry, load: sizesOf(dir, dashboardScripts) },
      dashboardCodeInLogin: bytesFromSources(dir, loginScripts, /features\/dashboard\/|node_modules\/uplot\//),
    });
    if (server !== ours) await server.stop();
  }
  return rows;
}

const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(0)} ms` : '—');
const ratio = (a: number, b: number) => (b > 0 && Number.isFinite(a) ? (a / b).toFixed(2) : '—');
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

function printPages(samples: Samples): void {
  console.log(
    `\n| dashboard, median of ${ROUNDS} | ours | peer | ours/peer | ours: widget answers (first – last) | peer: widget answers |`,
  );
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const tab of TABS) {
    const of = (side: 'ours' | 'peer', pick: (timing: DrawnTiming) => number) => median(samples[tab][side].map(pick));
    const answers = (side: 'ours' | 'peer') =>
      `${of(side, (t) => t.requests)} requests, ${ms(of(side, (t) => t.firstRequestMs))} – ${ms(of(side, (t) => t.lastAnswerMs))}` +
      (of(side, (t) => t.failed) > 0 ? `, ${of(side, (t) => t.failed)} failed` : '');
    const what = tab === 'usage' ? 'navigation → Usage tab drawn' : `click ${TAB_LABEL[tab]} → drawn`;
    console.log(
      `| ${what} | ${ms(of('ours', (t) => t.drawnMs))} | ${ms(of('peer', (t) => t.drawnMs))} | ` +
        `${ratio(
          of('ours', (t) => t.drawnMs),
          of('peer', (t) => t.drawnMs),
        )} | ${answers('ours')} | ${answers('peer')} |`,
    );
  }
  for (const side of ['ours', 'peer'] as const) {
    const loads = samples.usage[side];
    const names = [...new Set(loads.flatMap((timing) => Object.keys(timing.milestones)))];
    const spans = names.map((name) => {
      const start = median(loads.map((timing) => timing.milestones[name]?.[0] ?? NaN).filter(Number.isFinite));
      const end = median(loads.map((timing) => timing.milestones[name]?.[1] ?? NaN).filter(Number.isFinite));
      return { name, start, end };
    });
    spans.sort((a, b) => a.end - b.end);
    console.log(
      `${side}, medians: ${spans.map(({ name, start, end }) => `${name} ${ms(start)}–${ms(end)}`).join('; ')}`,
    );
  }
  const perRound = samples.usage.ours
    .map((t, i) => ratio(t.drawnMs, samples.usage.peer[i]?.drawnMs ?? NaN))
    .join(' / ');
  console.log(`\nUsage tab per round, ours/peer: ${perRound} (target ≤ 0.5)`);
}

function printApi({ rows, cpuMicros }: ApiResult, what: string): void {
  console.log(`\n${what}`);
  console.log(
    `\n| widget endpoint, p50 of ${CALLS} | queries | ours | Prometheus direct | http floor | express floor | ` +
      'ours/direct | http floor/direct | express floor/direct | ours added |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const { widget, title, queries, p50 } of rows) {
    const cell = (side: ApiSide) => `${p50[side].toFixed(2)} ms`;
    console.log(
      `| ${widget} ${title} | ${queries} | ${cell('ours')} | ${cell('direct')} | ${cell('http floor')} | ` +
        `${cell('express floor')} | ${ratio(p50.ours, p50.direct)} | ${ratio(p50['http floor'], p50.direct)} | ` +
        `${ratio(p50['express floor'], p50.direct)} | +${(p50.ours - p50.direct).toFixed(2)} ms |`,
    );
  }
  const medianRatio = (side: ApiSide) => median(rows.map((row) => row.p50[side] / row.p50.direct)).toFixed(2);
  console.log(
    `\nmedian of the widgets' p50 ratios to direct: ours ${medianRatio('ours')} (target ≤ 1.3); ` +
      `floors: node:http ${medianRatio('http floor')}, Express ${medianRatio('express floor')}`,
  );
  const cpu = (side: ApiSide) => (cpuMicros[side] === undefined ? '—' : `${cpuMicros[side].toFixed(0)} µs`);
  console.log(
    `server CPU per widget call (main thread, all five widgets): ours ${cpu('ours')}, ` +
      `http floor ${cpu('http floor')}, express floor ${cpu('express floor')}`,
  );
}

function printBundles(rows: readonly BundleRow[]): void {
  console.log('\n| initial JavaScript | build | files | raw | gzip | brotli |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  const line = (what: string, build: string, sizes: ScriptSizes) =>
    console.log(`| ${what} | ${build} | ${sizes.files} | ${kb(sizes.raw)} | ${kb(sizes.gzip)} | ${kb(sizes.brotli)} |`);
  for (const row of rows) line("index.html's scripts (every page)", row.build, row.login.entry);
  for (const row of rows) line('cold /login, every script fetched', row.build, row.login.load);
  for (const row of rows) line('cold /dashboard, every script fetched', row.build, row.dashboard.load);
  const [base, now] = rows;
  if (base && now) {
    const change = (a: number, b: number) => `${(((b - a) / a) * 100).toFixed(1)} %`;
    console.log(
      `\nchange now vs base, gzip: index.html's scripts ${change(base.login.entry.gzip, now.login.entry.gzip)}, ` +
        `login ${change(base.login.load.gzip, now.login.load.gzip)}; brotli: ${change(base.login.entry.brotli, now.login.entry.brotli)}, ` +
        `${change(base.login.load.brotli, now.login.load.brotli)} (target ±2 %)`,
    );
    const code = [...now.dashboardCodeInLogin].map(([source, bytes]) => `${source.split('/').pop()} ${bytes} B`);
    const total = [...now.dashboardCodeInLogin.values()].reduce((sum, bytes) => sum + bytes, 0);
    console.log(
      `dashboard and uPlot code in today's login scripts: ${total} B of ${now.login.load.raw} B as built` +
        ` (${code.join(', ') || 'none'})`,
    );
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  const load = () =>
    loadavg()
      .map((x) => x.toFixed(2))
      .join(' ');
  console.log(`machine: ${cpus().length} cores, load average ${load()} at start`);
  const world = await worldOf();
  console.log(`world: ${world.source}; Prometheus ${world.prometheusUrl}, job ${world.jobId}`);
  const prometheusEnv = { CONSOLE_PROMETHEUS_URL: world.prometheusUrl, CONSOLE_PROMETHEUS_JOB_ID: world.jobId };
  const ours = await startConsole({
    CONSOLE_MINIO_SERVER: world.minio.endpoint,
    CONSOLE_LOG_LEVEL: 'warn',
    ...prometheusEnv,
  });
  const base = ours.url.replace(/\/$/, '');
  const cookie = await login(base, world.minio.accessKey, world.minio.secretKey);
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ ...playwrightConfig.use?.launchOptions, executablePath: '/usr/bin/chromium' });
    if (ONLY.has('pages')) {
      const peer = await startPeerConsole(world.minio.endpoint, world.minio, prometheusEnv);
      console.log(`peer: MinIO Console ${PEER_VERSION} at ${peer.base}`);
      printPages(await pageLoads(browser, [ourSide(base, cookie), peerSide(peer)]));
    }
    if (ONLY.has('api')) {
      const target = { prometheusUrl: world.prometheusUrl, jobId: world.jobId, rangeSeconds: 3600, stepMinutes: 1 };
      printApi(
        await widgetLatency(ours, cookie, target),
        `Prometheus of ${world.source} (job ${world.jobId}), the last hour, 1-minute steps:`,
      );
    }
    if (ONLY.has('history')) {
      // The same widgets against a Prometheus holding a week of a 4-node, 16-drive cluster's metrics
      // (prometheus-history.ts), over the dashboard's default ranges; our console asks it, MinIO checks the session.
      const history = await startHistoryPrometheus(tempDir('dashboard-history'));
      const historian = await startConsole({
        CONSOLE_MINIO_SERVER: world.minio.endpoint,
        CONSOLE_LOG_LEVEL: 'warn',
        CONSOLE_PROMETHEUS_URL: history.url,
        CONSOLE_PROMETHEUS_JOB_ID: history.jobId,
      });
      const historyCookie = await login(historian.url.replace(/\/$/, ''), world.minio.accessKey, world.minio.secretKey);
      for (const [label, rangeSeconds, stepMinutes] of HISTORY_RANGES) {
        const target = { prometheusUrl: history.url, jobId: history.jobId, rangeSeconds, stepMinutes };
        printApi(
          await widgetLatency(historian, historyCookie, target),
          `Prometheus with ${HISTORY_DAYS} days of a 4-node, 16-drive cluster's metrics every ` +
            `${HISTORY_INTERVAL_SECONDS} s (prometheus-history.ts, job ${history.jobId}), ${label}:`,
        );
      }
      await historian.stop();
    }
    if (ONLY.has('bundle')) printBundles(await bundles(browser, world, ours, cookie));
    console.log(
      `\nmachine: load average ${load()} at the end; ${((Date.now() - started) / 60_000).toFixed(1)} minutes`,
    );
  } finally {
    await browser?.close();
    await stopAll();
  }
}

runBenchmark(main);
