import type { PageId } from '@contract/generated/api';
import { Outlet } from 'react-router';
import { useCurrentSession } from '../api/session.queries';
import { FirstPermittedRedirect } from './FirstPermittedRedirect';

/** A declared route exists for this session only when its `pages` lists the route's page (spec 01 §2). */
export function PageGuard({ page }: { page: PageId }) {
  const { pages } = useCurrentSession();
  return pages.includes(page) ? <Outlet /> : <FirstPermittedRedirect />;
}
