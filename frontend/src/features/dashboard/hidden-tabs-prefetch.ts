import type { QueryClient } from '@tanstack/react-query';
import { dashboardKeys, fetchWidget, widgetOptions, type WidgetRange } from './dashboard.queries';

/** A browser's idle callback, or a timer where there is none (Safari): the work runs after the open tab's frames. */
function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: 1000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 50);
  return () => clearTimeout(handle);
}

/** Whether every one of these widget queries has its answer (data or error) and none is loading. */
function allSettled(queryClient: QueryClient, ids: readonly number[], range: WidgetRange): boolean {
  return ids.every((id) => {
    const state = queryClient.getQueryState(dashboardKeys.widget(id, range));
    return state !== undefined && state.status !== 'pending' && state.fetchStatus === 'idle';
  });
}

/**
 * Loads the widgets of the tabs not open (`hidden`) over the same range, at idle once every widget of the open tab
 * (`open`) has answered: their answers wait in the query cache under the very keys the cards use, so a click on
 * another tab draws its charts from the cache in one render instead of asking then. Each widget is asked once per
 * range (one with an answer is not asked again; one whose card loads it already is shared). Answers the function that
 * stops waiting (cancelUnwatched ends what is already loading).
 */
export function prefetchHiddenTabs(
  queryClient: QueryClient,
  open: readonly number[],
  hidden: readonly number[],
  range: WidgetRange,
): () => void {
  let cancelIdle: (() => void) | undefined;
  // A widget with an answer for this range, data or error (a tab seen before), is not asked again: its card, when
  // shown, decides as it always does whether to ask again. With the abort signal, so that cancelling it
  // (cancelUnwatched) also ends its request.
  const start = () =>
    hidden
      .filter((id) => (queryClient.getQueryState(dashboardKeys.widget(id, range))?.status ?? 'pending') === 'pending')
      .forEach(
        (id) =>
          void queryClient.prefetchQuery({
            ...widgetOptions(id, range),
            queryFn: ({ signal }) => fetchWidget(id, range, signal),
          }),
      );
  const check = () => {
    if (cancelIdle || !allSettled(queryClient, open, range)) return;
    unsubscribe();
    cancelIdle = whenIdle(start);
  };
  const unsubscribe = queryClient.getQueryCache().subscribe(check);
  check();
  return () => {
    unsubscribe();
    cancelIdle?.();
  };
}

/** Cancels the widget queries of a range that are loading with no card reading them (the range changed). */
export function cancelUnwatched(queryClient: QueryClient, ids: readonly number[], range: WidgetRange): void {
  for (const id of ids) {
    const query = queryClient.getQueryCache().find({ queryKey: dashboardKeys.widget(id, range), exact: true });
    if (query && query.getObserversCount() === 0 && query.state.fetchStatus === 'fetching') void query.cancel();
  }
}
