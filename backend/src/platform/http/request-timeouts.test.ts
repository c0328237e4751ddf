import express from 'express';
import type { Server } from 'node:http';
import { rawExchange, type RawExchange } from '@test/support/raw-http';
import { httpServerFor } from '../../server';
import { streamsBody } from './request-timeouts';

/** Short deadlines, so that each case runs in seconds; the checks below allow many times as much. */
const timeouts = { headersTimeoutMs: 1_000, bodyTimeoutMs: 1_000 };

let server: Server;
let base: string;

beforeAll(async () => {
  const app = express();
  app.post('/json', express.json(), (req, res) => {
    res.json({ got: req.body as unknown });
  });
  // Like an upload: the body is streamed (counted here) for as long as it keeps coming.
  app.put('/stream', (req, res) => {
    streamsBody(req);
    let bytes = 0;
    req.on('data', (chunk: Buffer) => (bytes += chunk.length));
    req.on('end', () => res.json({ bytes }));
  });
  server = httpServerFor(app, timeouts);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const bytes = (count: number) => Array.from({ length: count }, () => 'x');

/** Sent away: a 408 (the answer Node gives slow headers too), or at least the connection closed by the server. */
function expectTurnedAway(outcome: RawExchange): void {
  if (outcome.status === undefined) expect(outcome.closedByServer).toBe(true);
  else expect(outcome.status).toBe(408);
}

describe('client deadlines of the HTTP server', () => {
  it('answers 408 and disconnects a client that sends its headers a byte at a time', async () => {
    expectTurnedAway(
      await rawExchange(base, 'GET /json HTTP/1.1\r\nHost: x\r\n', { pieces: bytes(200), everyMs: 200 }),
    );
  });

  it('answers 408 and disconnects a client that trickles a JSON body, however steadily', async () => {
    const body = `{"a":"${'x'.repeat(100)}"}`;
    const head = `POST /json HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    expectTurnedAway(await rawExchange(base, head, { pieces: [...body], everyMs: 200 }));
  });

  it('lets a streamed upload take many times the deadline while it keeps moving', async () => {
    const pieces = bytes(12).map((_, i) => `${i}`.padStart(1000, '.'));
    const length = pieces.join('').length;
    const head = `PUT /stream HTTP/1.1\r\nHost: x\r\nContent-Length: ${length}\r\n\r\n`;
    // 12 pieces, one every 300 ms: about 3.6 s in all, with pauses well under the 1 s deadline.
    const outcome = await rawExchange(base, head, { pieces, everyMs: 300 });
    expect(outcome.status).toBe(200);
    expect(outcome.received).toContain(`{"bytes":${length}}`);
  });

  it('disconnects a streamed upload that stops moving', async () => {
    const head = `PUT /stream HTTP/1.1\r\nHost: x\r\nContent-Length: 100000\r\n\r\n`;
    expectTurnedAway(await rawExchange(base, head, { pieces: ['some bytes, then nothing more'] }));
  });

  it('answers ordinary requests as before', async () => {
    const res = await fetch(`${base}/json`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ a: 1 }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ got: { a: 1 } });
  });
});
