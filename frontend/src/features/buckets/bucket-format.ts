const UNITS = ['B', 'KiB', 'MiB', 'GiB', 'TiB', 'PiB', 'EiB'] as const;

/** A byte count in binary units (spec 01 §9): `1536` → `1.5 KiB`, with thousands separators. */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${value.toLocaleString('en-US', { maximumFractionDigits: digits })} ${UNITS[unit]}`;
}

/** A count with thousands separators: `12345` → `12,345`. */
export function formatCount(count: number): string {
  return count.toLocaleString('en-US');
}

/** A date and time for people, in their locale; unparseable input is shown as given. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString();
}
