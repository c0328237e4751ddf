import { Navigate } from 'react-router';
import { useCurrentSession } from '../api/session.queries';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { shellRoutes } from './feature-registry';
import { firstPermittedPath } from './first-permitted-route';

/** Unknown or forbidden paths go to the first permitted route; with none at all, the 404 screen. */
export function FirstPermittedRedirect() {
  const { pages } = useCurrentSession();
  const target = firstPermittedPath(pages, shellRoutes);
  return target ? <Navigate to={target} replace /> : <NotFoundPage />;
}
