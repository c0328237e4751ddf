/** One event of a Chromium performance trace (`browser.startTracing`), the fields the benches read. */
export interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly ts: number;
  readonly dur?: number;
  readonly pid?: number;
  readonly tid?: number;
  readonly args?: {
    readonly name?: string;
    readonly data?: { readonly url?: string; readonly frame?: string; readonly functionName?: string };
  };
}

/** A top-level task of the page's main thread: its start in the page's clock (ms), its length, what it mostly did. */
export interface MainThreadTask {
  readonly start: number;
  readonly ms: number;
  readonly what: string;
}

/** A script or request URL as a table shows it: the path without `/assets/` and the content hash, and the query. */
export function assetName(url: string): string {
  const { pathname, search } = new URL(url);
  return (pathname.replace(/^\/assets\//, '').replace(/\.[0-9a-f]{20}\./, '.') + search).slice(0, 90);
}

/** The trace events that say what a task did, by name. */
const NAMED = new Set([
  'EvaluateScript',
  'v8.compile',
  'v8.evaluateModule',
  'FunctionCall',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'PrePaint',
  'Commit',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'RunMicrotasks',
]);

/**
 * The renderer main thread's top-level tasks of ≥ 4 ms (the page's renderer: the one that evaluated the app's
 * `/assets/` scripts), from `originUs` in the trace's clock, each named by its three longest kinds of work.
 */
export function mainThreadTasks(events: readonly TraceEvent[], originUs: number): MainThreadTask[] {
  const main = events.find(
    (e) =>
      e.name === 'thread_name' &&
      e.args?.name === 'CrRendererMain' &&
      events.some(
        (x) => x.pid === e.pid && x.name === 'EvaluateScript' && (x.args?.data?.url ?? '').includes('/assets/'),
      ),
  );
  if (!main) return [];
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined);
  return onMain
    .filter((e) => (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && (e.dur ?? 0) >= 4000)
    .map((task) => {
      const byKind = new Map<string, number>();
      for (const e of onMain) {
        if (!NAMED.has(e.name) || e.ts < task.ts || e.ts >= task.ts + (task.dur ?? 0)) continue;
        const url = e.args?.data?.url;
        const key = url ? `${e.name} ${assetName(url)}` : e.name;
        byKind.set(key, Math.max(byKind.get(key) ?? 0, (e.dur ?? 0) / 1000));
      }
      const what = [...byKind]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([key, ms]) => `${key} ${ms.toFixed(0)}`)
        .join(', ');
      return { start: (task.ts - originUs) / 1000, ms: (task.dur ?? 0) / 1000, what };
    });
}
