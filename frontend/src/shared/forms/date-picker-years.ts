import { datePickerYears } from '@contract/shared/date-picker-years';

/** The first and last day a date picker offers, as the `min` and `max` of a `YYYY-MM-DD` date input. */
export function datePickerRange(now: Date): { readonly min: string; readonly max: string } {
  const { first, last } = datePickerYears(now);
  return { min: `${first}-01-01`, max: `${last}-12-31` };
}

/**
 * Whether `YYYY-MM-DD` is a real calendar date (no 31 June) in one of the picker's years. A typed year such as 2205
 * or 20255 is refused: a compliance retention set that far can never be shortened.
 */
export function isDatePickerDate(date: string, now: Date): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const moment = new Date(Date.UTC(year, month - 1, day));
  const real = moment.getUTCFullYear() === year && moment.getUTCMonth() === month - 1 && moment.getUTCDate() === day;
  const { first, last } = datePickerYears(now);
  return real && year >= first && year <= last;
}
