import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';
import { login } from '../../test/support/app-under-test';
import { startConsole } from '../../test/support/console-process';
import { loadWorld, need } from '../../test/world/state';
import { dashboardObserver, USAGE_DRAWN } from './dashboard-probes';
import { sideContext } from './page-loads';

/** One build of the console under an A/B dashboard bench, started and logged in. */
export interface DashboardSide {
  readonly dist: string;
  readonly base: string;
  readonly cookie: string;
}

/**
 * Starts one console per build (`OBJECT_CONSOLE_DIST`) on the test world's erasure MinIO with its Prometheus, and
 * logs each in as root. The consoles are stopped by `interleavedLoads` (stopAll) once the rounds are done.
 */
export async function dashboardSides(dists: readonly string[]): Promise<DashboardSide[]> {
  const world = loadWorld();
  const minio = need(world.minio.erasure, 'erasure MinIO');
  const env = {
    CONSOLE_MINIO_SERVER: minio.endpoint,
    CONSOLE_LOG_LEVEL: 'warn',
    CONSOLE_PROMETHEUS_URL: need(world.prometheus, 'Prometheus').url,
    CONSOLE_PROMETHEUS_JOB_ID: `minio-${minio.name}`,
  };
  const sides: DashboardSide[] = [];
  for (const dist of dists) {
    process.env.OBJECT_CONSOLE_DIST = dist;
    const instance = await startConsole(env);
    const base = instance.url.replace(/\/$/, '');
    sides.push({ dist, base, cookie: await login(base, minio.accessKey, minio.secretKey) });
  }
  return sides;
}

/** A cold load of /dashboard under way: a new context with the side's session, the Usage observer, CDP metrics on. */
export interface OpenedDashboard {
  readonly context: BrowserContext;
  readonly page: Page;
  readonly cdp: CDPSession;
}

/** Opens /dashboard for one side in a new Chromium context; the caller waits for what it measures, then closes it. */
export async function openDashboard(browser: Browser, side: DashboardSide): Promise<OpenedDashboard> {
  const context = await sideContext(browser, side.base, side.cookie);
  try {
    await context.addInitScript(dashboardObserver(USAGE_DRAWN));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    await page.goto(`${side.base}/dashboard`, { waitUntil: 'commit' });
    return { context, page, cdp };
  } catch (error) {
    await context.close();
    throw error;
  }
}

/** The renderer's CDP Performance metrics, in ms (times) — counts come out × 1000 too. */
export async function mainThreadMetrics(cdp: CDPSession): Promise<Record<string, number>> {
  const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
  return Object.fromEntries(metrics.map((entry) => [entry.name, entry.value * 1000]));
}
