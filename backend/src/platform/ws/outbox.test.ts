import { WebSocket } from 'ws';
import { Outbox } from './outbox';

/** A socket whose network never takes what it is given: `bufferedAmount` only grows, as with a stalled browser. */
function stalledSocket() {
  const sent: string[] = [];
  const socket = {
    readyState: WebSocket.OPEN,
    bufferedAmount: 0,
    send(text: string) {
      sent.push(text);
      socket.bufferedAmount += Buffer.byteLength(text);
    },
  };
  return { socket, sent };
}

describe('the outbox of a live socket', () => {
  it('holds what the socket cannot take, drops beyond its bound, and tells the client how many', async () => {
    const { socket, sent } = stalledSocket();
    const outbox = new Outbox(socket as unknown as WebSocket, { highWaterBytes: 100, maxQueued: 5 });
    for (let n = 0; n < 30; n++) outbox.push(JSON.stringify({ n, pad: 'x'.repeat(40) }));
    // Two messages fill the socket's 100 bytes, five wait, the other 23 are dropped and counted.
    expect(sent.map((text) => (JSON.parse(text) as { n?: number }).n).slice(0, 2)).toEqual([0, 1]);
    expect(outbox.droppedCount).toBe(23);
    // The first drop is reported at once; later ones at most once a second, and in full when the stream ends.
    expect(sent).toContain(JSON.stringify({ dropped: 1 }));

    // Once the network takes the data, the waiting messages go out in order, after the drop report.
    const network = setInterval(() => (socket.bufferedAmount = 0), 5);
    await outbox.drain(5000);
    clearInterval(network);
    const delivered = sent.map((text) => JSON.parse(text) as { n?: number; dropped?: number });
    expect(delivered.filter((m) => m.n !== undefined).map((m) => m.n)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(delivered.filter((m) => m.dropped !== undefined).at(-1)).toEqual({ dropped: 23 });
    outbox.dispose();
  });
});

describe('the outbox bound in bytes', () => {
  it('drops what would pass the byte bound even below the count bound, but never a lone large message', async () => {
    const { socket, sent } = stalledSocket();
    const outbox = new Outbox(socket as unknown as WebSocket, {
      highWaterBytes: 1,
      maxQueued: 1000,
      maxQueuedBytes: 1000,
    });
    // The first message fills the socket; then 100-byte messages wait until 1,000 bytes are queued.
    const message = (n: number) => JSON.stringify({ n, pad: 'x'.repeat(100 - 15 - String(n).length) });
    expect(Buffer.byteLength(message(0))).toBe(100);
    for (let n = 0; n < 50; n++) outbox.push(message(n));
    expect(outbox.queuedByteCount).toBe(1000);
    expect(outbox.droppedCount).toBe(39);

    // Once everything went out, one message bigger than the whole bound still goes through.
    const network = setInterval(() => (socket.bufferedAmount = 0), 5);
    await outbox.drain(5000);
    expect(outbox.queuedByteCount).toBe(0);
    outbox.push(JSON.stringify({ big: 'y'.repeat(5000) }));
    await outbox.drain(5000);
    clearInterval(network);
    expect(outbox.droppedCount).toBe(39);
    const delivered = sent.map((text) => JSON.parse(text) as { n?: number; big?: string });
    expect(delivered.filter((m) => m.n !== undefined).map((m) => m.n)).toEqual([...Array(11).keys()]);
    expect(delivered.at(-1)?.big).toHaveLength(5000);
    outbox.dispose();
  });
});
