import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { CSRF_HEADERS } from '../../api/csrf-headers';
import { startEarlyGets } from '../../api/early-gets';
import { stubFetch } from '../../testing/fetch-stub';
import {
  awaitEarlyDashboardWindow,
  dashboardWidgetEarlyGets,
  earlyDashboardWindow,
  forgetEarlyDashboardWindow,
  PROMETHEUS_FEATURE,
  USAGE_WIDGET_IDS,
} from './dashboard-early-gets';
import { adminInfoOptions, dashboardKeys, widgetOptions } from './dashboard.queries';
import { prefetchDashboard } from './dashboard-prefetch';
import { widgetRange } from './widget-range';

const viewer = { pages: ['/dashboard'], features: [PROMETHEUS_FEATURE] };
const widget = (id: number) => ({ id, title: `w${id}`, type: 'stat', targets: [] });

describe("the dashboard route's prefetch", () => {
  afterEach(() => forgetEarlyDashboardWindow());

  it('puts the early Usage widget answers in the cache, where the mounting cards take them without asking again', async () => {
    const seen = stubFetch((request) => {
      const id = /widgets\/(\d+)/.exec(request.path)?.[1];
      return { status: 200, body: id ? widget(Number(id)) : { servers: [], metricsSource: 'prometheus' } };
    });
    startEarlyGets(window.location.origin, dashboardWidgetEarlyGets('/dashboard', viewer), CSRF_HEADERS);
    const early = earlyDashboardWindow();
    if (!early) throw new Error('no early window');
    const range = widgetRange(early.start, early.end);
    const queryClient = new QueryClient();

    await prefetchDashboard(queryClient);
    // The twelve early GETs and /admin/info: nothing twice.
    expect(seen).toHaveLength(USAGE_WIDGET_IDS.length + 1);
    for (const id of USAGE_WIDGET_IDS) {
      expect(queryClient.getQueryData(dashboardKeys.widget(id, range))).toEqual(widget(id));
    }
    // A card mounting now (an observer of the same query) finds it fresh: no request.
    const unsubscribe = [...USAGE_WIDGET_IDS.map((id) => widgetOptions(id, range)), adminInfoOptions].map((options) =>
      new QueryObserver(queryClient, options as never).subscribe(() => undefined),
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(seen).toHaveLength(USAGE_WIDGET_IDS.length + 1);
    unsubscribe.forEach((stop) => stop());
  });

  it('waits for the early bundle to decide on the widget GETs when it runs before the session has answered', async () => {
    const seen = stubFetch((request) => {
      const id = /widgets\/(\d+)/.exec(request.path)?.[1];
      return { status: 200, body: id ? widget(Number(id)) : { servers: [] } };
    });
    let decide = () => undefined as void;
    awaitEarlyDashboardWindow(new Promise<void>((resolve) => (decide = resolve)));
    const queryClient = new QueryClient();
    const prefetched = prefetchDashboard(queryClient);
    // The session answers: the early bundle starts the widget GETs, then its decision settles.
    startEarlyGets(window.location.origin, dashboardWidgetEarlyGets('/dashboard', viewer), CSRF_HEADERS);
    const early = earlyDashboardWindow();
    if (!early) throw new Error('no early window');
    decide();
    await prefetched;
    const range = widgetRange(early.start, early.end);
    expect(queryClient.getQueryData(dashboardKeys.widget(USAGE_WIDGET_IDS[0] ?? 0, range))).toBeDefined();
    expect(seen).toHaveLength(USAGE_WIDGET_IDS.length + 1);
  });

  it('asks only for /admin/info when the early bundle started no widget GETs', async () => {
    const seen = stubFetch(() => ({ status: 200, body: { servers: [] } }));
    await prefetchDashboard(new QueryClient());
    expect(seen.map((request) => request.path)).toEqual(['/api/v1/admin/info']);
  });
});
