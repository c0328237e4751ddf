/**
 * A page load in Chromium as the benchmarks measure it: the time until a given element is in the page (in the
 * page's own clock, 0 = navigation start) and what crossed the network until the page went quiet — bytes on the
 * wire (headers included, as Chromium's DevTools count them; nothing for what came from the cache), of which
 * scripts and stylesheets, and the encodings the scripts came in.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';

export interface PageLoad {
  /**
   * Navigation start to the ready element's insertion, ms, noted inside the page by a MutationObserver installed
   * before the page's own scripts: the same clock and the same moment for any page, with no harness in between.
   */
  readonly readyMs: number;
  /** The same, as the harness sees it (Playwright's wait for the element, then a round trip to read the clock). */
  readonly harnessReadyMs: number;
  /** Bytes received for every request of the load (headers and bodies as sent: compressed if they were). */
  readonly wireBytes: number;
  readonly jsWireBytes: number;
  readonly cssWireBytes: number;
  /** Requests that went to the network (not served from the cache). */
  readonly requests: number;
  /** Scripts served from the cache (memory or disk). */
  readonly cachedScripts: number;
  /** Content-Encoding of the scripts that came over the network (`identity` when none). */
  readonly jsEncodings: readonly string[];
}

/** A browser context for one side: a viewport, and the session cookie when given (`name=value`) for `base`. */
export async function sideContext(browser: Browser, base: string, cookie?: string): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  if (cookie) {
    const [name = '', value = ''] = cookie.split(/=(.*)/s);
    await context.addCookies([{ name, value, url: base }]);
  }
  return context;
}

/**
 * Installed before any of the page's scripts: notes in `window.__ready[ready]` when an element matching `ready` was
 * first inserted (a CSS selector, or `text=…`: an inserted node whose text holds it), in the page's clock.
 */
const readyObserver = (ready: string) => `(() => {
  const ready = ${JSON.stringify(ready)};
  const text = ready.startsWith('text=') ? ready.slice(5) : undefined;
  const seen = (window.__ready = window.__ready || {});
  seen[ready] = undefined;
  const found = (records) => text === undefined
    ? document.querySelector(ready) !== null
    : records.some((record) => [...record.addedNodes].some((node) => (node.textContent || '').includes(text)));
  const observer = new MutationObserver((records) => {
    if (seen[ready] === undefined && found(records)) {
      seen[ready] = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true, characterData: text !== undefined });
})();`;

/** Pages with the observer for a selector installed already (an init script stays for the page's later loads). */
const observed = new WeakMap<Page, Set<string>>();

/**
 * Loads `url` in `page` and waits for `ready` (a Playwright selector) to be attached, then for the network to be
 * quiet; answers what the load took. A first load in a fresh context is a cold one; the next load of the same page
 * keeps the cache (a warm one).
 */
export async function loadPage(page: Page, url: string, ready: string, timeoutMs = 60_000): Promise<PageLoad> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const types = new Map<string, string>();
  const encodings = new Map<string, string>();
  const cached = new Set<string>();
  const received = new Map<string, number>();
  cdp.on('Network.responseReceived', (event) => {
    types.set(event.requestId, event.type);
    const encoding = Object.entries(event.response.headers).find(([name]) => name.toLowerCase() === 'content-encoding');
    encodings.set(event.requestId, encoding ? String(encoding[1]) : 'identity');
    if (event.response.fromDiskCache || event.response.fromPrefetchCache) cached.add(event.requestId);
  });
  cdp.on('Network.requestServedFromCache', (event) => cached.add(event.requestId));
  cdp.on('Network.loadingFinished', (event) => received.set(event.requestId, event.encodedDataLength));
  cdp.on('Network.webSocketFrameReceived', (event) => {
    // A websocket's frames (the peer lists objects through one) count as what they carry.
    const key = `ws-${event.requestId}`;
    types.set(key, 'WebSocket');
    received.set(key, (received.get(key) ?? 0) + event.response.payloadData.length);
  });
  const installed = observed.get(page) ?? new Set<string>();
  observed.set(page, installed);
  if (!installed.has(ready)) {
    await page.addInitScript(readyObserver(ready));
    installed.add(ready);
  }
  await page.goto(url, { waitUntil: 'commit', timeout: timeoutMs });
  await page.waitForSelector(ready, { state: 'attached', timeout: timeoutMs });
  const harnessReadyMs = (await page.evaluate('performance.now()')) as number;
  const inPage = (await page.evaluate(`window.__ready && window.__ready[${JSON.stringify(ready)}]`)) as
    number | undefined;
  if (inPage === undefined) throw new Error(`the page did not note when ${ready} was inserted`);
  const readyMs = inPage;
  await page.waitForLoadState('networkidle', { timeout: timeoutMs }).catch(() => undefined);
  await cdp.detach();
  let wireBytes = 0;
  let jsWireBytes = 0;
  let cssWireBytes = 0;
  let requests = 0;
  let cachedScripts = 0;
  const jsEncodings: string[] = [];
  for (const [id, bytes] of received) {
    const type = types.get(id);
    if (cached.has(id)) {
      if (type === 'Script') cachedScripts += 1;
      continue;
    }
    wireBytes += bytes;
    requests += 1;
    if (type === 'Script') {
      jsWireBytes += bytes;
      jsEncodings.push(encodings.get(id) ?? 'identity');
    }
    if (type === 'Stylesheet') cssWireBytes += bytes;
  }
  for (const id of cached) if (!received.has(id) && types.get(id) === 'Script') cachedScripts += 1;
  return { readyMs, harnessReadyMs, wireBytes, jsWireBytes, cssWireBytes, requests, cachedScripts, jsEncodings };
}
