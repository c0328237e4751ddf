import { currentLocale } from '@frontend/shared/i18n/i18n-instance';

const UNITS = ['B', 'KiB', 'MiB', 'GiB', 'TiB', 'PiB', 'EiB'] as const;

/** The formatters of one locale. */
interface LocaleFormats {
  readonly wholeNumber: Intl.NumberFormat;
  readonly oneDecimal: Intl.NumberFormat;
  readonly dateTime: Intl.DateTimeFormat;
  readonly list: Intl.ListFormat;
}

// One set per locale, made once: `toLocaleString` builds a new formatter per call, which shows in a table of
// thousands. The locale is read on every call, so a change of language shows in the next render.
const byLocale = new Map<string, LocaleFormats>();

function formats(): LocaleFormats {
  const locale = currentLocale();
  let found = byLocale.get(locale);
  if (!found) {
    found = {
      wholeNumber: new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }),
      oneDecimal: new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }),
      // The fields `Date.prototype.toLocaleString()` shows.
      dateTime: new Intl.DateTimeFormat(locale, {
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      }),
      // `unit` joins without a conjunction: `a, b, c` in English.
      list: new Intl.ListFormat(locale, { type: 'unit' }),
    };
    byLocale.set(locale, found);
  }
  return found;
}

/** A byte count in binary units (spec 01 §9), in the user's locale: `1536` → `1.5 KiB` (`1,5 KiB` in German). */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const { wholeNumber, oneDecimal } = formats();
  const format = unit === 0 || value >= 100 ? wholeNumber : oneDecimal;
  return `${format.format(value)} ${UNITS[unit]}`;
}

/** A count with the user's thousands separators: `12345` → `12,345` (`12.345` in German). */
export function formatCount(count: number): string {
  return formats().wholeNumber.format(count);
}

/** A date and time for people, in their locale; unparseable input is shown as given. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formats().dateTime.format(date);
}

/** Names listed the user's way: `a, b, c` in English. */
export function formatList(items: readonly string[]): string {
  return formats().list.format(items);
}
