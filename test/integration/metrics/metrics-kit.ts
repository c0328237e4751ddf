import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseSamples, type Sample } from '@test/support/prometheus-text';

/** What Prometheus (2.x and 3.x) sends when it scrapes: no text/html, so never the app's page. */
export const SCRAPER_ACCEPT =
  'application/openmetrics-text;version=1.0.0;q=0.5,application/openmetrics-text;version=0.0.1;q=0.4,text/plain;version=0.0.4;q=0.3,*/*;q=0.2';

/** What Chromium sends when a person opens the address. */
export const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';

/** A frontend folder holding only an index.html that says what it is, for the page-or-metrics tests. */
export function pageOnlyStaticDir(marker: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'oc-metrics-page-'));
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html><head><base href="/" /></head><body>${marker}</body></html>`,
  );
  return dir;
}

/** `GET /metrics` as Prometheus asks for it. */
export function scrape(base: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${base}/metrics`, { headers: { Accept: SCRAPER_ACCEPT, ...headers } });
}

/** The samples of a successful scrape. */
export async function samplesOf(base: string, headers: Record<string, string> = {}): Promise<Sample[]> {
  const res = await scrape(base, headers);
  if (res.status !== 200) throw new Error(`scrape answered ${res.status}: ${await res.text()}`);
  return parseSamples(await res.text());
}
