import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from './app';
import { loadConfig } from './config/config';
import { createLogger } from './platform/logging/logger';

const asset = 'assets/main.0123456789abcdef0123.js';
let staticDir: string;

beforeAll(() => {
  staticDir = mkdtempSync(join(tmpdir(), 'oc-app-test-'));
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(join(staticDir, 'index.html'), '<html><head><base href="/" /></head><body>console</body></html>');
  writeFileSync(join(staticDir, asset), 'console.log(1)');
});
afterAll(() => rmSync(staticDir, { recursive: true, force: true }));

/** Starts the real app on a free loopback port for the duration of one test. */
async function withApp(env: Record<string, string>, body: (base: string) => Promise<void>): Promise<void> {
  const config = { ...loadConfig(env), staticDir };
  const app = createApp({ config, logger: createLogger('error', () => undefined), sessionKey: randomBytes(32) });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  try {
    await body(`http://127.0.0.1:${port}`);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('the HTTP app', () => {
  it('answers /healthz', () =>
    withApp({}, async (base) => {
      const res = await fetch(`${base}/healthz`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: 'ok' });
    }));

  it('caches hashed assets for a year and never caches index.html', () =>
    withApp({}, async (base) => {
      const assetRes = await fetch(`${base}/${asset}`);
      expect(assetRes.status).toBe(200);
      expect(assetRes.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const page = await fetch(`${base}/buckets/some/deep/route`);
      expect(page.status).toBe(200);
      expect(page.headers.get('cache-control')).toBe('no-cache');
      expect(await page.text()).toContain('console');
    }));

  it('serves the app for an address holding a "%" that is no escape, as one typed or pasted by hand', () =>
    withApp({}, async (base) => {
      for (const path of ['/buckets/b/browse/100%/', '/buckets/b/browse/50%%20off.txt', '/users/50%zz']) {
        const page = await fetch(`${base}${path}`, { headers: { accept: 'text/html' } });
        expect([path, page.status]).toEqual([path, 200]);
        expect(await page.text()).toContain('console');
      }
    }));

  it('sets the security headers on every response', () =>
    withApp({}, async (base) => {
      const res = await fetch(`${base}/`);
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(res.headers.get('content-security-policy')).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('same-origin');
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    }));

  it('sends HSTS only when the console is behind TLS', async () => {
    await withApp({}, async (base) => {
      expect((await fetch(`${base}/`)).headers.get('strict-transport-security')).toBeNull();
    });
    await withApp({ CONSOLE_SECURE_COOKIE: 'on' }, async (base) => {
      expect((await fetch(`${base}/`)).headers.get('strict-transport-security')).toBe(
        'max-age=31536000; includeSubDomains',
      );
    });
  });

  it('answers unknown API paths with a JSON ApiError, not the page, and never caches it', () =>
    withApp({}, async (base) => {
      const res = await fetch(`${base}/api/nothing-here`);
      expect(res.status).toBe(404);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.json()).toEqual({
        code: 404,
        message: 'Not found',
        detailedMessage: 'No API route for GET /api/nothing-here',
      });
    }));

  it('answers malformed JSON with a 400 ApiError', () =>
    withApp({}, async (base) => {
      const res = await fetch(`${base}/api/v1/anything`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"broken":',
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 400, message: 'Invalid request' });
    }));

  it('serves everything under CONSOLE_SUBPATH, with <base href> pointing there', () =>
    withApp({ CONSOLE_SUBPATH: '/tools/console/' }, async (base) => {
      const page = await fetch(`${base}/tools/console/buckets`);
      expect(await page.text()).toContain('<base href="/tools/console/" />');
      expect((await fetch(`${base}/tools/console/${asset}`)).status).toBe(200);
      expect((await fetch(`${base}/tools/console/healthz`)).status).toBe(200);
      expect((await fetch(`${base}/tools/console/api/x`)).status).toBe(404);
    }));
});
