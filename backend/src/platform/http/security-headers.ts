import type { Request, RequestHandler, Response } from 'express';

/** Where direct transfers (browser ↔ MinIO) are on, per console address (features/objects/direct-transfers.ts). */
export interface DirectOrigins {
  readonly browserOrigin: string | undefined;
  enabledForRequest(req: Request): Promise<boolean>;
  /** The same answer when it is already known, without waiting; undefined until then. */
  knownForRequest(req: Request): boolean | undefined;
}

/** One year, with subdomains: the usual HSTS policy once a site is served only over HTTPS. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every response: a CSP with no inline scripts, no framing by other origins, no MIME sniffing,
 * no referrer to other origins, and no caching of API responses. HSTS when the console is reached over TLS
 * (directly, or through a TLS-terminating proxy declared with `behindTls`).
 */
export function securityHeaders(
  options: { readonly behindTls: boolean; readonly direct?: DirectOrigins } = { behindTls: false },
): RequestHandler {
  const cspWith = (minio: string) =>
    [
      "default-src 'self'",
      "script-src 'self'",
      // PatternFly positions popovers with inline style attributes.
      "style-src 'self' 'unsafe-inline'",
      `img-src 'self' data: blob:${minio}`,
      "font-src 'self' data:",
      `connect-src 'self'${minio}`,
      `media-src 'self' blob:${minio}`,
      // The preview frame (PDFs, text) shows MinIO's answer in direct mode; otherwise only the console's own.
      `frame-src 'self'${minio}`,
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'self'",
    ].join('; ');
  const csp = cspWith('');
  const direct = options.direct;
  const browserOrigin = direct?.browserOrigin;
  const directCsp = browserOrigin === undefined ? csp : cspWith(` ${browserOrigin}`);
  const setHeaders = (req: Request, res: Response, directOn: boolean) => {
    // In direct mode the browser loads and sends object bytes from and to MinIO's own address.
    res.setHeader('Content-Security-Policy', directOn ? directCsp : csp);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('X-Frame-Options', 'SAMEORIGIN');
    res.setHeader('Referrer-Policy', 'same-origin');
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    if (req.secure || options.behindTls) res.setHeader('Strict-Transport-Security', HSTS);
    if (req.path.includes('/api/')) res.setHeader('Cache-Control', 'no-store');
  };
  // Every request passes here, static files too: the per-address verdict is read synchronously, and only the first
  // request from an address (or the first after the verdict's TTL) waits for MinIO's CORS answer.
  return (req, res, next) => {
    const answer = (directOn: boolean) => {
      setHeaders(req, res, directOn);
      next();
    };
    const known = direct === undefined || browserOrigin === undefined ? false : direct.knownForRequest(req);
    if (known !== undefined) answer(known);
    else direct?.enabledForRequest(req).then(answer, next);
  };
}
