import { connect, type Socket } from 'node:net';

/**
 * A minimal NSQ consumer over nsqd's TCP protocol (V2): SUB to a topic's channel, RDY, and collect message bodies
 * (FIN each, answer heartbeats). nsqd's HTTP API can publish and count but not read messages. Test-only.
 */
export class NsqReader {
  readonly bodies: string[] = [];
  private buffer = Buffer.alloc(0);
  private readonly socket: Socket;

  private constructor(socket: Socket) {
    this.socket = socket;
    socket.on('data', (chunk: Buffer) => this.onData(chunk));
  }

  /** Subscribes before anything is published, so no message is missed (nsqd keeps them for the channel). */
  static async subscribe(address: string, topic: string, channel: string): Promise<NsqReader> {
    const [host = '127.0.0.1', port = '4150'] = address.split(':');
    const socket = connect({ host, port: Number(port) });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('error', reject);
    });
    const reader = new NsqReader(socket);
    socket.write('  V2');
    socket.write(`SUB ${topic} ${channel}\n`);
    socket.write('RDY 100\n');
    return reader;
  }

  close(): void {
    this.socket.destroy();
  }

  private onData(chunk: Buffer): void {
    this.buffer = Buffer.concat([this.buffer, chunk]);
    while (this.buffer.length >= 8) {
      const size = this.buffer.readInt32BE(0);
      if (this.buffer.length < 4 + size) return;
      const frameType = this.buffer.readInt32BE(4);
      const data = this.buffer.subarray(8, 4 + size);
      this.buffer = this.buffer.subarray(4 + size);
      if (frameType === 0 && data.toString() === '_heartbeat_') this.socket.write('NOP\n');
      if (frameType === 2) {
        // timestamp (8 bytes), attempts (2), message id (16), body
        const id = data.subarray(10, 26).toString();
        this.bodies.push(data.subarray(26).toString('utf8'));
        this.socket.write(`FIN ${id}\n`);
      }
    }
  }
}
