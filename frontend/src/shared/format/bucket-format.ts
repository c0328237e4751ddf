import { currentLocale } from '@frontend/shared/i18n/i18n-instance';

const UNITS = ['B', 'KiB', 'MiB', 'GiB', 'TiB', 'PiB', 'EiB'] as const;

/** The formatters of one locale. */
interface LocaleFormats {
  readonly wholeNumber: Intl.NumberFormat;
  readonly oneDecimal: Intl.NumberFormat;
  readonly dateTime: Intl.DateTimeFormat;
  readonly list: Intl.ListFormat;
}

// One set per locale, each made once when first used: `toLocaleString` builds a new formatter per call, which shows
// in a table of thousands, and a formatter costs its making (the date-time one most) on a page's first render, so a
// page showing only numbers makes only those. The locale is read on every call, so a change of language shows in the
// next render.
const byLocale = new Map<string, LocaleFormats>();

function formats(): LocaleFormats {
  const locale = currentLocale();
  let found = byLocale.get(locale);
  if (!found) {
    found = lazyFormats(locale);
    byLocale.set(locale, found);
  }
  return found;
}

function lazyFormats(locale: string): LocaleFormats {
  const made: Partial<{ -readonly [K in keyof LocaleFormats]: LocaleFormats[K] }> = {};
  return {
    get wholeNumber() {
      return (made.wholeNumber ??= new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }));
    },
    get oneDecimal() {
      return (made.oneDecimal ??= new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }));
    },
    get dateTime() {
      // The fields `Date.prototype.toLocaleString()` shows.
      return (made.dateTime ??= new Intl.DateTimeFormat(locale, {
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      }));
    },
    get list() {
      // `unit` joins without a conjunction: `a, b, c` in English.
      return (made.list ??= new Intl.ListFormat(locale, { type: 'unit' }));
    },
  };
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

/** The unit a duration is shown in, by size: whole microseconds, then milliseconds, then seconds. */
const DURATION_STEPS = [
  { below: 1e6, nanosPer: 1e3, unit: 'microsecond', digits: 0 },
  { below: 1e9, nanosPer: 1e6, unit: 'millisecond', digits: 1 },
  { below: Infinity, nanosPer: 1e9, unit: 'second', digits: 2 },
] as const;
const durationFormats = new Map<string, Intl.NumberFormat>();

/**
 * A duration in nanoseconds for people, in their locale's numbers and unit names: `850 μs`, `12.3 ms`, `1.25 sec`
 * (`12,3 ms`, `1,25 Sek.` in German).
 */
export function formatDuration(nanos: number): string {
  const step = DURATION_STEPS.find(({ below }) => nanos < below) ?? DURATION_STEPS[2];
  const locale = currentLocale();
  const id = `${locale} ${step.unit}`;
  let format = durationFormats.get(id);
  if (!format) {
    const digits = { minimumFractionDigits: step.digits, maximumFractionDigits: step.digits };
    format = new Intl.NumberFormat(locale, { style: 'unit', unit: step.unit, unitDisplay: 'short', ...digits });
    durationFormats.set(id, format);
  }
  return format.format(nanos / step.nanosPer);
}

/** Names listed the user's way: `a, b, c` in English. */
export function formatList(items: readonly string[]): string {
  return formats().list.format(items);
}
