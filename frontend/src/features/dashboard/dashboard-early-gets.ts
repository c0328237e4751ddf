import type { EarlyGet } from '../../api/early-gets';

/** The dashboard's addresses within the app (manifest.ts): the page, and the same page full screen. */
const DASHBOARD_ROUTES = new Set(['/dashboard', '/metrics']);

/**
 * The dashboard's first GET for an address within the app, as the page loads: `/admin/info` (the General Status and
 * the widget list), which the widgets wait for; none for any other address. Dependency-free, for the early bundle
 * (early/early.ts): MinIO's server-info and data-usage calls then run while the app's scripts load.
 */
export function dashboardEarlyGets(routePath: string): EarlyGet[] {
  return DASHBOARD_ROUTES.has(routePath.replace(/\/+$/, '')) ? [{ path: '/api/v1/admin/info' }] : [];
}
