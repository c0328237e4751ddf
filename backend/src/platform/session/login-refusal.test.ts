import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { createLogger } from '../logging/logger';
import { LoginThrottle, refuseThrottledLogins } from './login-throttle';

describe('refuseThrottledLogins', () => {
  let server: Server;
  let base: string;
  let reachedHandler = 0;
  const lines: Array<Record<string, unknown>> = [];
  const throttle = new LoginThrottle({
    perAddressAndAccount: { limit: 10, windowMs: 60_000 },
    perAddress: { limit: 2, windowMs: 60_000 },
    perAccount: { free: 10, baseMs: 1000, capMs: 30_000, forgetMs: 60_000 },
  });

  beforeAll(async () => {
    const logger = createLogger('warn', (line) => lines.push(JSON.parse(line) as Record<string, unknown>));
    const app = express();
    app.use(refuseThrottledLogins(throttle, logger, ['/api/v1/login']));
    // Stands for the body parser, the session and the login handler: all that a refused attempt must not reach.
    app.use((req, res) => {
      reachedHandler += 1;
      res.status(204).end();
    });
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const login = () => fetch(`${base}/api/v1/login`, { method: 'POST', body: '{"accessKey":"a","secretKey":"wrong"}' });

  it('lets attempts through until the address has used up its failures, then answers 429 before anything else', async () => {
    expect((await login()).status).toBe(204);
    expect(reachedHandler).toBe(1);
    for (let n = 0; n < 2; n += 1) throttle.admit('127.0.0.1', 'a');
    const refused = await Promise.all(Array.from({ length: 5 }, login));
    expect(refused.map((answer) => answer.status)).toEqual([429, 429, 429, 429, 429]);
    expect(Number(refused[0]!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused[0]!.json()).toMatchObject({ code: 429, message: 'Too many failed logins' });
    expect(reachedHandler).toBe(1);
    // One log line for the address, not one per refused attempt.
    expect(lines.filter((line) => line['client'] === '127.0.0.1')).toHaveLength(1);
  });

  it('leaves every other path and method alone', async () => {
    expect((await fetch(`${base}/api/v1/session`, { method: 'POST' })).status).toBe(204);
    expect((await fetch(`${base}/api/v1/login`)).status).toBe(204);
  });
});
