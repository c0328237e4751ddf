import type { PageId } from '@contract/generated/api';
import { Outlet } from 'react-router';
import { useCurrentSession } from '../api/session.queries';
import { NotFoundPage } from '../features/not-found/NotFoundPage';

/**
 * A declared route exists for this session only when its `pages` lists the route's page (spec 01 §2); otherwise the
 * address shows the not-found page (which says the session may not open it) instead of silently moving elsewhere.
 */
export function PageGuard({ page }: { page: PageId }) {
  const { pages } = useCurrentSession();
  return pages.includes(page) ? <Outlet /> : <NotFoundPage />;
}
