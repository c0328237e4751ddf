import { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { queryKeys } from '../api/query-keys';
import { prefetchLoader, sessionLoader } from './route-prefetch';

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
