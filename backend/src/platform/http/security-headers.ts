import type { RequestHandler } from 'express';

/** One year, with subdomains: the usual HSTS policy once a site is served only over HTTPS. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every response: a CSP with no inline scripts, no framing by other origins, no MIME sniffing,
 * no referrer to other origins, and no caching of API responses. HSTS when the console is reached over TLS
 * (directly, or through a TLS-terminating proxy declared with `behindTls`).
 */
export function securityHeaders(options: { readonly behindTls: boolean } = { behindTls: false }): RequestHandler {
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    // PatternFly positions popovers with inline style attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
  return (req, res, next) => {
    res.setHeader('Content-Security-Policy', csp);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('X-Frame-Options', 'SAMEORIGIN');
    res.setHeader('Referrer-Policy', 'same-origin');
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    if (req.secure || options.behindTls) res.setHeader('Strict-Transport-Security', HSTS);
    if (req.path.includes('/api/')) res.setHeader('Cache-Control', 'no-store');
    next();
  };
}
