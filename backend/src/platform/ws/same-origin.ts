import type { IncomingHttpHeaders } from 'node:http';

/**
 * Whether a websocket handshake comes from this console's own pages. Browsers let any page open a websocket to any
 * host and send our cookie with it, but they always send the page's Origin, and cannot forge it: it must name the
 * host the browser addressed (the Host header). Clients that send no Origin are refused too.
 */
export function sameOrigin(headers: IncomingHttpHeaders): boolean {
  if (!headers.origin || !headers.host) return false;
  try {
    return new URL(headers.origin).host === headers.host;
  } catch {
    return false;
  }
}
