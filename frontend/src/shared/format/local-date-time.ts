const two = (n: number) => String(n).padStart(2, '0');

/** `date`'s calendar day in the browser's time zone, `YYYY-MM-DD`: what a date field shows. */
export function localDay(date: Date): string {
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

/** `date` in the browser's time zone as `YYYY-MM-DDTHH:mm`: what a `datetime-local` field shows. */
export function localDateTime(date: Date): string {
  return `${localDay(date)}T${two(date.getHours())}:${two(date.getMinutes())}`;
}
