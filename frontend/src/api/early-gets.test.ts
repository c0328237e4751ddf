import { QueryClient } from '@tanstack/react-query';
import { browseEarlyGets } from '../features/objects/browse-early-gets';
import { prefetchBrowse } from '../features/objects/browse-prefetch';
import { objectKeys } from '../features/objects/objects.queries';
import { stubFetch } from '../testing/fetch-stub';
import { CSRF_HEADERS } from './csrf-headers';
import { PREFETCHED_FRESH_MS } from '../shared/manifest/feature-manifest';
import { earlyGetUrl, startEarlyGets, takeEarlyGet } from './early-gets';

const base = () => `${window.location.origin}`;
const listing = { objects: [{ name: 'a b/ü/x.txt', size: 1, last_modified: '2026-01-01T00:00:00Z' }] };

describe('early GETs', () => {
  afterEach(() => jest.useRealTimers());

  it("are what the object browser's prefetch asks for: it takes them, and nothing is asked twice", async () => {
    const seen = stubFetch(({ path }) => ({ status: 200, body: path.endsWith('/objects') ? listing : {} }));
    const address = '/buckets/b/browse/a%20b/%C3%BC/';
    window.history.pushState({}, '', address);
    startEarlyGets(base(), browseEarlyGets(address), CSRF_HEADERS);

    const queryClient = new QueryClient();
    await prefetchBrowse(queryClient, address, { bucketName: 'b' });

    expect(seen.map((request) => request.path)).toEqual([
      '/api/v1/buckets/b',
      '/api/v1/buckets/b/versioning',
      '/api/v1/buckets/b/objects',
    ]);
    expect(new URL(seen[2]?.url ?? '').searchParams.get('prefix')).toBe(btoa(unescape(encodeURIComponent('a b/ü/'))));
    expect(seen[2]?.headers.get('X-Requested-With')).toBe('object-console');
    expect(queryClient.getQueryData(objectKeys.list('b', 'a b/ü/', undefined))).toMatchObject({ pages: [listing] });
  });

  it('are started for the bucket alone on an object address, and for nothing elsewhere', () => {
    expect(browseEarlyGets('/buckets/b/browse/a/x.txt').map((get) => get.path)).toEqual(['/api/v1/buckets/{bucket}']);
    expect(browseEarlyGets('/buckets/b/browse').map((get) => get.path)).toHaveLength(3);
    expect(browseEarlyGets('/buckets/b/admin/summary')).toEqual([]);
    expect(browseEarlyGets('/users')).toEqual([]);
  });

  it('are taken once, and only by a GET of the same URL', () => {
    stubFetch(() => ({ status: 200, body: {} }));
    startEarlyGets(base(), [{ path: '/api/v1/session' }], CSRF_HEADERS);
    const url = earlyGetUrl(base(), { path: '/api/v1/session' });
    expect(takeEarlyGet(new Request(url, { method: 'POST' }))).toBeUndefined();
    expect(takeEarlyGet(new Request(`${url}?x=1`))).toBeUndefined();
    expect(takeEarlyGet(new Request(url))).toBeDefined();
    expect(takeEarlyGet(new Request(url))).toBeUndefined();
  });

  it('go unused once they are older than a prefetch stays fresh', () => {
    jest.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
    stubFetch(() => ({ status: 200, body: {} }));
    startEarlyGets(base(), [{ path: '/api/v1/session' }], CSRF_HEADERS);
    jest.setSystemTime(Date.now() + PREFETCHED_FRESH_MS + 1);
    expect(takeEarlyGet(new Request(earlyGetUrl(base(), { path: '/api/v1/session' })))).toBeUndefined();
  });

  it('are all forgotten once one answers 401: after the login, the page asks again with its session', async () => {
    stubFetch(() => ({ status: 401, body: { code: 401, message: 'Unauthorized', detailedMessage: '' } }));
    startEarlyGets(base(), [{ path: '/api/v1/session' }, { path: '/api/v1/admin/info' }], CSRF_HEADERS);
    const refused = await takeEarlyGet(new Request(earlyGetUrl(base(), { path: '/api/v1/session' })));
    expect(refused?.status).toBe(401);
    expect(takeEarlyGet(new Request(earlyGetUrl(base(), { path: '/api/v1/admin/info' })))).toBeUndefined();
  });
});
