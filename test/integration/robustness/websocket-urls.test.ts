import { rawExchange } from '@test/support/raw-http';
import { loadWorld, need } from '@test/world/state';
import { expectStillAnswering, watchedConsole, type WatchedConsole } from './robustness-kit';

jest.setTimeout(120_000);

/**
 * Websocket handshakes whose request target is no URL at all (`//[`, `//:99999`): Node's parser lets them through,
 * and the live streams' upgrade handler read them with `new URL`, which threw out of the 'upgrade' listener and
 * ended the process, for anyone, without a session.
 */
const minio = need(loadWorld().minio.erasure, 'erasure MinIO');
let console_: WatchedConsole;

beforeAll(async () => {
  console_ = await watchedConsole('websocket-urls', { CONSOLE_MINIO_SERVER: minio.endpoint });
});

afterAll(() => console_?.instance.stop());

afterEach(() => expectStillAnswering(console_));

function handshake(target: string): string {
  return (
    `GET ${target} HTTP/1.1\r\nHost: ${new URL(console_.base).host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
    'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n'
  );
}

describe('websocket handshakes to addresses that are not URLs', () => {
  it.each(['//[', '//:99999', '//user@[x/ws/trace'])('answers %s as an address nothing serves', async (target) => {
    const answer = await rawExchange(console_.base, handshake(target));
    expect(answer.status).toBe(404);
  });
});
