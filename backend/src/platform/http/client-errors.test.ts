import express from 'express';
import type { Server } from 'node:http';
import { rawExchange } from '@test/support/raw-http';
import { httpServerFor } from '../../server';

let server: Server;
let base: string;

beforeAll(async () => {
  const app = express();
  app.get('/ok', (_req, res) => {
    res.json({ ok: true });
  });
  server = httpServerFor(app, { headersTimeoutMs: 5_000, bodyTimeoutMs: 5_000 });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** The JSON body of a raw answer. */
function bodyOf(received: string): unknown {
  return JSON.parse(received.slice(received.indexOf('\r\n\r\n') + 4));
}

describe('requests the HTTP parser refuses', () => {
  it('answers a URL over the header size limit with a JSON 431, not an empty answer', async () => {
    const outcome = await rawExchange(base, `GET /ok?prefix=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(outcome.status).toBe(431);
    expect(outcome.received).toMatch(/content-type: application\/json/i);
    expect(bodyOf(outcome.received)).toEqual({
      code: 431,
      message: 'The request is too large',
      detailedMessage: expect.stringContaining('URL'),
    });
    expect(outcome.received).toMatch(/connection: close/i);
  });

  it('answers a malformed request line with a JSON 400', async () => {
    const outcome = await rawExchange(base, 'THIS IS NOT HTTP\r\n\r\n');
    expect(outcome.status).toBe(400);
    expect(bodyOf(outcome.received)).toEqual({
      code: 400,
      message: 'Malformed HTTP request',
      detailedMessage: expect.any(String),
    });
  });

  it('still serves ordinary requests on the same server', async () => {
    const response = await fetch(`${base}/ok`);
    expect(await response.json()).toEqual({ ok: true });
  });
});
