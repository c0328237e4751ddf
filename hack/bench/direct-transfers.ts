/**
 * Direct transfers (issue #22 item 3) in Chromium: one large object downloaded and uploaded three ways, interleaved
 * per round — through the console in direct mode (CONSOLE_MINIO_BROWSER_URL: presigned URLs of MinIO), on a
 * presigned URL made straight with minio-js (the floor: the browser and MinIO alone), and through the console in
 * proxy mode. Prints throughput and the ratios direct/floor (target ≥ 0.95) and direct/proxy, with the machine's load.
 *
 *   OBJECT_CONSOLE_DIST=.dist-x npm run build && OBJECT_CONSOLE_DIST=.dist-x npx tsx hack/bench/direct-transfers.ts
 *
 * DIRECT_BENCH_BYTES (default 1 GiB) and DIRECT_BENCH_ROUNDS (default 4: each side goes first in half of them). Downloads are read by `fetch` in the page
 * (the bytes are counted, not written to disk) for every side; uploads read the same file of this machine, chosen in
 * a file input, in 16 MiB parts with 4 in flight — the console's own plan (upload-planner.ts). The console's uploads
 * are timed in the page (the pick to the row saying done), like the floor's; the direct and floor sides swap order
 * every round. DIRECT_BENCH_KINDS=upload (or download) runs one direction only.
 * DIRECT_BENCH_PLANS (e.g. `16x4,64x4,16x6,64x6,1`) runs only the floor with each upload plan instead (floorPlans).
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, openSync, readdirSync, readFileSync, writeFileSync, writeSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium, selectors, type Page, type Request } from '@playwright/test';
import playwrightConfig from '../../playwright.config';
import { createS3Client } from '../../backend/src/platform/minio/s3/s3-client';
import { startConsole } from '../../test/support/console-process';
import { LoginPage } from '../../test/e2e/pages/login.page';
import { stopAll, tempDir } from '../../test/world/processes';
import { runBenchmark, startBenchConsole } from './bench-console';
import { median, processTreeCpuMs, settled } from './stats';

const SIZE = Number(process.env.DIRECT_BENCH_BYTES ?? 1024 ** 3);
const ROUNDS = Number(process.env.DIRECT_BENCH_ROUNDS ?? 4);
const BUCKET = 'direct-bench';
const KEY = 'large.bin';
const MIB = 1024 * 1024;
const PART = 16 * MIB;

type Side = 'direct' | 'floor' | 'proxy';
const results: Record<'download' | 'upload', Record<Side, number[]>> = {
  download: { direct: [], floor: [], proxy: [] },
  upload: { direct: [], floor: [], proxy: [] },
};

const b64 = (key: string) => Buffer.from(key).toString('base64');
const uptime = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');

/**
 * CPU ms used so far by this benchmark's child processes and theirs, by kind: each Chromium process by its `--type`
 * (the browser itself, renderer, gpu-process, the network service…), the consoles (node) and MinIO. Load-independent
 * evidence of what a side costs, where its wall time on a shared machine is not.
 */
function childCpuMs(): Record<string, number> {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
    } catch {
      // Gone meanwhile.
    }
  }
  const cpu: Record<string, number> = {};
  const queue = [...(children.get(process.pid) ?? [])];
  while (queue.length > 0) {
    const pid = queue.shift() ?? 0;
    queue.push(...(children.get(pid) ?? []));
    try {
      // Chromium rewrites its processes' titles: their arguments are then one string, separated by spaces.
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split(/[\0 ]/);
      const program = cmdline[0] ?? '';
      const type =
        cmdline.find((arg) => arg.startsWith('--utility-sub-type='))?.split('=')[1] ??
        cmdline.find((arg) => arg.startsWith('--type='))?.split('=')[1];
      const kind = program.includes('chromium')
        ? `chromium ${type ?? 'browser'}`
        : program.includes('minio')
          ? 'minio'
          : program.includes('node')
            ? 'node (consoles)'
            : undefined;
      if (kind) cpu[kind] = (cpu[kind] ?? 0) + processTreeCpuMs(pid);
    } catch {
      // Gone meanwhile.
    }
  }
  return cpu;
}

/** CPU ms each kind of child process used while `body` ran, added to `into`. */
async function countingCpu<T>(into: Record<string, number[]>, body: () => Promise<T>): Promise<T> {
  const before = childCpuMs();
  const result = await body();
  const after = childCpuMs();
  for (const [kind, ms] of Object.entries(after)) (into[kind] ??= []).push(ms - (before[kind] ?? 0));
  return result;
}

/** Starts the page's JavaScript profiler; the answer stops it and writes DIRECT_BENCH_PROFILE (open it in DevTools). */
async function startProfile(page: Page): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.start');
  return async () => {
    const { profile } = await cdp.send('Profiler.stop');
    writeFileSync(process.env.DIRECT_BENCH_PROFILE ?? 'direct-upload.cpuprofile', JSON.stringify(profile));
    await cdp.detach();
  };
}

/** Logs in through the login form, as a person would. */
async function logIn(page: Page, base: string, accessKey: string, secretKey: string): Promise<void> {
  await page.goto(`${base}/login`);
  // The login page's own locators; filled with the default 30 s wait (the machine may be loaded).
  const login = new LoginPage(page);
  await login.username.fill(accessKey);
  await login.password.fill(secretKey);
  await login.loginButton.click();
  await page.getByTestId('shell').waitFor({ timeout: 60_000 });
}

/** Seconds for the page to fetch `url` to the end (its bytes counted), after `presign` (run in the page) if given. */
async function timedFetch(page: Page, url: string, presignFrom?: string): Promise<number> {
  return page.evaluate(
    async ({ url, presignFrom }) => {
      const started = performance.now();
      let target = url;
      if (presignFrom) {
        const answer = (await (await fetch(presignFrom, { credentials: 'same-origin' })).json()) as { url: string };
        target = answer.url;
      }
      const response = await fetch(target, {
        credentials: presignFrom || url.startsWith('/') ? 'same-origin' : 'omit',
      });
      const reader = response.body?.getReader();
      let bytes = 0;
      for (;;) {
        const chunk = await reader?.read();
        if (!chunk || chunk.done) break;
        bytes += chunk.value.byteLength;
      }
      if (!response.ok || bytes === 0) throw new Error(`download answered ${response.status} with ${bytes} bytes`);
      return (performance.now() - started) / 1000;
    },
    { url, presignFrom },
  );
}

/**
 * Seconds for the console's upload queue to store the file, timed in the page: from the file input's change event (the
 * user's pick) to the transfer row saying done (a MutationObserver). Playwright's own wait polls every 500 ms once
 * it has waited a while, which would add 0–0.5 s (~5 % of a 1 GiB upload) to this side only; `waited` is that
 * outside view (from before the pick to Playwright seeing the row), printed for comparison.
 */
async function timedUiUpload(
  page: Page,
  base: string,
  file: string,
  cpu?: Record<string, number[]>,
  profile = false,
): Promise<{ seconds: number; waited: number }> {
  await page.goto(`${base}/buckets/${BUCKET}/browse`);
  await page.getByTestId('page-title').waitFor();
  const done = `[data-test="transfer-row"][data-key="${KEY}"][data-status="done"]`;
  await page.evaluate((done) => {
    const bench = window as unknown as { benchUpload?: Promise<number> };
    let started = 0;
    window.addEventListener('change', () => (started ||= performance.now()), { capture: true, once: true });
    bench.benchUpload = new Promise<number>((resolve) => {
      const observer = new MutationObserver(() => {
        if (started === 0 || document.querySelector(done) === null) return;
        observer.disconnect();
        resolve((performance.now() - started) / 1000);
      });
      observer.observe(document.body, { subtree: true, childList: true, attributes: true });
    });
  }, done);
  const stopProfile = profile ? await startProfile(page) : undefined;
  const waited = await countingCpu(cpu ?? {}, async () => {
    const started = Date.now();
    await page.getByTestId('upload-files-input').setInputFiles(file);
    await page.locator(done).waitFor({ timeout: 30 * 60_000 });
    return (Date.now() - started) / 1000;
  });
  await stopProfile?.();
  const seconds = await page.evaluate(() => (window as unknown as { benchUpload: Promise<number> }).benchUpload);
  await page
    .getByRole('button', { name: /clear finished/i })
    .click()
    .catch(() => undefined);
  return { seconds, waited };
}

/**
 * How the floor sends each part: `fetch` (no upload progress), `xhr` (XMLHttpRequest without listeners) or
 * `xhr-progress` (an upload progress listener, as the console's parts have: the browser then sends a CORS preflight
 * before each part, as their URLs differ).
 */
type FloorTransport = 'fetch' | 'xhr' | 'xhr-progress';

/**
 * The page PUTs the file's parts (4 in flight) to presigned part URLs made with minio-js: its seconds and the parts'
 * ETags (the completion is timed by the caller, as the console's upload includes its own).
 */
async function timedFloorUpload(
  page: Page,
  file: string,
  urls: readonly string[],
  plan: { part: number; width: number; transport?: FloorTransport } = { part: PART, width: 4 },
): Promise<{ seconds: number; etags: string[] }> {
  await page.evaluate(() => {
    const input = document.createElement('input');
    input.type = 'file';
    input.id = 'bench-floor-file';
    document.body.append(input);
  });
  await page.locator('#bench-floor-file').setInputFiles(file);
  return page.evaluate(
    async ({ urls, part, width, transport }) => {
      const input = document.getElementById('bench-floor-file') as HTMLInputElement;
      const blob = input.files?.[0];
      if (!blob) throw new Error('no file chosen');
      const started = performance.now();
      let next = 0;
      const etags: string[] = [];
      let progressEvents = 0;
      // Anonymous functions only: tsx would wrap a named one in a helper the page does not have.
      await Promise.all(
        Array.from({ length: width }, async () => {
          while (next < urls.length) {
            const index = next++;
            const body = blob.slice(index * part, (index + 1) * part);
            if (transport === 'fetch') {
              const answer = await fetch(urls[index] ?? '', { method: 'PUT', body });
              if (!answer.ok) throw new Error(`part ${index + 1}: ${answer.status}`);
              etags[index] = answer.headers.get('ETag') ?? '';
              continue;
            }
            etags[index] = await new Promise<string>((resolve, reject) => {
              const xhr = new XMLHttpRequest();
              xhr.open('PUT', urls[index] ?? '');
              if (transport === 'xhr-progress') xhr.upload.onprogress = () => (progressEvents += 1);
              xhr.onerror = () => reject(new Error(`part ${index + 1}: network error`));
              xhr.onload = () =>
                xhr.status === 200
                  ? resolve(xhr.getResponseHeader('ETag') ?? '')
                  : reject(new Error(`part ${index + 1}: ${xhr.status}`));
              xhr.send(body);
            });
          }
        }),
      );
      input.remove();
      return { seconds: (performance.now() - started) / 1000, etags, progressEvents };
    },
    { urls: [...urls], part: plan.part, width: plan.width, transport: plan.transport ?? 'fetch' },
  );
}

/**
 * DIRECT_BENCH_PLANS (e.g. `16x4,32x4,64x4,64x6,1`): the floor alone, uploading the file to presigned part URLs
 * with each plan (MiB per part × parts in flight; `1` = one presigned PUT of the whole file; a `:xhr` or
 * `:xhr-progress` tail sends the parts with XMLHttpRequest instead of fetch), interleaved per round (each round starts
 * one plan further, so none always goes first), completion included — which plan a browser uploads fastest with, to
 * pick the console's (partSizeFor), and what a transport costs.
 */
async function floorPlans(
  page: Page,
  s3: ReturnType<typeof createS3Client>,
  floorS3: ReturnType<typeof createS3Client>,
  file: string,
  minioPid: number,
): Promise<void> {
  const plans = (process.env.DIRECT_BENCH_PLANS ?? '').split(',').filter(Boolean);
  const rates: Record<string, number[]> = {};
  // CPU ms per process kind of each plan's part uploads (completion excluded).
  const cpu: Record<string, Record<string, number[]>> = {};
  for (let round = 0; round <= ROUNDS; round += 1) {
    for (const plan of [...plans.slice(round % plans.length), ...plans.slice(0, round % plans.length)]) {
      const [shape = '', transport = 'fetch'] = plan.split(':') as [string, FloorTransport?];
      const [mib = '0', width = '1'] = shape.split('x');
      const single = shape === '1';
      const part = single ? SIZE : Number(mib) * MIB;
      execFileSync('sync');
      await settled(minioPid);
      const started = Date.now();
      if (single) {
        const url = await floorS3.presignedUrl('PUT', BUCKET, KEY, 600);
        await timedFloorUpload(page, file, [url], { part, width: 1 });
      } else {
        const uploadId = await s3.initiateNewMultipartUpload(BUCKET, KEY, {});
        const urls = await Promise.all(
          Array.from({ length: Math.ceil(SIZE / part) }, (_, index) =>
            floorS3.presignedUrl('PUT', BUCKET, KEY, 600, { partNumber: String(index + 1), uploadId }),
          ),
        );
        const floor = await countingCpu((cpu[plan] ??= {}), () =>
          timedFloorUpload(page, file, urls, { part, width: Number(width), transport }),
        );
        await s3.completeMultipartUpload(
          BUCKET,
          KEY,
          uploadId,
          floor.etags.map((etag, index) => ({ part: index + 1, etag: etag.replace(/"/g, '') })),
        );
      }
      // Round 0 is untimed (warm-up).
      if (round > 0) (rates[plan] ??= []).push(SIZE / MIB / ((Date.now() - started) / 1000));
    }
    console.log(
      `round ${round}: ${plans.map((plan) => `${plan} ${rates[plan]?.at(-1)?.toFixed(1) ?? '-'}`).join(', ')} MiB/s; load ${uptime()}`,
    );
  }
  const base = median(rates[plans[0] ?? ''] ?? []);
  console.log(
    `\n| floor plan (MiB × in flight) | MiB/s (median of ${ROUNDS}) | ÷ ${plans[0]} | rounds | Chromium renderer / network service / browser CPU s |`,
  );
  console.log('| --- | --- | --- | --- | --- |');
  const cpuOf = (plan: string, kind: string) => (median(cpu[plan]?.[kind] ?? [0]) / 1000).toFixed(2);
  for (const plan of plans) {
    const list = rates[plan] ?? [];
    console.log(
      `| ${plan === '1' ? 'one PUT' : plan} | ${median(list).toFixed(1)} | ${(median(list) / base).toFixed(2)} | ${list.map((r) => r.toFixed(0)).join(' / ')} | ` +
        `${['chromium renderer', 'chromium network.mojom.NetworkService', 'chromium browser'].map((kind) => cpuOf(plan, kind)).join(' / ')} |`,
    );
  }
}

async function main(): Promise<void> {
  console.log(`machine: load average ${uptime()} at the start; ${SIZE} bytes, ${ROUNDS} rounds`);
  const bench = await startBenchConsole('direct-bench');
  const browserUrl = bench.minio.endpoint.replace('127.0.0.1', 'localhost');
  const direct = await startConsole({
    CONSOLE_MINIO_SERVER: bench.minio.endpoint,
    CONSOLE_MINIO_BROWSER_URL: browserUrl,
    CONSOLE_LOG_LEVEL: 'warn',
  });
  // The app's test ids are `data-test` (playwright.config.ts), which a browser launched here does not know.
  selectors.setTestIdAttribute('data-test');
  const browser = await chromium.launch({
    ...playwrightConfig.use?.launchOptions,
    executablePath: '/usr/bin/chromium',
  });
  try {
    const s3 = createS3Client(bench.connection);
    const floorS3 = createS3Client({ ...bench.connection, endpoint: browserUrl });
    await s3.makeBucket(BUCKET);
    const file = join(tempDir('direct-bench-file'), KEY);
    const fd = openSync(file, 'w');
    for (let written = 0; written < SIZE; written += 64 * MIB)
      writeSync(fd, randomBytes(Math.min(64 * MIB, SIZE - written)));
    closeSync(fd);
    await s3.fPutObject(BUCKET, KEY, file);

    if (process.env.DIRECT_BENCH_PLANS) {
      // Any page of another origin than MinIO's will do (MinIO allows every origin by default).
      const page = await (await browser.newContext()).newPage();
      await page.goto(`${direct.url.replace(/\/$/, '')}/login`);
      await floorPlans(page, s3, floorS3, file, bench.minioPid);
      return;
    }
    const directBase = direct.url.replace(/\/$/, '');
    const pages: Record<'direct' | 'proxy', Page> = {
      direct: await (await browser.newContext()).newPage(),
      proxy: await (await browser.newContext()).newPage(),
    };
    await logIn(pages.direct, directBase, bench.minio.accessKey, bench.minio.secretKey);
    await logIn(pages.proxy, bench.base, bench.minio.accessKey, bench.minio.secretKey);
    const mode = await pages.direct.evaluate(async () => (await (await fetch('api/v1/session')).json()) as unknown);
    if (!JSON.stringify(mode).includes('direct-transfers')) throw new Error('the direct console is not in direct mode');

    const query = `prefix=${encodeURIComponent(b64(KEY))}`;
    // Before each timed side: the last upload's written data flushed and MinIO idle again (its background work after
    // an overwrite), so the side that goes first is not slowed by what the one before left behind.
    const quiet = async () => {
      execFileSync('sync');
      await settled(bench.minioPid);
    };
    const kinds = (process.env.DIRECT_BENCH_KINDS ?? 'download,upload').split(',');
    const waited: number[] = [];
    const floorUpload = async () => {
      const uploadId = await s3.initiateNewMultipartUpload(BUCKET, KEY, {});
      const urls = await Promise.all(
        Array.from({ length: Math.ceil(SIZE / PART) }, (_, index) =>
          floorS3.presignedUrl('PUT', BUCKET, KEY, 600, { partNumber: String(index + 1), uploadId }),
        ),
      );
      const floor = await countingCpu(uploadCpu.floor, () => timedFloorUpload(pages.direct, file, urls));
      const completing = Date.now();
      await s3.completeMultipartUpload(
        BUCKET,
        KEY,
        uploadId,
        floor.etags.map((etag, index) => ({ part: index + 1, etag: etag.replace(/"/g, '') })),
      );
      results.upload.floor.push(SIZE / MIB / (floor.seconds + (Date.now() - completing) / 1000));
    };
    // For each batch of part URLs after the first: ms from its answer to the start of its first part's PUT (about 0
    // when that part waited for its URL; large when the URL was asked for ahead of time).
    const urlLeads: number[] = [];
    // CPU ms per process kind of each upload (from the file's pick to the end, completion included for the direct one).
    const uploadCpu: Record<'direct' | 'floor', Record<string, number[]>> = { direct: {}, floor: {} };
    const directUpload = async () => {
      const answered = new Map<number, number>();
      const batches: string[] = [];
      const putStarted = new Map<number, number>();
      const onRequest = (request: Request) => {
        const part = /[?&]partNumber=(\d+)/.exec(request.url())?.[1];
        if (request.method() === 'PUT' && part) putStarted.set(Number(part), Date.now());
      };
      const onFinished = (request: Request) => {
        if (!request.url().includes('/direct-parts')) return;
        const parts = (request.postDataJSON() as { parts: number[] }).parts;
        answered.set(parts[0] ?? 0, Date.now());
        batches.push(`${parts[0]}–${parts.at(-1)}`);
      };
      pages.direct.on('request', onRequest);
      pages.direct.on('requestfinished', onFinished);
      // DIRECT_BENCH_PROFILE=<file.cpuprofile>: the page's JavaScript profiled during the first direct upload.
      const profile =
        process.env.DIRECT_BENCH_PROFILE && urlLeads.length === 0 ? await startProfile(pages.direct) : undefined;
      const timed = await timedUiUpload(pages.direct, directBase, file, uploadCpu.direct);
      await profile?.();
      pages.direct.off('request', onRequest);
      pages.direct.off('requestfinished', onFinished);
      results.upload.direct.push(SIZE / MIB / timed.seconds);
      waited.push(SIZE / MIB / timed.waited);
      for (const [first, at] of answered) if (first > 1) urlLeads.push((putStarted.get(first) ?? at) - at);
      console.log(`direct upload: part URL batches ${batches.join(', ')}`);
    };
    for (let round = 1; round <= ROUNDS; round += 1) {
      // The direct and floor sides swap places every round, so neither always goes first after the last write.
      const directFirst = round % 2 === 1;
      if (kinds.includes('download')) {
        const floorUrl = await floorS3.presignedGetObject(BUCKET, KEY, 600);
        // Untimed: the object was just written (set-up, or the last round's uploads); the first read after a write
        // warms MinIO's and the kernel's caches, which would favour whichever side reads second.
        await timedFetch(pages.direct, floorUrl);
        const directDownload = async () =>
          results.download.direct.push(
            SIZE /
              MIB /
              (await timedFetch(pages.direct, '', `api/v1/buckets/${BUCKET}/objects/direct-download?${query}`)),
          );
        const floorDownload = async () =>
          results.download.floor.push(SIZE / MIB / (await timedFetch(pages.direct, floorUrl)));
        for (const side of directFirst ? [directDownload, floorDownload] : [floorDownload, directDownload])
          await side();
        results.download.proxy.push(
          SIZE / MIB / (await timedFetch(pages.proxy, `/api/v1/buckets/${BUCKET}/objects/download?${query}`)),
        );
      }
      if (kinds.includes('upload')) {
        for (const side of directFirst ? [directUpload, floorUpload] : [floorUpload, directUpload]) {
          await quiet();
          await side();
        }
        await quiet();
        results.upload.proxy.push(SIZE / MIB / (await timedUiUpload(pages.proxy, bench.base, file)).seconds);
      }
      console.log(
        `round ${round}: download direct/floor/proxy ${[results.download.direct, results.download.floor, results.download.proxy].map((list) => list.at(-1)?.toFixed(1) ?? '-').join(' / ')} MiB/s; ` +
          `upload ${[results.upload.direct, results.upload.floor, results.upload.proxy].map((list) => list.at(-1)?.toFixed(1) ?? '-').join(' / ')} MiB/s ` +
          `(${directFirst ? 'direct' : 'floor'} first); load ${uptime()}`,
      );
    }

    const spread = (list: readonly number[]) => `${Math.min(...list).toFixed(0)}–${Math.max(...list).toFixed(0)}`;
    console.log(
      '\n| transfer (Chromium, median; min–max) | direct | floor | proxy | direct/floor | per-round direct/floor | direct/proxy |',
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- |');
    for (const kind of kinds.filter((k) => k === 'download' || k === 'upload')) {
      const lists = results[kind];
      const [d, f, p] = (['direct', 'floor', 'proxy'] as const).map((side) => median(lists[side]));
      const paired = lists.direct.map((rate, index) => rate / (lists.floor[index] ?? Number.NaN));
      console.log(
        `| ${kind} ${(SIZE / MIB).toFixed(0)} MiB | ${d?.toFixed(1)} (${spread(lists.direct)}) MiB/s | ` +
          `${f?.toFixed(1)} (${spread(lists.floor)}) MiB/s | ${p?.toFixed(1)} MiB/s | ` +
          `${((d ?? 0) / (f ?? 1)).toFixed(2)} | ${paired.map((r) => r.toFixed(2)).join(' / ')} (median ${median(paired).toFixed(2)}) | ` +
          `${((d ?? 0) / (p ?? 1)).toFixed(2)} |`,
      );
    }
    if (results.upload.direct.length > 0) {
      console.log('\n| CPU s per upload (median) | direct | floor | direct − floor |');
      console.log('| --- | --- | --- | --- |');
      const processKinds = [...new Set([...Object.keys(uploadCpu.direct), ...Object.keys(uploadCpu.floor)])].sort();
      for (const kind of processKinds) {
        const d = median(uploadCpu.direct[kind] ?? [0]) / 1000;
        const f = median(uploadCpu.floor[kind] ?? [0]) / 1000;
        console.log(`| ${kind} | ${d.toFixed(2)} | ${f.toFixed(2)} | ${(d - f).toFixed(2)} |`);
      }
    }
    if (urlLeads.length > 0)
      console.log(
        `\nPart URL batches after the first: ${urlLeads.length}; ms from a batch's answer to its first part's PUT: ` +
          `min ${Math.min(...urlLeads)}, median ${median(urlLeads)} (about 0: that part waited for its URL).`,
      );
    if (waited.length > 0)
      console.log(
        `\nThe direct upload as Playwright's wait saw it (it polls every 500 ms): median ${median(waited).toFixed(1)} MiB/s, ` +
          `${(median(waited) / median(results.upload.floor)).toFixed(2)} of the floor.`,
      );
    console.log(`\nmachine: load average ${uptime()} at the end`);
  } finally {
    await browser.close();
    await direct.stop();
    await bench.app.stop();
    await stopAll();
  }
}

runBenchmark(main);
