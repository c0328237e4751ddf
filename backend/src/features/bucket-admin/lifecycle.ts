import { randomUUID } from 'node:crypto';
import type { LifecycleConfig, LifecycleRule } from 'minio';
import { lifecycleDate, lifecycleRuleProblem } from '@contract/shared/buckets/lifecycle-rules';
import { formatTagFilter, parseTagFilter } from '@contract/shared/buckets/tag-filter';
import { ApiError } from '../../platform/errors/api-error';
import { readBucketConfig } from '../../platform/minio/s3/bucket-config-xml';
import { changeOneAtATime } from '../../platform/minio/one-at-a-time';
import { applyRecordChange } from '../../platform/minio/record-change';
import { withS3, type S3Connection } from '../../platform/minio/s3/s3-client';
import { hasCode } from '../../platform/minio/bucket-session';
import type { RequestBody, Schema } from '@contract/shared/contract-types';
import { asList, asRecord, asText, readRuleFilter, ruleFilterElement } from './s3-rule-filter';

/**
 * A rule as bucket-config-xml.ts parsed it, every text exactly as stored. Rules are written back as they were read
 * (with only the asked-for change), so that parts the console does not show (AbortIncompleteMultipartUpload, MinIO's
 * DelMarkerExpiration…) survive, and so do the other rules' prefixes and tags.
 */
type RawRule = Record<string, unknown>;

async function readRawRules(connection: S3Connection, bucket: string): Promise<RawRule[]> {
  try {
    const config = await readBucketConfig(connection, bucket, 'lifecycle');
    return asList(config['Rule']).map(asRecord);
  } catch (error) {
    if (hasCode(error, 'NoSuchLifecycleConfiguration')) return [];
    throw error;
  }
}

async function writeRawRules(connection: S3Connection, bucket: string, rules: RawRule[]): Promise<void> {
  try {
    if (rules.length === 0) await withS3(connection, (s3) => s3.removeBucketLifecycle(bucket));
    else {
      const config = { Rule: rules as unknown as LifecycleRule[] } satisfies LifecycleConfig;
      await withS3(connection, (s3) => s3.setBucketLifecycle(bucket, config));
    }
  } catch (error) {
    if (!hasCode(error, 'InvalidStorageClass')) throw error;
    throw new ApiError(400, 'No such tier', 'The storage class of a transition must be the name of a configured tier.');
  }
}

const numberOf = (value: unknown): number | undefined =>
  value === undefined || value === '' ? undefined : Number(value);
const isTrue = (value: unknown): boolean => value === true || asText(value) === 'true';

/** Leaves out the fields a rule does not have, and the whole part when it has none. */
function present<T extends Record<string, unknown>>(fields: T): Partial<T> | undefined {
  const kept = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined && v !== false && v !== ''));
  return Object.keys(kept).length === 0 ? undefined : (kept as Partial<T>);
}

/** The Lifecycle table's view of a rule (spec 02 §3). */
export function lifecycleRuleOf(raw: RawRule): Schema<'LifecycleRule'> {
  const expiration = asRecord(raw['Expiration']);
  const transition = asRecord(raw['Transition']);
  const noncurrentExpiration = asRecord(raw['NoncurrentVersionExpiration']);
  const noncurrentTransition = asRecord(raw['NoncurrentVersionTransition']);
  const { prefix, tags } = readRuleFilter(raw);
  const expiry = present({
    days: numberOf(expiration['Days']),
    date: asText(expiration['Date']) || undefined,
    delete_marker: isTrue(expiration['ExpiredObjectDeleteMarker']),
    noncurrent_expiration_days: numberOf(noncurrentExpiration['NoncurrentDays']),
  });
  const move = present({
    days: numberOf(transition['Days']),
    date: asText(transition['Date']) || undefined,
    storage_class: asText(transition['StorageClass']) || undefined,
    noncurrent_transition_days: numberOf(noncurrentTransition['NoncurrentDays']),
    noncurrent_storage_class: asText(noncurrentTransition['StorageClass']) || undefined,
  });
  return {
    id: asText(raw['ID']),
    status: asText(raw['Status']) === 'Disabled' ? 'Disabled' : 'Enabled',
    prefix,
    ...(expiry ? { expiration: expiry } : {}),
    ...(move ? { transition: move } : {}),
    tags: [...tags],
  };
}

/** A new rule from the Add Lifecycle Rule form. */
function newRawRule(request: RequestBody<'addBucketLifecycleRule'>): RawRule {
  const when = (days: number | undefined, date: string | undefined) =>
    days ? { Days: days } : date ? { Date: lifecycleDate(date) } : undefined;
  const rule: RawRule = {
    ID: randomUUID(),
    Status: 'Enabled',
    Filter: ruleFilterElement({ prefix: request.prefix ?? '', tags: parseTagFilter(request.tags) }),
  };
  if (request.type === 'expiry') {
    const expiration = when(request.expiry_days, request.expiry_date);
    if (expiration) rule['Expiration'] = expiration;
    else if (request.expired_object_delete_marker) rule['Expiration'] = { ExpiredObjectDeleteMarker: true };
    if (request.noncurrentversion_expiration_days) {
      rule['NoncurrentVersionExpiration'] = { NoncurrentDays: request.noncurrentversion_expiration_days };
    }
    return rule;
  }
  const transition = when(request.transition_days, request.transition_date);
  if (transition) rule['Transition'] = { ...transition, StorageClass: request.storage_class };
  if (request.noncurrentversion_transition_days) {
    rule['NoncurrentVersionTransition'] = {
      NoncurrentDays: request.noncurrentversion_transition_days,
      StorageClass: request.noncurrentversion_transition_storage_class || request.storage_class,
    };
  }
  return rule;
}

/** Reads the rules, changes them and writes them back, after any other change of the bucket's lifecycle. */
function changeRules(connection: S3Connection, bucket: string, change: (rules: RawRule[]) => RawRule[]): Promise<void> {
  return changeOneAtATime(connection, bucket, 'lifecycle', async () =>
    writeRawRules(connection, bucket, change(await readRawRules(connection, bucket))),
  );
}

/** The Lifecycle table. */
export async function listLifecycleRules(
  connection: S3Connection,
  bucket: string,
): Promise<Schema<'LifecycleRuleList'>> {
  return { lifecycle: (await readRawRules(connection, bucket)).map(lifecycleRuleOf) };
}

/** Adds a rule after the existing ones; the form's rules are checked first (api/shared/buckets/lifecycle-rules.ts). */
export async function addLifecycleRule(
  connection: S3Connection,
  bucket: string,
  request: RequestBody<'addBucketLifecycleRule'>,
): Promise<void> {
  const problem = lifecycleRuleProblem(request);
  if (problem) throw new ApiError(400, problem);
  const rule = newRawRule(request);
  await changeRules(connection, bucket, (rules) => [...rules, rule]);
}

/** Edit Lifecycle Configuration: enables or disables the rule, and replaces its tag filter when tags are sent. */
export async function updateLifecycleRule(
  connection: S3Connection,
  bucket: string,
  ruleId: string,
  request: RequestBody<'updateBucketLifecycleRule'>,
): Promise<void> {
  const { previous, ...edited } = request;
  await changeRules(connection, bucket, (rules) => {
    const index = indexOfRule(rules, ruleId, bucket);
    const stored = rules[index] ?? {};
    const wanted = previous ? applyRecordChange(editableFields(stored), previous, edited, ruleClash) : edited;
    const rule: RawRule = { ...stored, Status: wanted.disable ? 'Disabled' : 'Enabled' };
    if (wanted.tags !== undefined) {
      rule['Filter'] = ruleFilterElement({ prefix: readRuleFilter(rule).prefix, tags: parseTagFilter(wanted.tags) });
      delete rule['Prefix'];
    }
    return rules.map((existing, at) => (at === index ? rule : existing));
  });
}

/** What the Edit dialog shows of a stored rule, as it shows it. */
function editableFields(rule: RawRule): { disable: boolean; tags: string } {
  return { disable: asText(rule['Status']) === 'Disabled', tags: formatTagFilter(readRuleFilter(rule).tags) };
}

/** Says which of the dialog's fields someone else changed meanwhile (`now`, `before` as applyRecordChange shows them). */
function ruleClash(field: string, now: string, before: string): ApiError {
  const status = (shown: string) => (shown === "'true'" ? 'Disabled' : 'Enabled');
  const what =
    field === 'disable'
      ? `Its status is ${status(now)} now; it was ${status(before)}`
      : `Its tag filter is ${now} now; it was ${before}`;
  return new ApiError(
    409,
    'The lifecycle rule changed since you opened it',
    `${what} when the dialog opened. Someone else changed it meanwhile: close the dialog, open the rule again and ` +
      'make your change there.',
  );
}

/** Removes one rule (and the configuration with the last one). */
export async function deleteLifecycleRule(connection: S3Connection, bucket: string, ruleId: string): Promise<void> {
  await changeRules(connection, bucket, (rules) => {
    const index = indexOfRule(rules, ruleId, bucket);
    return rules.filter((_, at) => at !== index);
  });
}

function indexOfRule(rules: readonly RawRule[], ruleId: string, bucket: string): number {
  const index = rules.findIndex((rule) => asText(rule['ID']) === ruleId);
  if (index < 0) throw new ApiError(404, 'No such lifecycle rule', `Bucket ${bucket} has no lifecycle rule ${ruleId}`);
  return index;
}
