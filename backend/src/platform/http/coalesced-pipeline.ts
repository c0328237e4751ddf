import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * `pipeline(source, destination)`, with the chunks that arrive in one turn of the event loop written together.
 * A socket is read 64 KiB at a time and several reads often land in one turn; written one by one, each would be a
 * system call and a wake-up of the reader at the other end. Corked for the turn, they leave as one `writev`.
 * Backpressure and error handling are pipeline's own: the destination still asks for a pause when its buffer fills.
 */
export function coalescedPipeline(source: Readable, destination: Writable): Promise<void> {
  let corked = false;
  const uncork = () => {
    corked = false;
    destination.uncork();
  };
  // Registered before pipeline's own listener, so the destination is corked before the chunk is written to it.
  source.on('data', () => {
    if (corked || destination.destroyed) return;
    corked = true;
    destination.cork();
    setImmediate(uncork);
  });
  return pipeline(source, destination);
}
