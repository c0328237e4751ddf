import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { COMPILE_HINT } from '../../../hack/lib/compile-hints';
import { distDir } from '../../../hack/lib/dist-dir';
import { startApp, type AppUnderTest } from '../../support/app-under-test';

/** The frontend as `npm run build` leaves it; `npm test` builds it before the integration stage. */
const builtFrontend = join(distDir(join(__dirname, '..', '..', '..')), 'frontend');

/** Every `<link rel="stylesheet">` of a page, resolved the way a browser does: against `<base href>`. */
function stylesheetUrls(html: string, pageUrl: string): URL[] {
  const baseHref = /<base href="([^"]*)"/.exec(html)?.[1];
  if (baseHref === undefined) throw new Error('index.html has no <base href>');
  const documentBase = new URL(baseHref, pageUrl);
  const links = html.match(/<link\b[^>]*>/g) ?? [];
  return links
    .filter((link) => /\brel="?stylesheet"?/.test(link))
    .map((link) => new URL(/\bhref="?([^"\s>]+)"?/.exec(link)?.[1] ?? '', documentBase));
}

/** Every url() of a stylesheet, resolved the way a browser does: against the stylesheet's own address. */
function referencedUrls(css: string, cssUrl: URL): URL[] {
  return [...css.matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g)]
    .map((match) => match[2] ?? '')
    .filter((ref) => !ref.startsWith('data:') && !ref.startsWith('#'))
    .map((ref) => new URL(ref, cssUrl));
}

/** The files index.html lists per route chunk group (`<meta name="oc-route-chunks">`, route-chunk-hints.ts). */
function routeChunkLists(html: string): Map<string, string[]> {
  return new Map(
    [...html.matchAll(/<meta name="oc-route-chunks" data-route="([^"]+)" content="([^"]*)"/g)].map((match) => [
      match[1] ?? '',
      (match[2] ?? '').split(' '),
    ]),
  );
}

describe.each(['/', '/tools/console/'])('the built frontend served under %s', (subPath) => {
  let app: AppUnderTest;
  let root: string;
  beforeAll(async () => {
    if (!existsSync(join(builtFrontend, 'index.html'))) throw new Error(`no built frontend in ${builtFrontend}`);
    app = await startApp({ CONSOLE_STATIC_DIR: builtFrontend, CONSOLE_SUBPATH: subPath });
    root = `${app.base}${subPath}`;
  });
  afterAll(() => app.close());

  it('loads every file its stylesheets refer to, fonts included, as a browser resolves them', async () => {
    const pageUrl = `${root}buckets/b/browse/a/b/`;
    const page = await fetch(pageUrl);
    expect(page.status).toBe(200);
    const stylesheets = stylesheetUrls(await page.text(), pageUrl);
    expect(stylesheets.length).toBeGreaterThan(0);

    const fonts: string[] = [];
    for (const cssUrl of stylesheets) {
      const css = await fetch(cssUrl);
      expect([cssUrl.pathname, css.status, css.headers.get('content-type')]).toEqual([
        cssUrl.pathname,
        200,
        expect.stringMatching(/^text\/css/),
      ]);
      for (const url of referencedUrls(await css.text(), cssUrl)) {
        const res = await fetch(url);
        const type = res.headers.get('content-type') ?? '';
        // A wrong address used to answer the app's HTML with a 200; a browser then drops the font silently.
        expect([url.pathname, res.status, type.startsWith('text/html')]).toEqual([url.pathname, 200, false]);
        if (/\.woff2$/.test(url.pathname)) {
          expect([url.pathname, type]).toEqual([url.pathname, 'font/woff2']);
          fonts.push(url.pathname);
        }
      }
    }
    // PatternFly's text font, the one every page is set in.
    expect(fonts).toContainEqual(expect.stringMatching(new RegExp(`^${subPath}assets/RedHatText`)));
  });

  it('preloads the fonts of the first paint at the addresses its stylesheets ask for them, so each loads once', async () => {
    const pageUrl = `${root}dashboard`;
    const html = await (await fetch(pageUrl)).text();
    const fontsAsked = new Set<string>();
    for (const cssUrl of stylesheetUrls(html, pageUrl)) {
      for (const url of referencedUrls(await (await fetch(cssUrl)).text(), cssUrl)) fontsAsked.add(url.href);
    }
    const documentBase = new URL(/<base href="([^"]*)"/.exec(html)?.[1] ?? '', pageUrl);
    const preloads = (html.match(/<link\b[^>]*\bas="font"[^>]*>/g) ?? []).map((link) => ({
      // Fonts are fetched in CORS mode: a preload without `crossorigin` is not reused and the font loads twice.
      crossorigin: /\bcrossorigin\b/.test(link),
      url: new URL(/\bhref="([^"]+)"/.exec(link)?.[1] ?? '', documentBase).href,
    }));
    expect(preloads.map((preload) => new URL(preload.url).pathname.replace(/\.[0-9a-f]+\.woff2$/, ''))).toEqual([
      `${subPath}assets/RedHatDisplayVF`,
      `${subPath}assets/RedHatTextVF`,
    ]);
    for (const preload of preloads) {
      expect(preload).toEqual({ crossorigin: true, url: preload.url });
      expect(fontsAsked).toContain(preload.url);
      const font = await fetch(preload.url);
      expect([font.status, font.headers.get('content-type')]).toEqual([200, 'font/woff2']);
    }
  });

  it("lists the shell's code as one script and one stylesheet, which every page behind it lists too", async () => {
    const lists = routeChunkLists(await (await fetch(`${root}dashboard`)).text());
    const shell = lists.get('shell') ?? [];
    expect(shell.map((file) => file.replace(/\.[0-9a-f]+\./, '.')).sort()).toEqual([
      'assets/shell.css',
      'assets/shell.js',
    ]);
    for (const route of ['dashboard', 'objects-browser']) {
      expect([route, lists.get(route)]).toEqual([route, expect.arrayContaining(shell)]);
    }
    for (const file of shell) expect([file, (await fetch(`${root}${file}`)).status]).toEqual([file, 200]);
  });

  it("starts the app's initial scripts, and only those, with V8's compile hint", async () => {
    const html = await (await fetch(`${root}dashboard`)).text();
    const scripts = [...html.matchAll(/<script\b([^>]*)\bsrc="([^"]+)"/g)].map((match) => ({
      file: match[2] ?? '',
      deferred: /\bdefer\b/.test(match[1] ?? ''),
    }));
    const routeFiles = [...routeChunkLists(html).values()].flat().filter((file) => file.endsWith('.js'));
    const hinted = async (file: string) => (await (await fetch(`${root}${file}`)).text()).startsWith(COMPILE_HINT);
    // The app and its vendor chunk (deferred); not the parser-blocking early bundle, not a route's code.
    expect(scripts.filter((script) => script.deferred)).toHaveLength(2);
    for (const { file, deferred } of scripts) expect([file, await hinted(file)]).toEqual([file, deferred]);
    expect(routeFiles.length).toBeGreaterThan(0);
    for (const file of new Set(routeFiles)) expect([file, await hinted(file)]).toEqual([file, false]);
  });

  it.each(['assets/missing.0123456789abcdef0123.js', 'assets/nothing-here', 'favicon-that-does-not-exist.png'])(
    'answers a file that does not exist (%s) with a plain 404, not the app',
    async (path) => {
      const res = await fetch(`${root}${path}`);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await res.text()).not.toContain('<html');
    },
  );

  it('answers /metrics with a 404 unless a browser navigates there (the Metrics page)', async () => {
    const res = await fetch(`${root}metrics`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('<html');
    const page = await fetch(`${root}metrics`, { headers: { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`<base href="${subPath}"`);
  });

  it.each(['buckets/b/browse/a/b/', 'buckets/b/browse/photos/cat.png', 'users/jane.doe', 'login', 'no/such/page'])(
    'answers a deep link into the app (%s) with index.html under the sub-path',
    async (path) => {
      const res = await fetch(`${root}${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await res.text()).toContain(`<base href="${subPath}"`);
    },
  );
});
