import type { PageId } from '@contract/generated/api';
import type { ShellRoute } from '../shared/manifest/feature-manifest';

/**
 * Where '/' leads (the landing page): the first page of the session's `pages`, in the server's order, that is a
 * plain path (no parameter) some feature has a route for.
 * `undefined` when there is none.
 */
export function firstPermittedPath(pages: readonly PageId[], routes: readonly ShellRoute[]): PageId | undefined {
  const routed = new Set<PageId>(routes.map((route) => route.page));
  return pages.find((page) => !/[:*]/.test(page) && routed.has(page));
}
