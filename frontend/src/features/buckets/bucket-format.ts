const UNITS = ['B', 'KiB', 'MiB', 'GiB', 'TiB', 'PiB', 'EiB'] as const;

// One formatter each, made once: `toLocaleString` builds a new one per call, which shows in a table of thousands.
const wholeNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
/** The fields `Date.prototype.toLocaleString()` shows, in the user's locale. */
const dateTime = new Intl.DateTimeFormat(undefined, {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** A byte count in binary units (spec 01 §9): `1536` → `1.5 KiB`, with thousands separators. */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const format = unit === 0 || value >= 100 ? wholeNumber : oneDecimal;
  return `${format.format(value)} ${UNITS[unit]}`;
}

/** A count with thousands separators: `12345` → `12,345`. */
export function formatCount(count: number): string {
  return wholeNumber.format(count);
}

/** A date and time for people, in their locale; unparseable input is shown as given. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}
