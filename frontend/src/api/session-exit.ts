import type { ApiRequestError } from './api-error';
import { forgetUser, saveRedirectPath } from './local-session';

/** The app-level effects the API layer needs but does not own (the router and the query cache live in app/). */
export interface SessionExitHooks {
  /** The current router path with its query, relative to the base (`/buckets?x=1`). */
  currentPath(): string;
  /** Goes to the login page; resolves once the login page shows. */
  goToLogin(): Promise<void>;
  /** Forgets every cached server answer, so nothing of this session outlives it. */
  clearServerState(): void;
}

let hooks: SessionExitHooks | undefined;

/** Called once by the app when its router and query client exist. */
export function configureSessionExit(appHooks: SessionExitHooks | undefined): void {
  hooks = appHooks;
}

/** What a failed call means for the session (spec 01 §8). */
export type SessionExitAction = 'stay' | 'login' | 'remember-path-and-login';

/**
 * 401 → remember where the user was (unless the root) and log in again; no answer at all → log in again; anything
 * else is the caller's to show. On the login and single sign-on pages nothing happens: they show failures themselves.
 */
export function sessionExitAction(status: number | undefined, path: string): SessionExitAction {
  const pathname = path.split('?')[0] ?? path;
  if (PUBLIC_PATHS.has(pathname)) return 'stay';
  if (status === 401) return pathname === '/' ? 'login' : 'remember-path-and-login';
  if (status === undefined) return 'login';
  return 'stay';
}

/** Applies `sessionExitAction` to a failed call. */
export function handleFailedCall(error: ApiRequestError): void {
  if (!hooks) return;
  const path = hooks.currentPath();
  const action = sessionExitAction(error.status, path);
  if (action === 'stay') return;
  if (action === 'remember-path-and-login') saveRedirectPath(path);
  void leaveSession();
}

/** Ends the session on this side: to the login page first (so no page refetches), then forget everything. */
export async function leaveSession(): Promise<void> {
  forgetUser();
  await hooks?.goToLogin();
  hooks?.clearServerState();
}

const PUBLIC_PATHS = new Set(['/login', '/oauth_callback']);
