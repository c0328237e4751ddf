/**
 * Date pickers offer the current year and the 24 after it (spec 02 §5 and §9: a year list of 25 entries). Shared by
 * the forms and the backend, which refuses through the API a date the forms would not offer.
 */
export const DATE_PICKER_YEARS = 25;

/** The first and last year a date picker offers at `now` (its local calendar year, as the picker shows it). */
export function datePickerYears(now: Date): { readonly first: number; readonly last: number } {
  const first = now.getFullYear();
  return { first, last: first + DATE_PICKER_YEARS - 1 };
}
