import type { Request, Response } from 'express';

export type SecureCookieMode = 'auto' | 'on' | 'off';

const SECURE_NAME = '__Host-oc-session';
const PLAIN_NAME = 'oc-session';

/** Whether this response's cookie is `Secure` (and so carries the `__Host-` prefix, which requires it). */
export function isSecure(req: Request, mode: SecureCookieMode): boolean {
  return mode === 'on' || (mode === 'auto' && req.secure);
}

/**
 * The session cookie's value from the request, under either name. The header is the client's text: a value that is
 * not valid percent-encoding comes back as it is, so it fails to open like any other forged cookie (401), never 500.
 */
export function readSessionCookie(req: Pick<Request, 'headers'>): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (name === SECURE_NAME || name === PLAIN_NAME) return percentDecoded(part.slice(eq + 1).trim());
  }
  return undefined;
}

function percentDecoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
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
