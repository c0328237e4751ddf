import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '@contract/generated/api';
import { api, call } from '../../api/client';
import { PREFETCHED_FRESH_MS } from '../../shared/manifest/feature-manifest';

type Schemas = components['schemas'];
export type AdminInfo = Schemas['AdminInfo'];
export type ServerInfo = Schemas['ServerInfo'];
export type DriveInfo = Schemas['DriveInfo'];
export type Widget = Schemas['Widget'];
export type UnknownJob = Schemas['UnknownJob'];

/** A time range as the widget calls send it: unix seconds, the step in minutes (spec 02 §7). */
export interface WidgetRange {
  readonly start: number;
  readonly end: number;
  readonly step: number;
}

export const dashboardKeys = {
  info: ['dashboard', 'info'] as const,
  widgets: ['dashboard', 'widget'] as const,
  widget: (id: number, range: WidgetRange | undefined) =>
    range
      ? (['dashboard', 'widget', id, range.start, range.end, range.step] as const)
      : (['dashboard', 'widget', id, 'live'] as const),
};

/** `GET /api/v1/admin/info`: the General Status, and the widget list when Prometheus is configured. */
export const adminInfoOptions = queryOptions({
  queryKey: dashboardKeys.info,
  queryFn: () => call(api().GET('/api/v1/admin/info', { params: { query: {} } })),
  // The route's prefetch (dashboard-prefetch.ts) loaded it a moment before the page mounts: not asked again then.
  staleTime: PREFETCHED_FRESH_MS,
});

/** The General Status and the widget list (adminInfoOptions). */
export function useAdminInfo() {
  return useQuery({
    ...adminInfoOptions,
    // Until the console has taken its first sample the live charts cannot say since when; ask again each interval.
    refetchInterval: (query) => {
      const realtime = query.state.data?.realtime;
      return realtime && realtime.since === undefined ? realtime.intervalSeconds * 1000 : false;
    },
  });
}

/** `GET /api/v1/admin/info/widgets/{id}`: one widget's series over the range (or, live, the server's last hour). */
export function fetchWidget(id: number, range: WidgetRange | undefined, signal?: AbortSignal) {
  return call(
    api().GET('/api/v1/admin/info/widgets/{widgetId}', {
      params: { path: { widgetId: id }, query: range ?? {} },
      ...(signal ? { signal } : {}),
    }),
  );
}

/** One widget's query (fetchWidget), under the key its card reads. */
export function widgetOptions(id: number, range: WidgetRange | undefined) {
  return queryOptions({
    queryKey: dashboardKeys.widget(id, range),
    queryFn: () => fetchWidget(id, range),
    // A failed widget shows its error at once (spec 02 §4): retrying would only keep it spinning.
    retry: false,
    // What the route's prefetch loaded for the first window is not asked again as the cards mount.
    staleTime: PREFETCHED_FRESH_MS,
  });
}

/**
 * One widget's series over the range; loaded on mount and range change. A live chart (no range: the server's last
 * hour up to now) is read again every `refreshMs`, which also keeps the console sampling while the page is open.
 */
export function useWidget(id: number, range: WidgetRange | undefined, refreshMs?: number) {
  return useQuery({ ...widgetOptions(id, range), ...(refreshMs ? { refetchInterval: refreshMs } : {}) });
}
