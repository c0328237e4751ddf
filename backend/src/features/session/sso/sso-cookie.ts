import type { Request, Response } from 'express';
import { isSecure, type SecureCookieMode } from '@platform/session/session-cookie';

const SECURE_NAME = '__Host-oc-sso';
const PLAIN_NAME = 'oc-sso';

/** The sealing purpose of the state cookie: it never opens as a session cookie, nor a session cookie as it. */
export const SSO_STATE_PURPOSE = 'sso-state';

/** The sealed pending-login cookie's value, under either name. */
export function readSsoCookie(req: Pick<Request, 'headers'>): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (name === SECURE_NAME || name === PLAIN_NAME) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/**
 * Binds a started single sign-on to this browser: HttpOnly, short-lived, SameSite=Lax (the provider's redirect back
 * is a cross-site navigation; Strict would leave the cookie behind), Secure with the `__Host-` prefix over TLS.
 */
export function writeSsoCookie(
  req: Request,
  res: Response,
  value: string,
  maxAgeSeconds: number,
  options: { mode: SecureCookieMode; subPath: string },
): void {
  const secure = isSecure(req, options.mode);
  res.append(
    'Set-Cookie',
    [
      `${secure ? SECURE_NAME : PLAIN_NAME}=${value}`,
      `Path=${secure ? '/' : options.subPath}`,
      `Max-Age=${maxAgeSeconds}`,
      'HttpOnly',
      'SameSite=Lax',
      ...(secure ? ['Secure'] : []),
    ].join('; '),
  );
}

/** Forgets the pending login: a callback can be finished once. */
export function clearSsoCookie(
  req: Request,
  res: Response,
  options: { mode: SecureCookieMode; subPath: string },
): void {
  writeSsoCookie(req, res, '', 0, options);
}
