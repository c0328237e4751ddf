const two = (n: number) => String(n).padStart(2, '0');

/**
 * `YYYY-MM-DDTHH:mm`, what a `datetime-local` field holds, `milliseconds` after `from` (before it when negative), in
 * the local time zone: the browser runs in the test's own.
 */
export function localDateTimeAfter(milliseconds: number, from = new Date()): string {
  const when = new Date(from.getTime() + milliseconds);
  return `${when.getFullYear()}-${two(when.getMonth() + 1)}-${two(when.getDate())}T${two(when.getHours())}:${two(when.getMinutes())}`;
}
