import type { QueryClient } from '@tanstack/react-query';
import { settledEarlyDashboardWindow, USAGE_WIDGET_IDS } from './dashboard-early-gets';
import { adminInfoOptions, widgetOptions } from './dashboard.queries';
import { widgetRange } from './widget-range';

/**
 * The dashboard route's prefetch, run as the navigation begins: `/admin/info`, and — when the early bundle started
 * the Usage tab's widget GETs (a first load of the page, with Prometheus; the router may run this before the
 * session's answer has let the early bundle decide, so it waits for that) — those twelve widgets over the window
 * they asked for. Their answers land in the query cache before the page's cards mount, so the Usage tab renders
 * once with every widget's data instead of once per answer (each answer would otherwise be its own render of the
 * page, one timer task each). Nothing more is asked than the page would ask: the same URLs, taken from the early
 * GETs. Failures stay in the cache for the page (each widget card shows its own).
 */
export function prefetchDashboard(queryClient: QueryClient): Promise<unknown> {
  const widgets = settledEarlyDashboardWindow().then((window) => {
    if (!window) return [];
    const range = widgetRange(window.start, window.end);
    return Promise.allSettled(USAGE_WIDGET_IDS.map((id) => queryClient.prefetchQuery(widgetOptions(id, range))));
  });
  return Promise.allSettled([queryClient.prefetchQuery(adminInfoOptions), widgets]);
}
