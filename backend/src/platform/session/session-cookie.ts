import type { Request, Response } from 'express';

export type SecureCookieMode = 'auto' | 'on' | 'off';

const SECURE_NAME = '__Host-oc-session';
const PLAIN_NAME = 'oc-session';

/** Whether this response's cookie is `Secure` (and so carries the `__Host-` prefix, which requires it). */
export function isSecure(req: Request, mode: SecureCookieMode): boolean {
  return mode === 'on' || (mode === 'auto' && req.secure);
}

/** The session cookie's value from the request, under either name. */
export function readSessionCookie(req: Pick<Request, 'headers'>): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    const name = part.slice(0, eq).trim();
    if (name === SECURE_NAME || name === PLAIN_NAME) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

/**
 * Sets the sealed session cookie: HttpOnly (no script reads it), SameSite=Strict (never sent on cross-site
 * requests), Secure with the `__Host-` prefix over TLS (which also pins it to this host and Path=/).
 */
export function writeSessionCookie(
  req: Request,
  res: Response,
  value: string,
  maxAgeSeconds: number,
  options: { mode: SecureCookieMode; subPath: string },
): void {
  const secure = isSecure(req, options.mode);
  const attributes = [
    `${secure ? SECURE_NAME : PLAIN_NAME}=${value}`,
    `Path=${secure ? '/' : options.subPath}`,
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ];
  res.append('Set-Cookie', attributes.join('; '));
}

/** Removes the cookie from the browser (the session itself is revoked separately). */
export function clearSessionCookie(
  req: Request,
  res: Response,
  options: { mode: SecureCookieMode; subPath: string },
): void {
  writeSessionCookie(req, res, '', 0, options);
}
