/**
 * Direct transfers (issue #22 item 3) in Chromium: one large object downloaded and uploaded three ways, interleaved
 * per round — through the console in direct mode (CONSOLE_MINIO_BROWSER_URL: presigned URLs of MinIO), on a
 * presigned URL made straight with minio-js (the floor: the browser and MinIO alone), and through the console in
 * proxy mode. Prints throughput and the ratios direct/floor (target ≥ 0.95) and direct/proxy, with the machine's load.
 *
 *   OBJECT_CONSOLE_DIST=.dist-x npm run build && OBJECT_CONSOLE_DIST=.dist-x npx tsx hack/bench/direct-transfers.ts
 *
 * DIRECT_BENCH_BYTES (default 1 GiB) and DIRECT_BENCH_ROUNDS (default 3). Downloads are read by `fetch` in the page
 * (the bytes are counted, not written to disk) for every side; uploads read the same file of this machine, chosen in
 * a file input, in 16 MiB parts with 4 in flight — the console's own plan (upload-planner.ts).
 * DIRECT_BENCH_PLANS (e.g. `16x4,64x4,16x6,64x6,1`) runs only the floor with each upload plan instead (floorPlans).
 */
import { randomBytes } from 'node:crypto';
import { closeSync, openSync, writeSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium, selectors, type Page } from '@playwright/test';
import playwrightConfig from '../../playwright.config';
import { createS3Client } from '../../backend/src/platform/minio/s3/s3-client';
import { startConsole } from '../../test/support/console-process';
import { LoginPage } from '../../test/e2e/pages/login.page';
import { stopAll, tempDir } from '../../test/world/processes';
import { runBenchmark, startBenchConsole } from './bench-console';
import { median } from './stats';

const SIZE = Number(process.env.DIRECT_BENCH_BYTES ?? 1024 ** 3);
const ROUNDS = Number(process.env.DIRECT_BENCH_ROUNDS ?? 3);
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

/** Seconds for the console's upload queue to store the file (the page's transfer row says done). */
async function timedUiUpload(page: Page, base: string, file: string): Promise<number> {
  await page.goto(`${base}/buckets/${BUCKET}/browse`);
  await page.getByTestId('page-title').waitFor();
  const started = Date.now();
  await page.getByTestId('upload-files-input').setInputFiles(file);
  await page
    .locator(`[data-test="transfer-row"][data-key="${KEY}"][data-status="done"]`)
    .waitFor({ timeout: 30 * 60_000 });
  const seconds = (Date.now() - started) / 1000;
  await page
    .getByRole('button', { name: /clear finished/i })
    .click()
    .catch(() => undefined);
  return seconds;
}

/**
 * The page PUTs the file's parts (4 in flight) to presigned part URLs made with minio-js: its seconds and the parts'
 * ETags (the completion is timed by the caller, as the console's upload includes its own).
 */
async function timedFloorUpload(
  page: Page,
  file: string,
  urls: readonly string[],
  plan: { part: number; width: number } = { part: PART, width: 4 },
): Promise<{ seconds: number; etags: string[] }> {
  await page.evaluate(() => {
    const input = document.createElement('input');
    input.type = 'file';
    input.id = 'bench-floor-file';
    document.body.append(input);
  });
  await page.locator('#bench-floor-file').setInputFiles(file);
  return page.evaluate(
    async ({ urls, part, width }) => {
      const input = document.getElementById('bench-floor-file') as HTMLInputElement;
      const blob = input.files?.[0];
      if (!blob) throw new Error('no file chosen');
      const started = performance.now();
      let next = 0;
      const etags: string[] = [];
      // Anonymous functions only: tsx would wrap a named one in a helper the page does not have.
      await Promise.all(
        Array.from({ length: width }, async () => {
          while (next < urls.length) {
            const index = next++;
            const answer = await fetch(urls[index] ?? '', {
              method: 'PUT',
              body: blob.slice(index * part, (index + 1) * part),
            });
            if (!answer.ok) throw new Error(`part ${index + 1}: ${answer.status}`);
            etags[index] = answer.headers.get('ETag') ?? '';
          }
        }),
      );
      input.remove();
      return { seconds: (performance.now() - started) / 1000, etags };
    },
    { urls: [...urls], part: plan.part, width: plan.width },
  );
}

/**
 * DIRECT_BENCH_PLANS (e.g. `16x4,32x4,64x4,64x6,1`): the floor alone, uploading the file to presigned part URLs
 * with each plan (MiB per part × parts in flight; `1` = one presigned PUT of the whole file), interleaved per round,
 * completion included — which plan a browser uploads fastest with, to pick the console's (partSizeFor).
 */
async function floorPlans(
  page: Page,
  s3: ReturnType<typeof createS3Client>,
  floorS3: ReturnType<typeof createS3Client>,
  file: string,
): Promise<void> {
  const plans = (process.env.DIRECT_BENCH_PLANS ?? '').split(',').filter(Boolean);
  const rates: Record<string, number[]> = {};
  for (let round = 0; round <= ROUNDS; round += 1) {
    for (const plan of plans) {
      const [mib = '0', width = '1'] = plan.split('x');
      const single = plan === '1';
      const part = single ? SIZE : Number(mib) * MIB;
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
        const floor = await timedFloorUpload(page, file, urls, { part, width: Number(width) });
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
  console.log(`\n| floor plan (MiB × in flight) | MiB/s (median of ${ROUNDS}) | ÷ ${plans[0]} | rounds |`);
  console.log('| --- | --- | --- | --- |');
  for (const plan of plans) {
    const list = rates[plan] ?? [];
    console.log(
      `| ${plan === '1' ? 'one PUT' : plan} | ${median(list).toFixed(1)} | ${(median(list) / base).toFixed(2)} | ${list.map((r) => r.toFixed(0)).join(' / ')} |`,
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
      await floorPlans(page, s3, floorS3, file);
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
    for (let round = 1; round <= ROUNDS; round += 1) {
      const floorUrl = await floorS3.presignedGetObject(BUCKET, KEY, 600);
      // Untimed: the object was just written (set-up, or the last round's uploads); the first read after a write
      // warms MinIO's and the kernel's caches, which would favour whichever side reads second.
      await timedFetch(pages.direct, floorUrl);
      results.download.direct.push(
        SIZE / MIB / (await timedFetch(pages.direct, '', `api/v1/buckets/${BUCKET}/objects/direct-download?${query}`)),
      );
      results.download.floor.push(SIZE / MIB / (await timedFetch(pages.direct, floorUrl)));
      results.download.proxy.push(
        SIZE / MIB / (await timedFetch(pages.proxy, `/api/v1/buckets/${BUCKET}/objects/download?${query}`)),
      );

      results.upload.direct.push(SIZE / MIB / (await timedUiUpload(pages.direct, directBase, file)));
      const uploadId = await s3.initiateNewMultipartUpload(BUCKET, KEY, {});
      const parts = Math.ceil(SIZE / PART);
      const urls = await Promise.all(
        Array.from({ length: parts }, (_, index) =>
          floorS3.presignedUrl('PUT', BUCKET, KEY, 600, { partNumber: String(index + 1), uploadId }),
        ),
      );
      const floor = await timedFloorUpload(pages.direct, file, urls);
      const completing = Date.now();
      await s3.completeMultipartUpload(
        BUCKET,
        KEY,
        uploadId,
        floor.etags.map((etag, index) => ({ part: index + 1, etag: etag.replace(/"/g, '') })),
      );
      results.upload.floor.push(SIZE / MIB / (floor.seconds + (Date.now() - completing) / 1000));
      results.upload.proxy.push(SIZE / MIB / (await timedUiUpload(pages.proxy, bench.base, file)));
      console.log(
        `round ${round}: download direct/floor/proxy ${[results.download.direct, results.download.floor, results.download.proxy].map((list) => list.at(-1)?.toFixed(1)).join(' / ')} MiB/s; ` +
          `upload ${[results.upload.direct, results.upload.floor, results.upload.proxy].map((list) => list.at(-1)?.toFixed(1)).join(' / ')} MiB/s; load ${uptime()}`,
      );
    }

    console.log('\n| transfer (Chromium, median) | direct | floor | proxy | direct/floor | direct/proxy |');
    console.log('| --- | --- | --- | --- | --- | --- |');
    for (const kind of ['download', 'upload'] as const) {
      const [d, f, p] = (['direct', 'floor', 'proxy'] as const).map((side) => median(results[kind][side]));
      console.log(
        `| ${kind} ${(SIZE / MIB).toFixed(0)} MiB | ${d?.toFixed(1)} MiB/s | ${f?.toFixed(1)} MiB/s | ${p?.toFixed(1)} MiB/s | ` +
          `${((d ?? 0) / (f ?? 1)).toFixed(2)} | ${((d ?? 0) / (p ?? 1)).toFixed(2)} |`,
      );
    }
    console.log(`\nmachine: load average ${uptime()} at the end`);
  } finally {
    await browser.close();
    await direct.stop();
    await bench.app.stop();
    await stopAll();
  }
}

runBenchmark(main);
