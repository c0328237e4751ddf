/**
 * The console server's clock, as learned from its answers' `Date` header, for times the browser asks the server about
 * ("the last hour" of metrics): a browser whose clock is minutes off would otherwise ask for the wrong window.
 * Dependency-free, so the early bundle learns from the session's answer too; the offset is kept in one global both
 * bundles share.
 */

const OFFSET = '__objectConsoleServerClockOffsetMs';
/** `Date` has whole seconds: an offset below that is the header's rounding, not a clock that is off. */
const PRECISION_MS = 1000;

type WithOffset = typeof globalThis & { [OFFSET]?: number };

/** Learns how far the server's clock is from the browser's from an answer received at `receivedAt` (browser ms). */
export function learnServerClock(response: Response, receivedAt: number = Date.now()): void {
  const sent = Date.parse(response.headers.get('Date') ?? '');
  if (Number.isNaN(sent)) return;
  // The header drops the milliseconds: the server's time at receipt is half a second past it, on average.
  const offset = sent + PRECISION_MS / 2 - receivedAt;
  (globalThis as WithOffset)[OFFSET] = Math.abs(offset) < PRECISION_MS ? 0 : offset;
}

/** Now by the server's clock, in ms since the epoch (the browser's clock until an answer has been seen). */
export function serverNow(): number {
  return Date.now() + ((globalThis as WithOffset)[OFFSET] ?? 0);
}
