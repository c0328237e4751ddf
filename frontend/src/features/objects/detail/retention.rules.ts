import { isDatePickerDate } from '@frontend/shared/forms/date-picker-years';

/** The Set Retention Policy modal's rules (spec 02 §4, §5). */
export type ObjectRetentionMode = 'governance' | 'compliance';

export interface RetentionForm {
  readonly enabled: boolean;
  readonly mode: ObjectRetentionMode | undefined;
  /** `YYYY-MM-DD` from the date field; empty when unset. */
  readonly date: string;
}

/** What the object already has, from `retention_mode` / `retention_until_date`. */
export interface CurrentRetention {
  readonly mode: ObjectRetentionMode | undefined;
  readonly until: string | undefined;
}

export function currentRetention(mode: string | undefined, until: string | undefined): CurrentRetention {
  const lower = mode?.toLowerCase();
  return { mode: lower === 'governance' || lower === 'compliance' ? lower : undefined, until };
}

/** The form as it opens: enabled with the current mode and date, or compliance-less defaults. */
export function initialRetentionForm(current: CurrentRetention): RetentionForm {
  return { enabled: true, mode: current.mode, date: current.until ? current.until.slice(0, 10) : '' };
}

/** When a mode is already set the type selector is locked. */
export const isModeLocked = (current: CurrentRetention) => current.mode !== undefined;

/** Only a governance retention may be switched off (which removes it); a compliance retention cannot. */
export const canDisable = (current: CurrentRetention) => current.mode !== 'compliance';

/**
 * A real calendar date in the future, in one of the date picker's years (spec 02 §5); the end of that day (UTC) is
 * the retain-until moment.
 */
export function retainUntil(date: string, now: Date): Date | undefined {
  if (!isDatePickerDate(date, now)) return undefined;
  const moment = new Date(`${date}T23:59:59Z`);
  return moment.getTime() > now.getTime() ? moment : undefined;
}

/** Save is disabled when enabled without a type or a valid date, or when disabling what cannot be removed. */
export function canSaveRetention(form: RetentionForm, current: CurrentRetention, now: Date): boolean {
  if (!form.enabled) return current.mode === 'governance';
  return form.mode !== undefined && retainUntil(form.date, now) !== undefined;
}
