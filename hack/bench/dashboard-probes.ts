import type { Page } from '@playwright/test';
import { WIDGET_CATALOGUE } from '../../backend/src/features/dashboard/widget-catalogue';

/*
 * What the dashboard benchmark measures inside the page: when every widget of a tab is drawn. The in-page parts are
 * plain script text, not functions (see browser-probes.ts: a serialised function would call tsx's `__name`).
 */

/**
 * When a tab counts as drawn, for one side: every widget request it made has answered, none is in flight, no
 * loading indicator is left in the page, and (ours) every widget card holds its chart, value, "no data" or error.
 */
export interface DrawnSpec {
  /** Widget requests the tab makes at least (`/info/widgets/` in the URL). */
  readonly requests: number;
  /** A loading indicator: none may be in the page. */
  readonly busy: string;
  /** A drawn widget, and how many must be in the page (0: not checked). */
  readonly drawn: string;
  readonly drawnCount: number;
  /** What to click first (a tab), matched by selector and, when given, by its text; absent: nothing. */
  readonly click?: { readonly selector: string; readonly text?: string };
  /**
   * The tab's widget ids, when known: each must have an answered request, made since the page loaded (a tab whose
   * widgets were fetched before the click counts them), instead of `requests` made after the click.
   */
  readonly widgetIds?: readonly number[];
}

/** Our Usage tab drawn: its widget GETs answered, no spinner left, and every card holding its value, chart or state. */
const USAGE_WIDGETS = WIDGET_CATALOGUE.filter((widget) => widget.group === 'usage').length;
export const USAGE_DRAWN: DrawnSpec = {
  requests: USAGE_WIDGETS,
  busy: '[data-test="dashboard"] .pf-v6-c-spinner',
  drawn:
    '[data-test="widget"]:has([data-test="widget-value"], [data-test="widget-chart"] canvas, ' +
    '[data-test="widget-empty"], [data-test="widget-error"])',
  drawnCount: USAGE_WIDGETS,
};

/** A tab's measure: ms from navigation start or from the click to the frame after the one painting it all. */
export interface DrawnTiming {
  readonly drawnMs: number;
  /** Widget requests seen, and the first start and last end of them, in ms from the same origin. */
  readonly requests: number;
  readonly firstRequestMs: number;
  readonly lastAnswerMs: number;
  /** Widget answers that were not 2xx (a request still in flight, such as a prefetch begun after drawn, is not). */
  readonly failed: number;
  /**
   * Where a page load's time went (ms from navigation start): DOMContentLoaded, the last script's end, and the first
   * call of each other API path (its start and end). Empty for a tab click.
   */
  readonly milestones: Readonly<Record<string, readonly [number, number]>>;
}

/**
 * Installed before the page's own scripts: counts the widget requests of fetch and XMLHttpRequest (ours uses fetch,
 * the peer XMLHttpRequest), and checks whether the armed tab is drawn whenever the DOM changes or a request ends.
 * `first` is armed at once (measured from navigation start), so the peer's tab is clicked as soon as it exists — a
 * person could not be faster.
 */
export const dashboardObserver = (first: DrawnSpec) => `(() => {
  const s = { requests: [], inflight: 0, spec: null, origin: 0, ready: undefined, drawn: undefined };
  window.__dash = s;
  const isWidget = (url) => String(url).includes('/info/widgets/');
  const begin = (url) => { const entry = { url: String(url), start: performance.now(), end: undefined, status: 0 };
    s.requests.push(entry); s.inflight += 1; return entry; };
  const finish = (entry, status) => { if (entry.end !== undefined) return; entry.end = performance.now();
    entry.status = status; s.inflight -= 1; s.check(); };
  const fetch0 = window.fetch;
  window.fetch = function (input, init) {
    const url = typeof input === 'string' ? input : (input && input.url) || String(input);
    const promise = fetch0.call(this, input, init);
    if (!isWidget(url)) return promise;
    const entry = begin(url);
    return promise.then(async (res) => { try { await res.clone().arrayBuffer(); } catch {} finish(entry, res.status); return res; },
      (error) => { finish(entry, 0); throw error; });
  };
  const open0 = XMLHttpRequest.prototype.open;
  XMLHttpRequest.prototype.open = function (method, url) { this.__url = url; return open0.apply(this, arguments); };
  const send0 = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.send = function () {
    if (isWidget(this.__url)) { const entry = begin(this.__url); this.addEventListener('loadend', () => finish(entry, this.status)); }
    return send0.apply(this, arguments);
  };
  const clickable = (click) => [...document.querySelectorAll(click.selector)]
    .find((el) => click.text === undefined || el.textContent.trim() === click.text);
  const check = () => {
    const spec = s.spec;
    if (!spec || s.ready !== undefined) return;
    if (spec.click && !s.clicked) {
      const target = clickable(spec.click);
      if (!target) return;
      s.clicked = true; if (!s.fromNavigation) s.origin = performance.now(); target.click(); return;
    }
    const mine = s.requests.filter((entry) => entry.start >= s.origin);
    if (spec.widgetIds) {
      const answered = new Set(s.requests.filter((entry) => entry.end !== undefined)
        .map((entry) => Number(/\\/info\\/widgets\\/(\\d+)/.exec(entry.url)?.[1])));
      if (spec.widgetIds.some((id) => !answered.has(id))) return;
    } else if (mine.length < spec.requests) return;
    if (s.inflight > 0 || document.querySelector(spec.busy)) return;
    if (spec.drawnCount > 0 && document.querySelectorAll(spec.drawn).length < spec.drawnCount) return;
    s.ready = performance.now();
    requestAnimationFrame(() => { s.drawn = performance.now(); });
  };
  // Checked when the DOM changes or a widget request ends (not every frame: the check would cost the page time).
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
  s.check = check;
  s.arm = (spec) => { Object.assign(s, { spec, origin: performance.now(), ready: undefined, drawn: undefined,
    clicked: false, fromNavigation: false }); check(); };
  s.arm(${JSON.stringify(first)});
  Object.assign(s, { origin: 0, fromNavigation: true });
})();`;

/** Arms the observer for another tab of the page (its click is made by the observer). */
export async function armTab(page: Page, spec: DrawnSpec): Promise<void> {
  await page.evaluate(`window.__dash.arm(${JSON.stringify(spec)})`);
}

/** Waits until the armed tab is drawn; answers its timing from the armed origin. */
export async function drawnTiming(page: Page, timeoutMs: number): Promise<DrawnTiming> {
  // An anonymous arrow (no kept name): a string predicate would need the eval our CSP forbids.
  await page.waitForFunction(
    () => (window as unknown as { __dash: { drawn?: number } }).__dash.drawn !== undefined,
    undefined,
    { timeout: timeoutMs, polling: 50 },
  );
  return (await page.evaluate(`(() => {
    const s = window.__dash;
    // The tab's own requests: made from the origin until it was drawn (not the next tabs' prefetch after it).
    const mine = s.requests.filter((entry) => entry.start >= s.origin && entry.start <= s.ready);
    return {
      drawnMs: s.drawn - s.origin,
      requests: mine.length,
      firstRequestMs: Math.min(...mine.map((entry) => entry.start)) - s.origin,
      lastAnswerMs: Math.max(...mine.map((entry) => entry.end ?? NaN)) - s.origin,
      failed: mine.filter((entry) => entry.end !== undefined && (entry.status < 200 || entry.status >= 300)).length,
      milestones: s.origin > 0 ? {} : (() => {
        const navigation = performance.getEntriesByType('navigation')[0];
        const resources = performance.getEntriesByType('resource');
        const scripts = resources.filter((entry) => entry.initiatorType === 'script');
        const out = {
          DOMContentLoaded: [0, navigation ? navigation.domContentLoadedEventEnd : NaN],
          scripts: [Math.min(...scripts.map((e) => e.startTime)), Math.max(...scripts.map((e) => e.responseEnd))],
        };
        for (const entry of resources) {
          const path = new URL(entry.name).pathname;
          if (!path.includes('/api/') || path.includes('/info/widgets/') || out[path]) continue;
          out[path] = [entry.startTime, entry.responseEnd];
        }
        return out;
      })(),
    };
  })()`)) as DrawnTiming;
}

/**
 * Widget requests made after the armed tab was drawn (a tab drawn "too early" would show some here); of the tab's
 * own widgets when the spec names them (not the other tabs' widgets the page loads at idle).
 */
export async function requestsAfterDrawn(page: Page): Promise<number> {
  return (await page.evaluate(`(() => {
    const s = window.__dash; const ids = s.spec.widgetIds;
    const of = (entry) => Number(/\\/info\\/widgets\\/(\\d+)/.exec(entry.url)?.[1]);
    return s.requests.filter((entry) => entry.start > s.ready && (!ids || ids.includes(of(entry)))).length;
  })()`)) as number;
}
