import { Navigate } from 'react-router';
import { useCurrentSession } from '../api/session.queries';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { shellRoutes } from './feature-registry';
import { firstPermittedPath } from './first-permitted-route';

/** The landing page: '/' goes to the first permitted built route; with none at all, the 404 screen. */
export function FirstPermittedRedirect() {
  const { pages } = useCurrentSession();
  const target = firstPermittedPath(pages, shellRoutes);
  return target ? <Navigate to={target} replace /> : <NotFoundPage />;
}
