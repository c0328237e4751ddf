import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Express } from 'express';
import { freePort } from '@test/world/ports';
import { createApp } from '../../app';
import { loadConfig } from '../../config/config';
import { createLogger } from '../logging/logger';
import { SessionManager } from '../session/session-manager';
import { CSRF_HEADER, CSRF_VALUE } from './csrf';

/** The real app on a loopback port, called as a logged-in page would call it. */
interface RunningApp {
  readonly app: Express;
  /** `http://127.0.0.1:<port>` plus the sub-path without its trailing slash. */
  readonly base: string;
  /** The session cookie and the CSRF header of a logged-in page. */
  readonly loggedIn: Readonly<Record<string, string>>;
  close(): Promise<void>;
}

async function startApp(subPath: string): Promise<RunningApp> {
  const staticDir = mkdtempSync(join(tmpdir(), 'oc-openapi-test-'));
  writeFileSync(join(staticDir, 'index.html'), '<html><head><base href="/" /></head><body>console</body></html>');
  // A port just bound and closed: whatever listens on MinIO's default port (`npm start` leaves one) never answers.
  const minio = `http://127.0.0.1:${await freePort()}`;
  const config = { ...loadConfig({ CONSOLE_SUBPATH: subPath, CONSOLE_MINIO_SERVER: minio }), staticDir };
  const sessionKey = randomBytes(32);
  const app = createApp({
    config,
    logger: createLogger('error', () => undefined),
    sessionKey,
    validateResponses: true,
  });
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  // A cookie sealed with the app's key is as good a session as a login's; these tests need no storage server.
  const { cookie } = new SessionManager(sessionKey, { durationMs: 3_600_000, idleMs: 3_600_000 }).create({
    kind: 'minio',
    user: 'contract-test',
    loginMethod: 'form',
    credentials: { accessKey: 'contract-test', secretKey: 'unused', sessionToken: 'unused' },
  });
  return {
    app,
    base: `http://127.0.0.1:${port}${config.subPath.replace(/\/$/, '')}`,
    loggedIn: { cookie: `oc-session=${encodeURIComponent(cookie)}`, [CSRF_HEADER]: CSRF_VALUE },
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      rmSync(staticDir, { recursive: true, force: true });
    },
  };
}

async function call(url: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const res = await fetch(url, {
    method: init.method ?? 'GET',
    headers: { ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as unknown) : undefined, headers: res.headers };
}

const invalid = (detailedMessage: string) => ({ code: 400, message: 'Invalid request', detailedMessage });

describe.each(['/', '/tools/console/'])('the API contract on the app mounted at %s', (subPath) => {
  let running: RunningApp;
  beforeAll(async () => {
    running = await startApp(subPath);
  });
  afterAll(() => running.close());

  it('answers a body without a required field with a 400 naming it, before any handler', async () => {
    const res = await call(`${running.base}/api/v1/login`, { method: 'POST', body: { secretKey: 'x' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(invalid("request/body must have required property 'accessKey'"));
  });

  it('answers a field of the wrong type or outside its enum with a 400 naming it', async () => {
    const wrongType = await call(`${running.base}/api/v1/login`, {
      method: 'POST',
      body: { accessKey: 7, secretKey: 'x' },
    });
    expect(wrongType.body).toEqual(invalid('request/body/accessKey must be string'));
    const badEnum = await call(`${running.base}/api/v1/buckets/photos/quota`, {
      method: 'PUT',
      body: { enabled: true, quota_type: 'soft', amount: 1 },
      headers: running.loggedIn,
    });
    expect(badEnum.body).toEqual(
      invalid('request/body/quota_type must be equal to one of the allowed values: hard, fifo'),
    );
  });

  it('checks path and query parameters: patterns, types, base64 keys, unknown names', async () => {
    const cases: Array<[string, string]> = [
      ['/api/v1/buckets/ab', 'request/params/bucket must NOT have fewer than 3 characters'],
      ['/api/v1/logs/search?q=reqinfo&pageSize=many', 'request/query/pageSize must be integer'],
      ['/api/v1/buckets/photos/objects/download?prefix=a%2Fb%20c', 'request/query/prefix must match format "byte"'],
      ['/api/v1/buckets?sort=name', "Unknown query parameter 'sort'"],
    ];
    for (const [path, detail] of cases) {
      expect(await call(`${running.base}${path}`, { headers: running.loggedIn })).toMatchObject({
        status: 400,
        body: invalid(detail),
      });
    }
  });

  it('accepts valid input in the forms the spec shows: repeated raw `fp=field:value`, base64 keys', async () => {
    const search = await call(`${running.base}/api/v1/logs/search?q=reqinfo&fp=bucket:photos&fp=api_name:Put*`, {
      headers: running.loggedIn,
    });
    expect(search.status).not.toBe(400);
    const share = await call(
      `${running.base}/api/v1/buckets/photos/objects/share?prefix=${encodeURIComponent(btoa('docs/a b+c.txt'))}&expires=600000ms`,
      { headers: running.loggedIn },
    );
    expect(share.status).not.toBe(400);
  });

  it('lets a public operation answer for itself without a session, not with a 401', async () => {
    const res = await call(`${running.base}/api/v1/login/oauth2/auth`, {
      method: 'POST',
      body: { code: 'code-from-idp', state: 'state-from-idp' },
      headers: { [CSRF_HEADER]: CSRF_VALUE },
    });
    expect(res).toMatchObject({ status: 400, body: { code: 400, message: 'Single sign-on is not configured' } });
  });

  it('lets a multipart upload through without parsing it', async () => {
    const form = new FormData();
    form.append('report.txt', new Blob(['hello']), 'report.txt');
    const res = await fetch(`${running.base}/api/v1/buckets/photos/objects/upload?prefix=ZG9jcy8%3D`, {
      method: 'POST',
      headers: running.loggedIn,
      body: form,
    });
    // Past the validator: the upload route answers (503: no MinIO behind this unit test), never a 400 about the form.
    expect([200, 501, 503]).toContain(res.status);
  });

  it('answers an undeclared /api/v1 path with 404 and a declared path with the wrong method with 405', async () => {
    const missing = await call(`${running.base}/api/v1/nothing-here`, { headers: running.loggedIn });
    expect(missing).toMatchObject({
      status: 404,
      body: { code: 404, message: 'Not found', detailedMessage: `No API route for GET ${subPath}api/v1/nothing-here` },
    });
    const wrongMethod = await call(`${running.base}/api/v1/session`, { method: 'DELETE', headers: running.loggedIn });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.body).toMatchObject({ code: 405, message: 'Method not allowed' });
    expect(wrongMethod.headers.get('allow')).toBe('GET');
  });

  it('leaves the frontend and the health check alone', async () => {
    expect((await fetch(`${running.base}/buckets/photos/browse`)).status).toBe(200);
    expect((await fetch(`${running.base}/healthz`)).status).toBe(200);
  });
});
