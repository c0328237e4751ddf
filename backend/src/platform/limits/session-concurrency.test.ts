import type { AddressInfo } from 'node:net';
import { request as httpRequest, type Server } from 'node:http';
import express from 'express';
import { loadConfig } from '../../config/config';
import { ApiError } from '../errors/api-error';
import { errorHandler } from '../http/error-handler';
import { createLogger } from '../logging/logger';
import { holdSlot, LimitReached, SessionConcurrency, sessionConcurrencyFor } from './session-concurrency';

describe('SessionConcurrency', () => {
  it('refuses the call over the limit of its session and kind only, naming the limit', () => {
    const limits = new SessionConcurrency({ zip: 2, live: 1, auditSearch: 1 });
    limits.acquire('zip', 'a');
    limits.acquire('zip', 'a');
    expect(() => limits.acquire('zip', 'a')).toThrow(LimitReached);
    expect(() => limits.acquire('zip', 'b')).not.toThrow();
    expect(() => limits.acquire('live', 'a')).not.toThrow();
    let refusal: unknown;
    try {
      limits.acquire('zip', 'a');
    } catch (error) {
      refusal = error;
    }
    expect((refusal as ApiError).body).toEqual({
      code: 429,
      message: 'Too many ZIP downloads at once',
      detailedMessage: expect.stringContaining('CONSOLE_LIMIT_ZIP_DOWNLOADS') as string,
    });
  });

  it('gives a slot back once however often release is called, and forgets idle sessions', () => {
    const limits = new SessionConcurrency({ zip: 2, live: 1, auditSearch: 1 });
    const first = limits.acquire('zip', 'a');
    const second = limits.acquire('zip', 'a');
    first();
    first();
    expect(limits.count('zip', 'a')).toBe(1);
    second();
    expect(limits.count('zip', 'a')).toBe(0);
    expect(limits.busy).toBe(0);
  });

  it('is one counter per app configuration, set from its CONSOLE_LIMIT_* values', () => {
    const config = loadConfig({ CONSOLE_LIMIT_ZIP_DOWNLOADS: '1' });
    expect(sessionConcurrencyFor(config)).toBe(sessionConcurrencyFor(config));
    expect(sessionConcurrencyFor(config)).not.toBe(sessionConcurrencyFor(loadConfig({})));
    sessionConcurrencyFor(config).acquire('zip', 's');
    expect(() => sessionConcurrencyFor(config).acquire('zip', 's')).toThrow(LimitReached);
  });

  it.each(['0', '-1', 'many'])('refuses CONSOLE_LIMIT_LIVE_STREAMS=%s', (raw) => {
    expect(() => loadConfig({ CONSOLE_LIMIT_LIVE_STREAMS: raw })).toThrow(/CONSOLE_LIMIT_LIVE_STREAMS/);
  });
});

/** An app whose one route holds a zip slot until the test lets it answer (or fail). */
function slowApp() {
  const config = loadConfig({ CONSOLE_LIMIT_ZIP_DOWNLOADS: '2' });
  const waiting: Array<(outcome: 'answer' | 'fail') => void> = [];
  const app = express();
  app.use((req, res, next) => {
    res.locals.session = { kind: 'minio', sid: req.header('x-sid') ?? 'one', iat: 0, exp: 0, lat: 0 };
    next();
  });
  const guard = holdSlot(config, 'zip');
  app.get('/zip', (req, res, next) => {
    Promise.resolve(guard(req, res))
      .then(() => new Promise<'answer' | 'fail'>((resolve) => waiting.push(resolve)))
      .then((outcome) => {
        if (outcome === 'fail') throw new ApiError(502, 'MinIO failed');
        res.json({ done: true });
      })
      .catch(next);
  });
  app.use(errorHandler(createLogger('error', () => undefined)));
  return { app, waiting, limits: sessionConcurrencyFor(config) };
}

function get(server: Server, sid = 'one') {
  const { port } = server.address() as AddressInfo;
  const req = httpRequest({ port, host: '127.0.0.1', path: '/zip', headers: { 'x-sid': sid } });
  const answer = new Promise<{ status: number; retryAfter?: string; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'], body }));
    });
    req.on('error', reject);
  });
  req.end();
  return { req, answer };
}

async function until(what: string, check: () => boolean): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('holdSlot', () => {
  let server: Server;
  let fixture: ReturnType<typeof slowApp>;
  beforeEach(async () => {
    fixture = slowApp();
    server = fixture.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
  });
  afterEach(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('answers the call over the limit with 429 and Retry-After, and frees the slot when a call answers', async () => {
    const first = get(server);
    get(server);
    await until('two calls running', () => fixture.waiting.length === 2);
    const refused = await get(server).answer;
    expect(refused).toMatchObject({ status: 429, retryAfter: '5' });
    expect(JSON.parse(refused.body)).toMatchObject({ code: 429, message: 'Too many ZIP downloads at once' });
    // Another session is not affected.
    const another = get(server, 'another');
    await until('the other session running', () => fixture.waiting.length === 3);
    fixture.waiting.shift()?.('answer');
    expect((await first.answer).status).toBe(200);
    await until('a free slot', () => fixture.limits.count('zip', 'one') === 1);
    const next = get(server);
    await until('the next call running', () => fixture.waiting.length === 3);
    for (const resolve of fixture.waiting.splice(0)) resolve('answer');
    expect((await another.answer).status).toBe(200);
    expect((await next.answer).status).toBe(200);
    await until('no slot held', () => fixture.limits.busy === 0);
  });

  it('frees the slot when the call fails, and when the client goes away', async () => {
    const failing = get(server);
    const abandoned = get(server);
    abandoned.answer.catch(() => undefined);
    await until('two calls running', () => fixture.waiting.length === 2);
    fixture.waiting.shift()?.('fail');
    expect((await failing.answer).status).toBe(502);
    abandoned.req.destroy();
    await until('no slot held', () => fixture.limits.busy === 0);
  });
});
