import { bucketNameProblem } from './bucket-name';
import { quotaProblem } from './quota-units';

/** The Create Bucket form's values, in the API's field names (spec 01 §3). */
export interface CreateBucketInput {
  readonly name: string;
  readonly versioning?: boolean;
  readonly locking?: boolean;
  readonly quota?: { readonly enabled: boolean; readonly quota_type?: string; readonly amount?: number };
  readonly retention?: { readonly mode: string; readonly unit: string; readonly validity: number };
}

/** A refused field and why. */
export interface FieldProblem {
  readonly field: 'name' | 'versioning' | 'locking' | 'quota' | 'retention';
  readonly message: string;
}

/** The spec's message for the features a single-drive deployment does not offer (spec 01 §5). */
export const SINGLE_DRIVE_MESSAGE = 'These features are unavailable in a single-disk setup.';

/** Retention validity bounds: at least 1 (spec 01 §5); 100 years is MinIO's practical ceiling. */
export const RETENTION_VALIDITY_MIN = 1;
export const RETENTION_VALIDITY_MAX = 36500;

/**
 * What Create Bucket would refuse, field by field (empty when nothing). The rules of spec 01 §4–§5: a valid name,
 * a quota of at least one byte of a supported type, retention only with versioning and a validity of at least 1,
 * and no versioning, locking, quota or retention without a distributed setup.
 */
export function createBucketProblems(
  input: CreateBucketInput,
  context: { readonly distributedMode: boolean },
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const nameProblem = bucketNameProblem(input.name);
  if (nameProblem) problems.push({ field: 'name', message: nameProblem });
  if (input.quota?.enabled) {
    const problem = quotaProblem(input.quota);
    if (problem) problems.push({ field: 'quota', message: problem });
  }
  if (input.retention) {
    if (!input.versioning) {
      problems.push({ field: 'retention', message: 'Retention needs versioning: turn versioning on first' });
    }
    const { validity } = input.retention;
    if (!Number.isInteger(validity) || validity < RETENTION_VALIDITY_MIN || validity > RETENTION_VALIDITY_MAX) {
      problems.push({
        field: 'retention',
        message: `Retention validity must be a whole number from ${RETENTION_VALIDITY_MIN} to ${RETENTION_VALIDITY_MAX}`,
      });
    }
  }
  if (!context.distributedMode) {
    for (const field of distributedOnlyChoices(input)) problems.push({ field, message: SINGLE_DRIVE_MESSAGE });
  }
  return problems;
}

/** The distributed-only features a create request asks for. */
export function distributedOnlyChoices(input: CreateBucketInput): Array<FieldProblem['field']> {
  const chosen: Array<FieldProblem['field']> = [];
  if (input.versioning) chosen.push('versioning');
  if (input.locking) chosen.push('locking');
  if (input.quota?.enabled) chosen.push('quota');
  if (input.retention) chosen.push('retention');
  return chosen;
}

/** Turning retention on forces object locking on (spec 01 §4); everything else is taken as given. */
export function effectiveLocking(input: CreateBucketInput): boolean {
  return Boolean(input.locking || input.retention);
}
