import type { NextFunction, Request, Response } from 'express';
import { DirectTransfers, type PreflightVerdict } from '../../features/objects/direct-transfers';
import { createLogger } from '../logging/logger';
import { securityHeaders } from './security-headers';

const MINIO = 'https://s3.example.com';

/** A request as Express hands it to a middleware: only what the headers depend on. */
function requestFrom(host: string, path = '/assets/main.js'): Request {
  const get = (name: string) => (name === 'host' ? host : undefined);
  return { protocol: 'https', secure: false, path, get } as unknown as Request;
}

/** Runs the middleware once; `settled` says whether it called next() before returning, `headers` what it set. */
function pass(handler: ReturnType<typeof securityHeaders>, req: Request) {
  const headers = new Map<string, string>();
  const res = { setHeader: (name: string, value: string) => headers.set(name, value) } as unknown as Response;
  let called = false;
  const done = new Promise<void>((resolve) => {
    const next: NextFunction = () => {
      called = true;
      resolve();
    };
    void handler(req, res, next);
  });
  return { settledAtOnce: called, done, headers };
}

/** Direct transfers whose CORS preflights wait until the test answers them, counted. */
function directWithPendingPreflight() {
  const pending: ((verdict: PreflightVerdict) => void)[] = [];
  const direct = new DirectTransfers(
    MINIO,
    createLogger('error', () => undefined),
    () => new Promise<PreflightVerdict>((resolve) => pending.push(resolve)),
  );
  return { direct, pending };
}

describe('the security headers with direct transfers', () => {
  it('make only the first request from an address wait for MinIO, then answer later ones at once', async () => {
    const { direct, pending } = directWithPendingPreflight();
    const handler = securityHeaders({ behindTls: false, direct });

    const first = pass(handler, requestFrom('console.example.com'));
    expect(first.settledAtOnce).toBe(false);
    expect(pending).toHaveLength(1);
    pending[0]?.('allowed');
    await first.done;
    expect(first.headers.get('Content-Security-Policy')).toContain(`connect-src 'self' ${MINIO}`);

    const later = pass(handler, requestFrom('console.example.com', '/api/v1/buckets'));
    expect(later.settledAtOnce).toBe(true);
    expect(later.headers.get('Content-Security-Policy')).toContain(`connect-src 'self' ${MINIO}`);
    expect(later.headers.get('Cache-Control')).toBe('no-store');
    expect(pending).toHaveLength(1);
  });

  it('keep the plain policy, also from the cache, for an address MinIO refuses', async () => {
    const { direct, pending } = directWithPendingPreflight();
    const handler = securityHeaders({ behindTls: false, direct });
    const first = pass(handler, requestFrom('elsewhere.example.com'));
    pending[0]?.('refused');
    await first.done;
    const later = pass(handler, requestFrom('elsewhere.example.com'));
    expect(later.settledAtOnce).toBe(true);
    for (const { headers } of [first, later]) {
      expect(headers.get('Content-Security-Policy')).toContain("connect-src 'self';");
      expect(headers.get('Content-Security-Policy')).not.toContain(MINIO);
    }
  });

  it('ask nothing and wait for nothing without direct transfers', () => {
    const handler = securityHeaders({
      behindTls: true,
      direct: new DirectTransfers(
        undefined,
        createLogger('error', () => undefined),
      ),
    });
    const only = pass(handler, requestFrom('console.example.com'));
    expect(only.settledAtOnce).toBe(true);
    expect(only.headers.get('Strict-Transport-Security')).toContain('max-age=');
    expect(only.headers.get('X-Frame-Options')).toBe('SAMEORIGIN');
  });
});
