import { datePickerYears } from '../date-picker-years';

/**
 * Rules of the Add Lifecycle Rule form (spec 02 §4–§5) and the MinIO constraints behind them, shared by the form
 * and the backend.
 */

/** The add-rule fields, in the API's names. */
export interface LifecycleRuleInput {
  readonly type: 'expiry' | 'transition';
  readonly expired_object_delete_marker?: boolean;
  readonly expiry_date?: string;
  readonly expiry_days?: number;
  readonly noncurrentversion_expiration_days?: number;
  readonly transition_date?: string;
  readonly transition_days?: number;
  readonly noncurrentversion_transition_days?: number;
  readonly noncurrentversion_transition_storage_class?: string;
  readonly storage_class?: string;
}

/** MinIO refuses an Expiration with ExpiredObjectDeleteMarker and Days or Date ("Delete marker cannot be specified…"). */
export const DELETE_MARKER_WITH_DAYS =
  'Removing expired delete markers cannot be combined with days or a date in the same rule: add it as a rule of its own';

/**
 * Why the rule cannot be added, or undefined. A date must fall in one of the form's years at `now` (spec 02 §5/§9): a
 * date of a past year sent through the API would expire (or move) every matching object at the next scan.
 */
export function lifecycleRuleProblem(rule: LifecycleRuleInput, now = new Date()): string | undefined {
  if (rule.type === 'expiry') {
    const when = chosenWhen(rule.expiry_days, rule.expiry_date);
    if (when === 'both') return 'Give the expiry as days or as a date, not both';
    if (when !== 'none' && rule.expired_object_delete_marker) return DELETE_MARKER_WITH_DAYS;
    if (when === 'none' && !rule.expired_object_delete_marker && !rule.noncurrentversion_expiration_days) {
      return 'Give the number of days (at least 1) or the date after which objects expire';
    }
    return dateProblem(rule.expiry_date, now);
  }
  const when = chosenWhen(rule.transition_days, rule.transition_date);
  if (when === 'both') return 'Give the transition as days or as a date, not both';
  if (when === 'none' && !rule.noncurrentversion_transition_days) {
    return 'Give the number of days (at least 1) or the date after which objects move to the tier';
  }
  if (!rule.storage_class?.trim()) return 'Choose the tier (storage class) objects move to';
  return dateProblem(rule.transition_date, now);
}

function chosenWhen(days: number | undefined, date: string | undefined): 'none' | 'one' | 'both' {
  const count = (days !== undefined && days > 0 ? 1 : 0) + (date ? 1 : 0);
  return count === 0 ? 'none' : count === 1 ? 'one' : 'both';
}

function dateProblem(date: string | undefined, now: Date): string | undefined {
  if (date === undefined) return undefined;
  if (Number.isNaN(Date.parse(date))) return `'${date}' is not a date`;
  const year = Number(lifecycleDate(date).slice(0, 4));
  const { first, last } = datePickerYears(now);
  if (year >= first && year <= last) return undefined;
  return `The date ${date} is outside the years a rule may use: choose a date from ${first}-01-01 to ${last}-12-31 (this year and the ${last - first} after it)`;
}

/**
 * The date MinIO stores for a rule: midnight UTC, which it insists on ("'Date' must be at midnight GMT"). The form
 * sends the chosen day at 23:59:59Z (spec 02 §9); keeping that UTC calendar day keeps the day the user picked.
 */
export function lifecycleDate(date: string): string {
  return `${new Date(date).toISOString().slice(0, 10)}T00:00:00Z`;
}

/** The form's value for a picked calendar day `YYYY-MM-DD`: that day at 23:59:59Z (spec 02 §9). */
export function lifecycleFormDate(day: string): string {
  return `${day}T23:59:59Z`;
}
