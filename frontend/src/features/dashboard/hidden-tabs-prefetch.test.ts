import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { deferredAnswer, stubFetch } from '../../testing/fetch-stub';
import { dashboardKeys, widgetOptions } from './dashboard.queries';
import { cancelUnwatched, prefetchHiddenTabs } from './hidden-tabs-prefetch';
import { widgetRange } from './widget-range';

const range = widgetRange(1_700_000_000, 1_700_003_600);
const OPEN = [1, 2];
const HIDDEN = [3, 4, 5];
const widget = (id: number) => ({ id, title: `w${id}`, type: 'graph', targets: [] });
const widgetOf = (path: string) => Number(/widgets\/(\d+)/.exec(path)?.[1]);
/** Past the idle callback's stand-in (a 50 ms timer in jsdom, which has no requestIdleCallback). */
const idle = () => new Promise((resolve) => setTimeout(resolve, 80));

/** The open tab's cards: observers of its widget queries, which load them. */
function openCards(queryClient: QueryClient) {
  const stops = OPEN.map((id) => new QueryObserver(queryClient, widgetOptions(id, range)).subscribe(() => undefined));
  return () => stops.forEach((stop) => stop());
}

describe("the other tabs' widgets, loaded at idle", () => {
  it('are asked once the open tab has every answer, each once, into the keys their cards read', async () => {
    const open = OPEN.map(() => deferredAnswer());
    const seen = stubFetch((request) => {
      const id = widgetOf(request.path);
      const index = OPEN.indexOf(id);
      return index >= 0 ? (open[index]?.promise ?? { status: 500 }) : { status: 200, body: widget(id) };
    });
    const queryClient = new QueryClient();
    const closeCards = openCards(queryClient);
    const stop = prefetchHiddenTabs(queryClient, OPEN, HIDDEN, range);

    open[0]?.resolve({ status: 200, body: widget(1) });
    await idle();
    // One open widget still loading: nothing else asked.
    expect(seen.map((request) => widgetOf(request.path)).sort()).toEqual(OPEN);

    // The last one fails: an answer all the same (its card shows the error); the others are asked now.
    open[1]?.resolve({ status: 502, body: { message: 'Prometheus unreachable: connection refused' } });
    await idle();
    await idle();
    expect(seen.map((request) => widgetOf(request.path)).sort()).toEqual([...OPEN, ...HIDDEN]);
    for (const id of HIDDEN) {
      expect(queryClient.getQueryData(dashboardKeys.widget(id, range))).toEqual(widget(id));
    }
    stop();
    closeCards();
  });

  it('skips a widget that already has an answer for the range, data or error, and asks nothing once stopped', async () => {
    const seen = stubFetch((request) =>
      widgetOf(request.path) === 4
        ? { status: 502, body: { message: 'Prometheus unreachable: connection refused' } }
        : { status: 200, body: widget(widgetOf(request.path)) },
    );
    const queryClient = new QueryClient();
    queryClient.setQueryData(dashboardKeys.widget(3, range), widget(3));
    // Widget 4 answered with an error before (its tab was open): its card shows that error, it is not asked again.
    await queryClient.prefetchQuery(widgetOptions(4, range));
    expect(queryClient.getQueryState(dashboardKeys.widget(4, range))?.status).toBe('error');
    const closeCards = openCards(queryClient);
    const stop = prefetchHiddenTabs(queryClient, OPEN, HIDDEN, range);
    await idle();
    await idle();
    expect(seen.map((request) => widgetOf(request.path)).sort()).toEqual([1, 2, 4, 5]);

    // Another range whose open widgets have their answers: stopped before the idle callback, nothing is asked.
    const later = widgetRange(range.start + 60, range.end + 60);
    for (const id of OPEN) queryClient.setQueryData(dashboardKeys.widget(id, later), widget(id));
    const stopLater = prefetchHiddenTabs(queryClient, OPEN, HIDDEN, later);
    stopLater();
    await idle();
    expect(seen).toHaveLength(4);
    stop();
    closeCards();
  });

  it('cancelled when the range changes: a widget still loading with no card is left without an answer', async () => {
    const hidden = deferredAnswer();
    stubFetch((request) =>
      widgetOf(request.path) === 3 ? hidden.promise : { status: 200, body: widget(widgetOf(request.path)) },
    );
    const queryClient = new QueryClient();
    const closeCards = openCards(queryClient);
    const stop = prefetchHiddenTabs(queryClient, OPEN, [3], range);
    await idle();
    await idle();
    expect(queryClient.getQueryState(dashboardKeys.widget(3, range))?.fetchStatus).toBe('fetching');

    cancelUnwatched(queryClient, [...OPEN, 3], range);
    hidden.resolve({ status: 200, body: widget(3) });
    await idle();
    const state = queryClient.getQueryState(dashboardKeys.widget(3, range));
    expect(state?.fetchStatus).toBe('idle');
    expect(state?.data).toBeUndefined();
    // The open tab's widgets, read by their cards, keep their answers.
    expect(queryClient.getQueryData(dashboardKeys.widget(1, range))).toEqual(widget(1));
    stop();
    closeCards();
  });
});
