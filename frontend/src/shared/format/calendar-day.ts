/**
 * The calendar day `YYYY-MM-DD` an instant falls on in a time zone (the browser's when none is given): a certificate
 * valid until 03:00 UTC on the 28th ends on the 27th in Los Angeles, which is the date its admin must act by. Text
 * that is no instant is returned as it is.
 */
export function calendarDay(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
