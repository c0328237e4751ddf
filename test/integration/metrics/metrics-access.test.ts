import { randomBytes } from 'node:crypto';
import { startApp, type AppUnderTest } from '@test/support/app-under-test';
import { loadWorld, need } from '@test/world/state';
import { BROWSER_ACCEPT, pageOnlyStaticDir, scrape } from './metrics-kit';

const minio = need(loadWorld().minio.erasure, 'erasure MinIO');
const PAGE_MARKER = `metrics-page-${randomBytes(4).toString('hex')}`;
const staticDir = pageOnlyStaticDir(PAGE_MARKER);

async function withApp(metrics: string | undefined, test: (app: AppUnderTest) => Promise<void>): Promise<void> {
  const app = await startApp({
    CONSOLE_MINIO_SERVER: minio.endpoint,
    CONSOLE_STATIC_DIR: staticDir,
    ...(metrics === undefined ? {} : { CONSOLE_METRICS: metrics }),
  });
  try {
    await test(app);
  } finally {
    await app.close();
  }
}

const browserGetsThePage = async (base: string) => {
  const res = await fetch(`${base}/metrics`, { headers: { Accept: BROWSER_ACCEPT } });
  expect(res.status).toBe(200);
  expect(await res.text()).toContain(PAGE_MARKER);
};

describe('who may read /metrics (CONSOLE_METRICS)', () => {
  it('is off by default: a scraper gets a 404, a browser still the Metrics page', async () => {
    await withApp(undefined, async (app) => {
      const res = await scrape(app.base);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toMatch(/object_console_|process_cpu/);
      await browserGetsThePage(app.base);
    });
  });

  it('with a token, answers 401 without it or with another one, and the metrics with it', async () => {
    const token = randomBytes(24).toString('base64url');
    await withApp(token, async (app) => {
      const without = await scrape(app.base);
      expect(without.status).toBe(401);
      expect(without.headers.get('www-authenticate')).toMatch(/^Bearer /);
      expect(await without.text()).not.toMatch(/object_console_/);
      expect((await scrape(app.base, { Authorization: `Bearer ${token}x` })).status).toBe(401);
      expect(
        (await scrape(app.base, { Authorization: `Basic ${Buffer.from(`a:${token}`).toString('base64')}` })).status,
      ).toBe(401);
      const right = await scrape(app.base, { Authorization: `Bearer ${token}` });
      expect(right.status).toBe(200);
      expect(await right.text()).toMatch(/^object_console_http_request_duration_seconds_count\{/m);
      // The page needs no token: it is the app, which asks for a login itself.
      await browserGetsThePage(app.base);
    });
  });

  it('under a sub-path, answers at the sub-path and at the root (as /healthz does)', async () => {
    const app = await startApp({
      CONSOLE_MINIO_SERVER: minio.endpoint,
      CONSOLE_STATIC_DIR: staticDir,
      CONSOLE_METRICS: 'on',
      CONSOLE_SUBPATH: '/tools/console/',
    });
    try {
      expect((await scrape(`${app.base}/tools/console`)).status).toBe(200);
      expect((await scrape(app.base)).status).toBe(200);
    } finally {
      await app.close();
    }
  });
});
