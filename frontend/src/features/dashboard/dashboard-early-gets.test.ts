import { api, call } from '../../api/client';
import { CSRF_HEADERS } from '../../api/csrf-headers';
import { startEarlyGets, takeEarlyGet, earlyGetUrl } from '../../api/early-gets';
import { PREFETCHED_FRESH_MS } from '../../shared/manifest/feature-manifest';
import { stubFetch } from '../../testing/fetch-stub';
import {
  dashboardWidgetEarlyGets,
  earlyDashboardWindow,
  forgetEarlyDashboardWindow,
  PROMETHEUS_FEATURE,
  USAGE_WIDGET_IDS,
} from './dashboard-early-gets';
import { widgetRange } from './widget-range';

const base = () => `${window.location.origin}`;
const viewer = { pages: ['/dashboard', '/metrics', '/buckets'], features: [PROMETHEUS_FEATURE] };
const now = Date.parse('2026-11-26T04:00:00Z');

describe("the dashboard's early widget GETs", () => {
  afterEach(() => forgetEarlyDashboardWindow());

  it("are the page's first widget calls: it asks for the window they used, takes them, and asks nothing twice", async () => {
    const seen = stubFetch(() => ({ status: 200, body: { id: 1, title: 'x', type: 'stat', targets: [] } }));
    startEarlyGets(base(), dashboardWidgetEarlyGets('/dashboard', viewer, now), CSRF_HEADERS);

    // What MetricsDashboard and useWidget do: the early window when there is one, its range, one GET per widget.
    const window = earlyDashboardWindow(now + 1_000);
    expect(window).toEqual({ start: Math.floor(now / 1000) - 3600, end: Math.floor(now / 1000) });
    const range = widgetRange(window?.start ?? 0, window?.end ?? 0);
    for (const widgetId of USAGE_WIDGET_IDS) {
      await call(api().GET('/api/v1/admin/info/widgets/{widgetId}', { params: { path: { widgetId }, query: range } }));
    }
    expect(seen).toHaveLength(USAGE_WIDGET_IDS.length);
    expect(new URL(seen[0]?.url ?? '').search).toBe(`?start=${range.start}&end=${range.end}&step=${range.step}`);
  });

  it('are not started for a session without the page, without Prometheus, without a session, or elsewhere', () => {
    expect(dashboardWidgetEarlyGets('/dashboard', { pages: ['/buckets'], features: [PROMETHEUS_FEATURE] })).toEqual([]);
    expect(dashboardWidgetEarlyGets('/dashboard', { pages: ['/dashboard'], features: [] })).toEqual([]);
    expect(dashboardWidgetEarlyGets('/metrics', { pages: ['/dashboard'], features: [PROMETHEUS_FEATURE] })).toEqual([]);
    expect(dashboardWidgetEarlyGets('/dashboard', undefined)).toEqual([]);
    expect(dashboardWidgetEarlyGets('/buckets', viewer)).toEqual([]);
    expect(earlyDashboardWindow()).toBeUndefined();
    expect(dashboardWidgetEarlyGets('/metrics/', viewer)).toHaveLength(USAGE_WIDGET_IDS.length);
  });

  it('leave the page its own window once they are too old to be taken', () => {
    dashboardWidgetEarlyGets('/dashboard', viewer, now);
    expect(earlyDashboardWindow(now + PREFETCHED_FRESH_MS + 1)).toBeUndefined();
  });

  it('are forgotten with the others when one answers 401', async () => {
    stubFetch(() => ({ status: 401, body: { code: 401, message: 'Unauthorized', detailedMessage: '' } }));
    const gets = dashboardWidgetEarlyGets('/dashboard', viewer);
    startEarlyGets(base(), gets, CSRF_HEADERS);
    const [first, second] = gets;
    if (!first || !second) throw new Error('no early GETs');
    expect((await takeEarlyGet(new Request(earlyGetUrl(base(), first))))?.status).toBe(401);
    expect(takeEarlyGet(new Request(earlyGetUrl(base(), second)))).toBeUndefined();
  });
});
