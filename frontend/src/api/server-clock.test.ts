import '@frontend/testing/fetch-stub';
import { lastHour } from '@frontend/features/dashboard/widget-range';
import { api } from './client';
import { learnServerClock, serverNow } from './server-clock';

const TEN_MINUTES_MS = 10 * 60_000;

/** fetch answering 200 with the `Date` header of a server whose clock is `aheadMs` ahead of the browser's. */
function serverAhead(aheadMs: number): void {
  globalThis.fetch = (async () =>
    new Response('{}', {
      status: 200,
      headers: { 'Content-Type': 'application/json', Date: new Date(Date.now() + aheadMs).toUTCString() },
    })) as typeof fetch;
}

afterEach(() => learnServerClock(new Response(null, { headers: { Date: new Date().toUTCString() } })));

describe('server clock', () => {
  it("makes the dashboard's last hour end at the server's now once an API answer told it", async () => {
    serverAhead(TEN_MINUTES_MS);
    await api().GET('/api/v1/session');
    const { start, end } = lastHour();
    const serverSeconds = (Date.now() + TEN_MINUTES_MS) / 1000;
    expect(Math.abs(end - serverSeconds)).toBeLessThan(2);
    expect(end - start).toBe(3600);
  });

  it('follows a server that is behind, and takes a difference within the header’s second as none', async () => {
    serverAhead(-TEN_MINUTES_MS);
    await api().GET('/api/v1/session');
    expect(Math.abs(serverNow() - (Date.now() - TEN_MINUTES_MS))).toBeLessThan(1500);
    serverAhead(0);
    await api().GET('/api/v1/session');
    expect(Math.abs(serverNow() - Date.now())).toBeLessThan(5);
  });

  it('keeps what it knew when an answer has no Date header', () => {
    learnServerClock(new Response(null, { headers: { Date: new Date(Date.now() + TEN_MINUTES_MS).toUTCString() } }));
    learnServerClock(new Response(null));
    expect(serverNow() - Date.now()).toBeGreaterThan(TEN_MINUTES_MS - 1500);
  });
});
