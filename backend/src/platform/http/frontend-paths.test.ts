import { isAppPage } from './frontend-paths';

/** What Chromium sends when it navigates (an address typed, a link followed, a frame loaded). */
const BROWSER = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';
/** What Prometheus sends when it scrapes. */
const SCRAPER = 'application/openmetrics-text;version=1.0.0,text/plain;version=0.0.4;q=0.5,*/*;q=0.1';

describe('isAppPage', () => {
  it.each([
    '/',
    '/login',
    '/oauth_callback',
    '/buckets',
    '/buckets/b/browse/a/b/',
    // Names carry dots: a page path may end in what looks like a file name.
    '/buckets/my.bucket',
    '/buckets/b/browse/photos/cat.png',
    '/users/jane.doe',
    '/policies/readonly.v2',
    '/namespaces/ns/tenants/t/pods/pod-0.x',
    // Unknown addresses without a file name load the app, which leads them to the first permitted page.
    '/no/such/page',
  ])('loads the app for %s, whoever asks', (path) => {
    expect(isAppPage(path, BROWSER)).toBe(true);
    expect(isAppPage(path, '*/*')).toBe(true);
  });

  it.each([
    '/assets/missing.0123456789abcdef0123.js',
    '/assets/assets/RedHatTextVF.woff2',
    '/assets/nothing-here',
    '/favicon.ico',
    '/favicon-that-does-not-exist.png',
    '/robots.txt',
    '/static/js/main.js',
  ])('answers %s with a 404, whoever asks', (path) => {
    expect(isAppPage(path, BROWSER)).toBe(false);
    expect(isAppPage(path, '*/*')).toBe(false);
  });

  it('gives /metrics to a browser navigating there and to no other client', () => {
    expect(isAppPage('/metrics', BROWSER)).toBe(true);
    for (const accept of [SCRAPER, '*/*', undefined]) expect(isAppPage('/metrics', accept)).toBe(false);
  });
});
