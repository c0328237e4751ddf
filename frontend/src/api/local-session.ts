/**
 * What the browser keeps about the session besides the HttpOnly cookie it cannot read: the name of the logged-in
 * user (stored encoded, spec 01 §4; never a password or a key) and the path to return to after the next login.
 */
const USER_KEY = 'object-console.user';
const REDIRECT_KEY = 'object-console.redirect-path';

/** Remembers the user name of a form login, base64-encoded from its UTF-8 bytes. */
export function rememberUser(name: string): void {
  const bytes = new TextEncoder().encode(name);
  storage()?.setItem(USER_KEY, btoa(String.fromCharCode(...bytes)));
}

/** The remembered user name, if any. */
export function rememberedUser(): string | undefined {
  const encoded = storage()?.getItem(USER_KEY);
  if (!encoded) return undefined;
  try {
    return new TextDecoder().decode(Uint8Array.from(atob(encoded), (char) => char.charCodeAt(0)));
  } catch {
    return undefined;
  }
}

export function forgetUser(): void {
  storage()?.removeItem(USER_KEY);
}

/** Keeps a path inside the app (never the root) for the redirect after login. */
export function saveRedirectPath(path: string): void {
  if (isAppPath(path) && path !== '/') storage()?.setItem(REDIRECT_KEY, path);
}

/** The saved path, removed as it is read; `/` when there is none. */
export function takeRedirectPath(): string {
  const path = storage()?.getItem(REDIRECT_KEY);
  storage()?.removeItem(REDIRECT_KEY);
  return path && isAppPath(path) ? path : '/';
}

/** Only a path of this app: `//host/x` or a scheme would leave it. */
function isAppPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

function storage(): Storage | undefined {
  return globalThis.localStorage;
}
