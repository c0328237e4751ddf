import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { takeRedirectPath } from '../../api/local-session';

/** After a successful login: to the path saved before the redirect to login (then forgotten), else to '/'. */
export function useFinishLogin() {
  const navigate = useNavigate();
  return useCallback(() => void navigate(takeRedirectPath(), { replace: true }), [navigate]);
}
