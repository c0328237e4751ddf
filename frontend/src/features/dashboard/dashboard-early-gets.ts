import type { EarlyGet } from '../../api/early-gets';
import { serverNow } from '../../api/server-clock';
import { PREFETCHED_FRESH_MS } from '../../shared/manifest/feature-manifest';
import { lastHour, widgetRange } from './widget-range';

/** The dashboard's addresses within the app (manifest.ts): the page, and the same page full screen. */
const DASHBOARD_ROUTES = new Set(['/dashboard', '/metrics']);

/** The session feature saying the metric widgets come from Prometheus (features/session/session.operations.ts). */
export const PROMETHEUS_FEATURE = 'prometheus-metrics';

/**
 * The widgets of the Usage tab, the tab the dashboard opens on, in the catalogue's order
 * (backend/src/features/dashboard/widget-catalogue.ts; a unit test holds the two together). The catalogue is static,
 * so the early bundle knows these ids before `/admin/info` lists them.
 */
export const USAGE_WIDGET_IDS: readonly number[] = [1, 50, 51, 66, 44, 53, 9, 55, 80, 81, 68, 52];

/** The window the early widget GETs asked for, for the page to ask for the same (and so take their answers). */
interface EarlyWindow {
  readonly at: number;
  readonly start: number;
  readonly end: number;
}

/** Shared by the two bundles (early.ts and the dashboard's chunk) through one global. */
const WINDOW = '__objectConsoleDashboardWindow';
/** Settles once the early bundle knows whether it starts the widget GETs (the session has answered). */
const PENDING = '__objectConsoleDashboardWindowPending';
type WithWindow = typeof globalThis & { [WINDOW]?: EarlyWindow; [PENDING]?: Promise<void> };

/** Whether an address within the app is the dashboard's. */
export function isDashboard(routePath: string): boolean {
  return DASHBOARD_ROUTES.has(routePath.replace(/\/+$/, ''));
}

/**
 * The dashboard's first GET for an address within the app, as the page loads: `/admin/info` (the General Status and
 * the widget list); none for any other address. Dependency-free, for the early bundle (early/early.ts): MinIO's
 * server-info and data-usage calls then run while the app's scripts load.
 */
export function dashboardEarlyGets(routePath: string): EarlyGet[] {
  return isDashboard(routePath) ? [{ path: '/api/v1/admin/info' }] : [];
}

/** The route chunk groups (early/route-chunks.ts) of the dashboard's page (and uPlot) for an address within the app. */
export function dashboardRouteChunks(routePath: string): string[] {
  return isDashboard(routePath) ? ['dashboard'] : [];
}

/** What the early bundle reads of the session's answer (the contract's `Session`). */
interface SessionFacts {
  readonly pages?: readonly string[];
  readonly features?: readonly string[];
}

/**
 * The Usage tab's widget GETs for an address, once the session's answer is known: only on the dashboard's
 * addresses, only for a session that may open the page and whose widgets come from Prometheus (anyone else gets
 * nothing fetched), over the last hour up to now by the server's clock (learned from the session's answer) — the
 * window the page then starts with (`earlyDashboardWindow`), so that its calls are these very URLs. Dependency-free,
 * for the early bundle.
 */
export function dashboardWidgetEarlyGets(
  routePath: string,
  session: SessionFacts | undefined,
  now: number = serverNow(),
): EarlyGet[] {
  const route = routePath.replace(/\/+$/, '');
  if (!isDashboard(route) || !session?.pages?.includes(route) || !session.features?.includes(PROMETHEUS_FEATURE)) {
    return [];
  }
  const window = lastHour(Math.floor(now / 1000));
  (globalThis as WithWindow)[WINDOW] = { at: now, ...window };
  const range = widgetRange(window.start, window.end);
  return USAGE_WIDGET_IDS.map((widgetId) => ({
    path: '/api/v1/admin/info/widgets/{widgetId}',
    params: { path: { widgetId: String(widgetId) }, query: { start: range.start, end: range.end, step: range.step } },
  }));
}

/**
 * The window the early widget GETs asked for, while their answers are still taken (PREFETCHED_FRESH_MS), for the
 * page's first window: its first calls are then the early ones. Undefined when there were none.
 */
export function earlyDashboardWindow(now: number = serverNow()): { start: number; end: number } | undefined {
  const early = (globalThis as WithWindow)[WINDOW];
  if (!early || now - early.at > PREFETCHED_FRESH_MS) return undefined;
  return { start: early.start, end: early.end };
}

/**
 * Early bundle: the widget GETs are decided by `decided` (the session's answer read, the GETs started or not). The
 * route's prefetch, which may run before that, waits for it (settledEarlyDashboardWindow).
 */
export function awaitEarlyDashboardWindow(decided: Promise<unknown>): void {
  (globalThis as WithWindow)[PENDING] = decided.then(
    () => undefined,
    () => undefined,
  );
}

/**
 * The early window once the early bundle has decided whether to start the widget GETs: at once when it had nothing
 * to decide (another address, no session, a later navigation), else when the session's answer has been read.
 */
export async function settledEarlyDashboardWindow(): Promise<{ start: number; end: number } | undefined> {
  await (globalThis as WithWindow)[PENDING];
  return earlyDashboardWindow();
}

/** The page has taken the early window: a later visit starts from its own "now". */
export function forgetEarlyDashboardWindow(): void {
  delete (globalThis as WithWindow)[WINDOW];
  delete (globalThis as WithWindow)[PENDING];
}
