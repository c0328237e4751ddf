import { connect } from 'node:net';
import { rawExchange } from '@test/support/raw-http';
import { loadWorld, need } from '@test/world/state';
import { expectStillAnswering, watchedConsole, type WatchedConsole } from './robustness-kit';

jest.setTimeout(120_000);

/**
 * Websocket handshakes to the tenant console proxy (operator mode), from clients that break them off: Node leaves an
 * upgraded socket without an 'error' listener, so a reset arriving while the handshake was checked ended the process
 * — before any login.
 */
const kube = need(loadWorld().kube, 'Kubernetes API server');
let operator: WatchedConsole;

beforeAll(async () => {
  operator = await watchedConsole('websocket-handshake', {
    CONSOLE_OPERATOR_MODE: 'on',
    CONSOLE_K8S_API_SERVER: kube.server,
    CONSOLE_K8S_CA_FILE: kube.caFile,
  });
});

afterAll(() => operator?.instance.stop());

afterEach(() => expectStillAnswering(operator));

function handshake(origin: string): string {
  const { host } = new URL(operator.base);
  return (
    `GET /api/proxy/some-namespace/some-tenant/ws/trace HTTP/1.1\r\nHost: ${host}\r\nOrigin: ${origin}\r\n` +
    'Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n' +
    'Sec-WebSocket-Version: 13\r\n\r\n'
  );
}

/** Sends a handshake and resets the connection (RST) right after; resolves once the socket is closed. */
function handshakeThenReset(origin: string): Promise<void> {
  const { hostname, port } = new URL(operator.base);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(handshake(origin));
      setImmediate(() => socket.resetAndDestroy());
    });
    socket.on('error', () => undefined);
    socket.on('close', () => resolve());
  });
}

describe('websocket handshakes to the tenant proxy', () => {
  it('survives clients that reset the connection mid-handshake', async () => {
    const origins = ['http://elsewhere.example', operator.base];
    await Promise.all(Array.from({ length: 20 }, (_, i) => handshakeThenReset(origins[i % 2] ?? '')));
  });

  it('still refuses a handshake from another origin, with the API error payload', async () => {
    const answer = await rawExchange(operator.base, handshake('http://elsewhere.example'));
    expect(answer.status).toBe(403);
    expect(answer.received).toContain('"message":"Request refused"');
  });
});
