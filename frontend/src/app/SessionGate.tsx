import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '../api/session.queries';
import { FullPageSpinner } from '../shared/components/FullPageSpinner';
import { useNotify } from '../shared/messages/useNotify';
import { appStrings } from './app.strings';
import { ShellLayout } from './layout/ShellLayout';

/**
 * The session check in front of every shell route: a spinner while the session loads, the login page when there
 * is none (a 401 has already saved the path to come back to), the shell when there is. A later refresh that fails
 * for another reason (the storage server is down for a moment) keeps the shell and shows the error instead of
 * logging the user out; a 401 still leads to the login page.
 */
export function SessionGate() {
  const session = useSession();
  const { showError } = useNotify();
  const failedRefresh = session.data !== undefined && session.isError ? session.error : null;
  useEffect(() => {
    if (failedRefresh) showError(failedRefresh);
  }, [failedRefresh, showError]);

  if (session.data) return <ShellLayout session={session.data} />;
  if (session.isError) return <Navigate to="/login" replace />;
  return <FullPageSpinner label={appStrings.loadingSession} />;
}
