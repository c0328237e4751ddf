import type { Request, Response } from 'express';
import type { IncomingMessage } from 'node:http';
import { ApiError } from '@platform/errors/api-error';
import { streamsBody } from '@platform/http/request-timeouts';
import { rebaseHtml } from './proxy-path';
import type { TenantConsoleLogin } from './tenant-console-logins';
import { requestHeadersFor, responseHeaderAllowed, type TlsPolicy, upstreamRequest } from './upstream-http';

/** What became of one forwarded request: answered, or refused by the tenant with 401 before anything was sent. */
export type ForwardOutcome = 'answered' | 'login-refused';

export interface ForwardOptions {
  readonly login: TenantConsoleLogin;
  readonly policy: TlsPolicy;
  readonly upstreamPath: string;
  /** Where the console lives in the browser, for its HTML pages' `<base href>`. */
  readonly basePath: string;
  /** A 401 of the tenant is handed back as `login-refused` (only for requests without a body, which can be sent again). */
  readonly mayRetry: boolean;
}

/**
 * Sends one browser request to the tenant's console and streams the answer back: the request with the tenant's own
 * login cookie instead of the operator's, the answer without the tenant's cookies; HTML pages rebased onto the
 * proxy path. Bodies stream both ways, so uploads and downloads of any size pass without being held in memory.
 */
export function forwardHttp(req: Request, res: Response, options: ForwardOptions): Promise<ForwardOutcome> {
  const { login, policy, upstreamPath, basePath, mayRetry } = options;
  return new Promise((resolve, reject) => {
    // The browser left while the tenant login was made: its 'close' is past, so nothing would stop a request sent
    // now, and the tenant's answer would stall on the closed response for good.
    if (res.destroyed) {
      resolve('answered');
      return;
    }
    const upstream = upstreamRequest(login.target, policy, {
      method: req.method,
      path: upstreamPath,
      headers: requestHeadersFor(req.headers, login.target, login.cookie),
    });
    res.on('close', () => upstream.destroy());
    upstream.on('error', (error) => {
      const where = `${login.target.protocol}//${login.target.host}:${login.target.port}`;
      reject(new ApiError(502, "Cannot reach the tenant's console", `${where}: ${error.message}`));
    });
    upstream.on('response', (answer) => {
      answer.on('error', reject);
      const status = answer.statusCode ?? 502;
      if (status === 401 && mayRetry) {
        answer.resume();
        resolve('login-refused');
        return;
      }
      // What the tenant sends is not ours to trust: a status or header Node refuses to pass on must fail this
      // request, not escape from an event listener and end the process.
      try {
        passOn(answer, res, basePath, () => resolve('answered'));
      } catch (error) {
        upstream.destroy();
        reject(new ApiError(502, "The tenant's console sent an answer that cannot be passed on", String(error)));
      }
    });
    if (req.method === 'GET' || req.method === 'HEAD') upstream.end();
    else {
      // An upload to the tenant takes as long as it takes, as long as it keeps moving.
      streamsBody(req);
      req.pipe(upstream);
    }
  });
}

/** Streams the tenant's answer to the browser; HTML pages are read whole and rebased onto the proxy path. */
function passOn(answer: IncomingMessage, res: Response, basePath: string, answered: () => void): void {
  res.status(answer.statusCode ?? 502);
  for (const [name, value] of Object.entries(answer.headers)) {
    if (value !== undefined && responseHeaderAllowed(name)) res.setHeader(name, value);
  }
  if (!/^text\/html\b/i.test(answer.headers['content-type'] ?? '')) {
    answer.pipe(res);
    answer.on('end', answered);
    return;
  }
  const chunks: Buffer[] = [];
  answer.on('data', (chunk: Buffer) => chunks.push(chunk));
  answer.on('end', () => {
    res.removeHeader('content-length');
    res.send(rebaseHtml(Buffer.concat(chunks).toString('utf8'), basePath));
    answered();
  });
}
