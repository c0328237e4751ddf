import type { PageId } from '@contract/generated/api';
import type { ShellRoute } from '../shared/manifest/feature-manifest';
import { firstPermittedPath } from './first-permitted-route';

const route = (page: PageId): ShellRoute => ({ path: page.slice(1), page, Component: () => null });
const routes = (['/dashboard', '/buckets', '/buckets/*', '/users/:userName+', '/license'] as const).map(route);

describe('firstPermittedPath', () => {
  it('is the first plain page of the session that has a route', () => {
    expect(firstPermittedPath(['/dashboard', '/buckets'], routes)).toBe('/dashboard');
    expect(firstPermittedPath(['/users/:userName+', '/buckets/*', '/buckets'], routes)).toBe('/buckets');
    expect(firstPermittedPath(['/tools', '/license'], routes)).toBe('/license');
  });

  it('is undefined when the session may open nothing routed', () => {
    expect(firstPermittedPath([], routes)).toBe(undefined);
    expect(firstPermittedPath(['/buckets/*'], routes)).toBe(undefined);
  });
});
