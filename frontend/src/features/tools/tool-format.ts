/** A duration in nanoseconds for people: `850µs`, `12.3ms`, `1.25s`. */
export function formatNanos(nanos: number): string {
  if (nanos < 1_000_000) return `${(nanos / 1000).toFixed(0)}µs`;
  if (nanos < 1_000_000_000) return `${(nanos / 1_000_000).toFixed(1)}ms`;
  return `${(nanos / 1_000_000_000).toFixed(2)}s`;
}

/** The time of day of an ISO time, with milliseconds, in the user's time zone. */
export function formatClock(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const time = date.toLocaleTimeString(undefined, { hour12: false });
  return `${time}.${String(date.getMilliseconds()).padStart(3, '0')}`;
}
