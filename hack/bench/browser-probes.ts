import type { CDPSession, Page } from '@playwright/test';

/*
 * What the object-browser benchmark measures inside the page. The in-page parts are plain script text, not
 * functions: tsx compiles this file with names kept, and a serialised function would call a `__name` helper the
 * page does not have.
 */

/**
 * Installed before any of the page's own scripts: watches the DOM for the first element matching `selector` and
 * notes, in the page's clock (0 = navigation start), when it was inserted and when the next frame — the one that
 * paints it — began.
 */
export const firstRowObserver = (selector: string) => `(() => {
  const state = { selector: ${JSON.stringify(selector)}, inserted: undefined, painted: undefined, clicked: undefined };
  window.__bench = state;
  const check = () => {
    if (state.selector === '' || state.inserted !== undefined || !document.querySelector(state.selector)) return;
    state.inserted = performance.now();
    requestAnimationFrame(() => { state.painted = performance.now(); });
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
})();`;

/** The selector of an object row whose key starts with `keyPrefix`. */
export const rowSelector = (keyPrefix: string) => `[data-test="object-row"][data-key^=${JSON.stringify(keyPrefix)}]`;

/** Clicks the name of the row with `key`, noting the click's time in the page's clock, and watches afresh. */
export async function clickRow(page: Page, key: string): Promise<void> {
  await page.evaluate(`(() => {
    Object.assign(window.__bench, { inserted: undefined, painted: undefined });
    const name = document.querySelector('[data-test="object-row"][data-key=' + ${JSON.stringify(JSON.stringify(key))} + '] [data-test="object-name"]');
    if (!name) throw new Error('no row ' + ${JSON.stringify(key)});
    window.__bench.clicked = performance.now();
    name.click();
  })()`);
}

/** Where a page load's time went, in ms since navigation start (the page's own Performance timing). */
export interface LoadTimeline {
  /** The frame painting the first watched row began. */
  readonly firstRow: number;
  /** The row was inserted into the DOM. */
  readonly inserted: number;
  /** The click that started an in-app navigation (absent for a page load). */
  readonly clicked?: number;
  /** The HTML, the last script, DOMContentLoaded. */
  readonly documentEnd: number;
  readonly scriptsEnd: number;
  readonly domContentLoaded: number;
  /** Each API call the page made: path without the query, start and end. */
  readonly calls: ReadonlyArray<{ readonly path: string; readonly start: number; readonly end: number }>;
}

/** Waits until the watched row is painted and answers the load's timeline. */
export async function timelineOf(page: Page, timeoutMs: number): Promise<LoadTimeline> {
  // An anonymous arrow (no kept name): the page's CSP forbids the eval a string predicate would need.
  await page.waitForFunction(
    () => (window as unknown as { __bench: { painted?: number } }).__bench.painted !== undefined,
    undefined,
    { timeout: timeoutMs },
  );
  return (await page.evaluate(`(() => {
    const navigation = performance.getEntriesByType('navigation')[0];
    const resources = performance.getEntriesByType('resource');
    const scripts = resources.filter((entry) => entry.initiatorType === 'script');
    return {
      firstRow: window.__bench.painted,
      inserted: window.__bench.inserted,
      ...(window.__bench.clicked === undefined ? {} : { clicked: window.__bench.clicked }),
      documentEnd: navigation ? navigation.responseEnd : 0,
      scriptsEnd: Math.max(0, ...scripts.map((entry) => entry.responseEnd)),
      domContentLoaded: navigation ? navigation.domContentLoadedEventEnd : 0,
      calls: resources
        .filter((entry) => entry.name.includes('/api/'))
        .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime, end: entry.responseEnd })),
    };
  })()`)) as LoadTimeline;
}

/** JS heap in use (bytes) and DOM node count of the page, from CDP `Performance.getMetrics`. */
export async function heapOf(cdp: CDPSession): Promise<{ heap: number; nodes: number }> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const value = (name: string) => metrics.find((metric) => metric.name === name)?.value ?? Number.NaN;
  return { heap: value('JSHeapUsedSize'), nodes: value('Nodes') };
}

/** Samples the heap every `everyMs` until stopped, answering the peak seen. */
export function heapSampler(cdp: CDPSession, everyMs: number): { stop(): Promise<number> } {
  let peak = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      peak = Math.max(peak, (await heapOf(cdp)).heap);
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return Math.max(peak, (await heapOf(cdp)).heap);
    },
  };
}

/**
 * Scrolls the listing's own scroll box one viewport (or `viewportsPerFrame`) per frame until the row with `lastKey` is in the DOM (the table
 * loads further pages as the end comes near; at the loaded end the loop waits frame by frame). Answers the time
 * taken and the frames.
 */
export async function scrollToRow(
  page: Page,
  lastKey: string,
  deadlineMs: number,
  viewportsPerFrame = 1,
): Promise<{ ms: number }> {
  return (await page.evaluate(`(async () => {
    const box = document.querySelector('[data-test="object-scroll"]');
    const last = '[data-test="object-row"][data-key=' + ${JSON.stringify(JSON.stringify(lastKey))} + ']';
    const started = performance.now();
    while (!document.querySelector(last)) {
      box.scrollTop = box.scrollTop + box.clientHeight * ${viewportsPerFrame};
      await new Promise((resolve) => requestAnimationFrame(resolve));
      if (performance.now() - started > ${deadlineMs}) throw new Error('the last row was not reached in time');
    }
    return { ms: performance.now() - started };
  })()`)) as { ms: number };
}
