import { connect } from 'node:net';

/** What a raw exchange saw. */
export interface RawExchange {
  /** Everything the server sent, as latin1 text. */
  readonly received: string;
  /** The status of the server's answer, when one began. */
  readonly status: number | undefined;
  /** The server closed the connection (rather than answering in full and keeping it open, or the wait ending). */
  readonly closedByServer: boolean;
}

export interface RawOptions {
  /** Written after `head`, one every `everyMs` (a slow client); stops early once the server closes. */
  readonly pieces?: ReadonlyArray<string | Buffer>;
  readonly everyMs?: number;
  /**
   * Once everything is written, close the connection instead of waiting for an answer: at once (`true`), or when the
   * function's promise settles (e.g. once the server is seen to have begun its work).
   */
  readonly goAway?: true | (() => Promise<unknown>);
  /** The longest wait for an answer: a deadline for the test, never a timing assertion. Default 15 s. */
  readonly deadlineMs?: number;
}

/**
 * One HTTP exchange over a plain socket, for requests `fetch` cannot make: a form cut off before its end, a client
 * that trickles bytes, one that goes away mid-request. Resolves when the answer is complete (by its Content-Length),
 * the server closes the connection, or the deadline passes.
 */
export function rawExchange(base: string, head: string | Buffer, options: RawOptions = {}): Promise<RawExchange> {
  const { pieces = [], everyMs = 0, goAway, deadlineMs = 15_000 } = options;
  const url = new URL(base);
  return new Promise((resolve) => {
    const socket = connect(Number(url.port), url.hostname);
    let received = Buffer.alloc(0);
    let settled = false;
    let ticker: ReturnType<typeof setTimeout> | undefined;
    const finish = (closedByServer: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(ticker);
      clearTimeout(deadline);
      socket.destroy();
      const text = received.toString('latin1');
      const status = /^HTTP\/1\.1 (\d{3}) /.exec(text)?.[1];
      resolve({ received: text, status: status === undefined ? undefined : Number(status), closedByServer });
    };
    const deadline = setTimeout(() => finish(false), deadlineMs);
    // Each piece once the previous one is on its way (handed to the kernel), so that going away loses nothing.
    const writeFrom = (index: number) => {
      if (settled || socket.destroyed) return;
      const piece = pieces[index];
      if (piece === undefined) {
        if (goAway === true) finish(false);
        else if (goAway) void goAway().finally(() => finish(false));
        return;
      }
      socket.write(piece, () => (ticker = setTimeout(() => writeFrom(index + 1), everyMs)));
    };
    socket.on('connect', () => socket.write(head, () => writeFrom(0)));
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      if (answerComplete(received)) finish(false);
    });
    socket.on('error', () => undefined);
    socket.on('close', () => finish(true));
  });
}

function answerComplete(bytes: Buffer): boolean {
  const end = bytes.indexOf('\r\n\r\n');
  if (end < 0) return false;
  const length = /\r\ncontent-length: *(\d+)/i.exec(bytes.subarray(0, end).toString('latin1'))?.[1];
  return length !== undefined && bytes.length - end - 4 >= Number(length);
}
