import type { IncomingMessage } from 'node:http';

/** A GET under way: its stream, or why it failed (never a rejection, so one left waiting is no unhandled error). */
export type Opening = Promise<{ readonly stream: IncomingMessage } | { readonly error: unknown }>;

/** Starts `open` and answers its outcome as an Opening. */
export function opening(open: () => Promise<IncomingMessage>): Opening {
  return open().then(
    (stream) => ({ stream }),
    (error: unknown) => ({ error }),
  );
}

/** One item of a ZIP, with its object's GET already under way when it was read ahead. */
export interface ReadAhead<T> {
  readonly item: T;
  readonly opening?: Opening;
}

/**
 * Yields `items` in order, `depth` behind: each item entering that window is offered to `early`, which may start its
 * GET at once. A ZIP of many small objects is bound by each GET's round trip, not by bytes; with the next GETs in
 * flight while one object is written, MinIO answers them side by side. Memory stays bounded: at most `depth`
 * answers wait, each holding what its socket buffers (`early` picks small objects only). Stopped early (the client
 * left), the GETs it started and did not hand out are closed.
 */
export async function* readAhead<T>(
  items: AsyncIterable<T>,
  early: (item: T) => Opening | undefined,
  depth: number,
): AsyncGenerator<ReadAhead<T>, void> {
  const window: Array<ReadAhead<T>> = [];
  try {
    for await (const item of items) {
      const started = early(item);
      window.push(started ? { item, opening: started } : { item });
      const next = window.length > depth ? window.shift() : undefined;
      if (next) yield next;
    }
    for (let next = window.shift(); next; next = window.shift()) yield next;
  } finally {
    for (const left of window) void left.opening?.then((opened) => 'stream' in opened && opened.stream.destroy());
  }
}
