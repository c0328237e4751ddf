import { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { queryKeys } from '../api/query-keys';
import { lazyPage, type ShellRoute } from '../shared/manifest/feature-manifest';
import { landingLoader, loginPageLoader, prefetchLoader, sessionLoader } from './route-prefetch';

const args = { request: { url: 'http://console.test/buckets/b/browse/a%20b/' }, params: { bucketName: 'b' } };
const run = (loader: ReturnType<typeof prefetchLoader>) => loader(args as unknown as LoaderFunctionArgs);

describe('route loaders', () => {
  it("start the route's prefetch with the address and return at once, before it finishes", () => {
    const calls: Array<{ pathname: string; bucket: string | undefined }> = [];
    const prefetch = (_client: QueryClient, pathname: string, params: { bucketName?: string }) => {
      calls.push({ pathname, bucket: params.bucketName });
      return new Promise<void>(() => undefined);
    };
    expect(run(prefetchLoader(prefetch, new QueryClient()))).toBeNull();
    expect(calls).toEqual([{ pathname: '/buckets/b/browse/a%20b/', bucket: 'b' }]);
  });

  it('never fail a navigation when the prefetch fails', async () => {
    const failing = () => Promise.reject(new Error('MinIO is down'));
    expect(run(prefetchLoader(failing, new QueryClient()))).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 0)); // an unhandled rejection would fail the test here
  });

  it('start the session query with the first navigation', () => {
    const queryClient = new QueryClient();
    expect(run(sessionLoader(queryClient))).toBeNull();
    expect(queryClient.getQueryState(queryKeys.session)?.fetchStatus).toBe('fetching');
    queryClient.cancelQueries();
  });
});

describe('the landing loader', () => {
  const root = { request: { url: 'http://console.test/' }, params: {} } as unknown as LoaderFunctionArgs;
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const landingRoutes = (started: string[]): ShellRoute[] => [
    {
      path: 'tenants',
      page: '/tenants',
      Component: lazyPage(async () => {
        started.push('tenants code');
        return () => null;
      }),
      prefetch: async () => void started.push('tenants data'),
    },
    {
      path: 'buckets',
      page: '/buckets',
      Component: lazyPage(async () => {
        started.push('buckets code');
        return () => null;
      }),
      prefetch: async () => void started.push('buckets data'),
    },
  ];

  it("after an operator login starts operator mode's first page before the session answers", async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKeys.loginStrategy, { kind: 'service-account' });
    const started: string[] = [];
    expect(landingLoader(queryClient, landingRoutes(started))(root)).toBeNull();
    await settle();
    expect(started).toEqual(['tenants code', 'tenants data']);
    expect(queryClient.getQueryState(queryKeys.session)).toBeUndefined();
  });

  it("otherwise starts the session's first permitted page once the session has answered", async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKeys.loginStrategy, { kind: 'form' });
    queryClient.setQueryData(queryKeys.session, { pages: ['/buckets'] });
    const started: string[] = [];
    landingLoader(queryClient, landingRoutes(started))(root);
    await settle();
    expect(started).toEqual(['buckets code', 'buckets data']);
  });

  it('starts nothing without a session (no data before a login)', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryDefaults(queryKeys.session, {
      queryFn: () => Promise.reject(new Error('401')),
      retry: false,
    });
    const started: string[] = [];
    landingLoader(queryClient, landingRoutes(started))(root);
    await settle();
    await settle();
    expect(started).toEqual([]);
  });

  it('the login page loads the code of the shell and of the landing in operator mode only, and no data', async () => {
    for (const [kind, expected] of [
      ['service-account', ['shell', 'tenants code']],
      ['form', []],
    ] as const) {
      const queryClient = new QueryClient();
      queryClient.setQueryData(queryKeys.loginStrategy, { kind });
      const started: string[] = [];
      const loader = loginPageLoader(queryClient, landingRoutes(started), async () => started.push('shell'));
      expect(loader(root)).toBeNull();
      await settle();
      expect(started).toEqual(expected);
    }
  });
});
