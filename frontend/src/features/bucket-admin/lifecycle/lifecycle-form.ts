import type { components } from '@contract/generated/api';
import { lifecycleFormDate, lifecycleRuleProblem } from '@contract/shared/buckets/lifecycle-rules';
import { formatTagFilter, parseTagFilter } from '@contract/shared/buckets/tag-filter';
import { datePickerRange, isDatePickerDate } from '@frontend/shared/forms/date-picker-years';
import { parseWhole } from '@frontend/shared/forms/decimal-text';

type AddRule = components['schemas']['AddLifecycleRuleRequest'];

/** The Add Lifecycle Rule form as typed. */
export interface LifecycleForm {
  readonly type: 'expiry' | 'transition';
  readonly whenKind: 'days' | 'date';
  readonly days: string;
  /** `YYYY-MM-DD` */
  readonly date: string;
  readonly storageClass: string;
  readonly prefix: string;
  readonly tags: string;
  readonly noncurrentDays: string;
  readonly deleteMarker: boolean;
}

export const EMPTY_LIFECYCLE_FORM: LifecycleForm = {
  type: 'expiry',
  whenKind: 'days',
  days: '',
  date: '',
  storageClass: '',
  prefix: '',
  tags: '',
  noncurrentDays: '',
  deleteMarker: false,
};

/** Whole days as typed: digits only (a German 1.000 is a thousand, not 1), NaN otherwise, undefined when empty. */
const whole = (text: string) => (text.trim() === '' ? undefined : parseWhole(text));

const DAYS_PROBLEM = 'Days must be a whole number of at least 1, without separators (1000, not 1.000 or 1,000)';

/** Why a days field's text is refused, or undefined (empty is not refused here). */
export function daysProblem(text: string): string | undefined {
  const value = whole(text);
  return value === undefined || value >= 1 ? undefined : DAYS_PROBLEM;
}

/** The payload: dates go at 23:59:59Z of the chosen day (spec 02 §9). */
export function toLifecycleRequest(form: LifecycleForm): AddRule {
  const days = form.whenKind === 'days' ? whole(form.days) : undefined;
  const date = form.whenKind === 'date' && form.date ? lifecycleFormDate(form.date) : undefined;
  const noncurrent = whole(form.noncurrentDays);
  const common = {
    ...(form.prefix.trim() && { prefix: form.prefix.trim() }),
    ...(form.tags.trim() && { tags: formatTagFilter(parseTagFilter(form.tags)) }),
  };
  if (form.type === 'expiry') {
    return {
      type: 'expiry',
      ...common,
      ...(days !== undefined && { expiry_days: days }),
      ...(date && { expiry_date: date }),
      ...(noncurrent !== undefined && { noncurrentversion_expiration_days: noncurrent }),
      ...(form.deleteMarker && { expired_object_delete_marker: true }),
    };
  }
  return {
    type: 'transition',
    ...common,
    ...(days !== undefined && { transition_days: days }),
    ...(date && { transition_date: date }),
    ...(noncurrent !== undefined && {
      noncurrentversion_transition_days: noncurrent,
      noncurrentversion_transition_storage_class: form.storageClass,
    }),
    storage_class: form.storageClass,
  };
}

/**
 * Why Save stays disabled, or undefined: the shared rule, plus whole days of at least 1 and a date in one of the
 * date picker's years (spec 02 §5).
 */
export function lifecycleFormProblem(form: LifecycleForm, now: Date): string | undefined {
  for (const text of [form.whenKind === 'days' ? form.days : '', form.noncurrentDays]) {
    const problem = daysProblem(text);
    if (problem) return problem;
  }
  if (form.whenKind === 'date' && form.date !== '' && !isDatePickerDate(form.date, now)) {
    const { min, max } = datePickerRange(now);
    return `Choose a date from ${min} to ${max}`;
  }
  return lifecycleRuleProblem(toLifecycleRequest(form));
}

/**
 * Whether the form expires objects on a date that has already begun in UTC (today or earlier this year): allowed,
 * but MinIO then expires every object the rule matches at its next lifecycle scan, which the form warns about. MinIO
 * applies a dated rule from 00:00 UTC of that day, so an evening in the Americas already counts the next day.
 */
export function expiresAtNextScan(form: LifecycleForm, now: Date): boolean {
  if (form.type !== 'expiry' || form.whenKind !== 'date' || !isDatePickerDate(form.date, now)) return false;
  return form.date <= now.toISOString().slice(0, 10);
}
