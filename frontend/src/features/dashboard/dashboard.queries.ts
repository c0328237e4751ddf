import { useQuery } from '@tanstack/react-query';
import type { components } from '@contract/generated/api';
import { api, call } from '../../api/client';

type Schemas = components['schemas'];
export type AdminInfo = Schemas['AdminInfo'];
export type ServerInfo = Schemas['ServerInfo'];
export type DriveInfo = Schemas['DriveInfo'];
export type Widget = Schemas['Widget'];

/** A time range as the widget calls send it: unix seconds, the step in minutes (spec 02 §7). */
export interface WidgetRange {
  readonly start: number;
  readonly end: number;
  readonly step: number;
}

export const dashboardKeys = {
  info: ['dashboard', 'info'] as const,
  widgets: ['dashboard', 'widget'] as const,
  widget: (id: number, range: WidgetRange) => ['dashboard', 'widget', id, range.start, range.end, range.step] as const,
};

/** `GET /api/v1/admin/info`: the General Status, and the widget list when Prometheus is configured. */
export function useAdminInfo() {
  return useQuery({
    queryKey: dashboardKeys.info,
    queryFn: () => call(api().GET('/api/v1/admin/info', { params: { query: {} } })),
  });
}

/** `GET /api/v1/admin/info/widgets/{id}`: one widget's series over the range; loaded on mount and range change. */
export function useWidget(id: number, range: WidgetRange) {
  return useQuery({
    queryKey: dashboardKeys.widget(id, range),
    queryFn: () =>
      call(api().GET('/api/v1/admin/info/widgets/{widgetId}', { params: { path: { widgetId: id }, query: range } })),
    // A failed widget shows its error at once (spec 02 §4): retrying would only keep it spinning.
    retry: false,
  });
}
