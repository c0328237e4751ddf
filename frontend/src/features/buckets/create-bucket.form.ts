import {
  createBucketProblems,
  effectiveLocking,
  type FieldProblem,
} from '@contract/shared/buckets/create-bucket-rules';
import { DEFAULT_QUOTA, quotaToBytes, type QuotaType, type QuotaUnit } from '@contract/shared/buckets/quota-units';
import { decimalSeparatorProblem, parseDecimal } from '@frontend/shared/forms/decimal-text';
import { currentLocale } from '@frontend/shared/i18n/i18n-instance';
import type { CreateBucketRequest, RetentionMode, RetentionUnit } from './buckets.types';

/** The Create Bucket form as typed (numbers stay text until sent, so an empty field can be told from 0). */
export interface CreateBucketForm {
  readonly name: string;
  readonly versioning: boolean;
  readonly locking: boolean;
  readonly quotaEnabled: boolean;
  readonly quotaType: QuotaType;
  readonly quotaSize: string;
  readonly quotaUnit: QuotaUnit;
  readonly retentionEnabled: boolean;
  readonly retentionMode: RetentionMode;
  readonly retentionUnit: RetentionUnit;
  readonly retentionValidity: string;
}

/** Retention defaults (spec 01 §3, §9): compliance, days, 1. */
const DEFAULT_RETENTION = { retentionMode: 'compliance', retentionUnit: 'days', retentionValidity: '1' } as const;

/** Every switch off; quota hard / 1 / TiB; retention compliance / days / 1 (spec 01 §3). Clear returns here. */
export const DEFAULT_CREATE_BUCKET_FORM: CreateBucketForm = {
  name: '',
  versioning: false,
  locking: false,
  quotaEnabled: false,
  quotaType: DEFAULT_QUOTA.quotaType,
  quotaSize: String(DEFAULT_QUOTA.amount),
  quotaUnit: DEFAULT_QUOTA.unit,
  retentionEnabled: false,
  ...DEFAULT_RETENTION,
};

/**
 * Applies one change with the form's coupling rules (spec 01 §4): turning versioning off resets retention to its
 * defaults (and off); retention needs versioning; while retention is on, object locking is on.
 */
export function changeForm(form: CreateBucketForm, change: Partial<CreateBucketForm>): CreateBucketForm {
  let next = { ...form, ...change };
  if (!next.versioning) next = { ...next, retentionEnabled: false, ...DEFAULT_RETENTION };
  if (next.retentionEnabled) next = { ...next, locking: true };
  return next;
}

/**
 * A number of at least 1 typed in a field as the user's locale writes it (`1,5` in de-DE), fractions allowed (a quota
 * of 1.5 TiB), or undefined.
 */
export function numberAtLeastOne(text: string, locale: string = currentLocale()): number | undefined {
  const value = parseDecimal(text, locale);
  return value >= 1 ? value : undefined;
}

/** Why a typed quota size is refused, or undefined; a separator of the wrong locale says how to write it. */
export function quotaSizeProblem(text: string, locale: string = currentLocale()): string | undefined {
  if (numberAtLeastOne(text, locale) !== undefined) return undefined;
  return decimalSeparatorProblem(text, locale) ?? 'Enter a quota size of at least 1';
}

/** A whole number of at least 1 typed in a field (a retention validity), or undefined. */
export function positiveWhole(text: string): number | undefined {
  const value = numberAtLeastOne(text);
  return value !== undefined && Number.isInteger(value) ? value : undefined;
}

/** The payload: quota and retention only in a distributed setup and only when on (spec 01 §7). */
export function toCreateRequest(form: CreateBucketForm, distributedMode: boolean): CreateBucketRequest {
  if (!distributedMode) return { name: form.name, versioning: false, locking: false };
  const request: CreateBucketRequest = {
    name: form.name,
    versioning: form.versioning,
    locking: effectiveLocking({ name: form.name, locking: form.locking, retention: retentionOf(form) }),
  };
  if (form.quotaEnabled) {
    request.quota = {
      enabled: true,
      quota_type: form.quotaType,
      amount: quotaToBytes(numberAtLeastOne(form.quotaSize) ?? Number.NaN, form.quotaUnit),
    };
  }
  const retention = retentionOf(form);
  if (retention) request.retention = retention;
  return request;
}

function retentionOf(form: CreateBucketForm) {
  if (!form.retentionEnabled) return undefined;
  return { mode: form.retentionMode, unit: form.retentionUnit, validity: Number(form.retentionValidity) };
}

/** What the form would refuse, field by field: the shared create rules plus the form's own (sizes typed as text). */
export function createFormProblems(form: CreateBucketForm, distributedMode: boolean): FieldProblem[] {
  const problems: FieldProblem[] = [];
  // Spec 01 §5: the quota size is a number of at least 1; its bytes are rounded down when sent (quotaToBytes).
  const quotaProblem = distributedMode && form.quotaEnabled ? quotaSizeProblem(form.quotaSize) : undefined;
  if (quotaProblem) problems.push({ field: 'quota', message: quotaProblem });
  if (distributedMode && form.retentionEnabled && positiveWhole(form.retentionValidity) === undefined) {
    problems.push({ field: 'retention', message: 'Enter a retention validity of at least 1' });
  }
  if (problems.length > 0) return [...createBucketProblems({ name: form.name }, { distributedMode }), ...problems];
  return createBucketProblems(toCreateRequest(form, distributedMode), { distributedMode });
}

/** Save is enabled when the (settled) name is given and nothing is refused (spec 01 §4–§5). */
export function canSaveBucket(form: CreateBucketForm, distributedMode: boolean): boolean {
  return form.name.trim() !== '' && createFormProblems(form, distributedMode).length === 0;
}
