import { WebSocket } from 'ws';

/** How much a socket may hold before messages wait in the outbox, and how many may wait before they are dropped. */
export interface OutboxLimits {
  /** Bytes the socket may have buffered (not yet taken by the network) before sending pauses. */
  readonly highWaterBytes: number;
  /** Messages waiting beyond that; more are dropped and counted. */
  readonly maxQueued: number;
  /**
   * Bytes (UTF-8) those waiting messages may hold together; a message that would pass it is dropped too, unless
   * nothing waits (one message bigger than the bound, such as a health report, still goes). Default 2 MiB.
   */
  readonly maxQueuedBytes?: number;
}

/** Per socket at most ~1 MiB in the socket and 2 MiB (or 2,000 messages) waiting: a slow browser costs ≤ 3 MiB. */
export const DEFAULT_OUTBOX_LIMITS: OutboxLimits = {
  highWaterBytes: 1024 * 1024,
  maxQueued: 2000,
  maxQueuedBytes: 2 * 1024 * 1024,
};

/** Drop reports go out at most this often, so a flood of drops does not become a flood of reports. */
const DROP_REPORT_MS = 1000;
const RETRY_MS = 25;

/**
 * A bounded per-socket send buffer. MinIO's streams are read as fast as they come (MinIO itself drops trace
 * messages for a slow reader, silently); what a slow browser cannot take is dropped here instead, counted, and the
 * count sent to the browser as a `{ "dropped": n }` frame, so the page can say how much it did not get.
 */
export class Outbox {
  private readonly queue: Array<{ readonly text: string; readonly bytes: number }> = [];
  private queuedBytes = 0;
  private dropped = 0;
  private reported = 0;
  private lastReport = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly ws: WebSocket,
    private readonly limits: OutboxLimits = DEFAULT_OUTBOX_LIMITS,
  ) {}

  /** Queues one message (already JSON); drops it when the queue is full, by count or by bytes. */
  push(text: string): void {
    const bytes = Buffer.byteLength(text);
    const maxBytes = this.limits.maxQueuedBytes ?? Number.POSITIVE_INFINITY;
    if (this.queue.length >= this.limits.maxQueued || (this.queue.length > 0 && this.queuedBytes + bytes > maxBytes)) {
      this.dropped += 1;
    } else {
      this.queue.push({ text, bytes });
      this.queuedBytes += bytes;
    }
    this.flush();
  }

  /** Bytes of the messages waiting (not yet handed to the socket). */
  get queuedByteCount(): number {
    return this.queuedBytes;
  }

  /** Messages dropped so far. */
  get droppedCount(): number {
    return this.dropped;
  }

  /** Resolves once everything queued was handed to the socket (or it closed, or `maxMs` passed). */
  async drain(maxMs = 5000): Promise<void> {
    const deadline = Date.now() + maxMs;
    this.reportDrops(true);
    while ((this.queue.length > 0 || this.ws.bufferedAmount > 0) && this.open() && Date.now() < deadline) {
      this.flush();
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    }
  }

  /** Stops retrying; what is queued is discarded with the socket. */
  dispose(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.queue.length = 0;
    this.queuedBytes = 0;
  }

  private flush(): void {
    if (!this.open()) return;
    while (this.queue.length > 0 && this.ws.bufferedAmount < this.limits.highWaterBytes) {
      const next = this.queue.shift();
      if (!next) break;
      this.queuedBytes -= next.bytes;
      this.ws.send(next.text);
    }
    this.reportDrops(false);
    if ((this.queue.length > 0 || this.dropped > this.reported) && !this.timer) {
      this.timer = setTimeout(() => {
        this.timer = undefined;
        this.flush();
      }, RETRY_MS);
    }
  }

  private reportDrops(now: boolean): void {
    if (this.dropped === this.reported || !this.open()) return;
    if (!now && Date.now() - this.lastReport < DROP_REPORT_MS) return;
    this.reported = this.dropped;
    this.lastReport = Date.now();
    this.ws.send(JSON.stringify({ dropped: this.dropped }));
  }

  private open(): boolean {
    return this.ws.readyState === WebSocket.OPEN;
  }
}
