import type { RequestBody, Schema } from '@contract/shared/contract-types';
import { ApiError } from '../../platform/errors/api-error';
import { applyRecordChange } from '../../platform/minio/record-change';

type Request = RequestBody<'updateServiceAccount'>;
/** The editable fields of a service account, as the edit sends them and as `previous` has them. */
export type ServiceAccountChanges = Omit<Request, 'previous'>;
type Previous = NonNullable<Request['previous']>;
type Field = keyof ServiceAccountChanges;

const FIELDS: readonly Field[] = ['policy', 'name', 'description', 'expiration', 'status'];

/** How a field is named in a refusal. */
const LABEL: Readonly<Record<Field, string>> = {
  policy: 'policy',
  name: 'name',
  description: 'description',
  expiration: 'expiry',
  status: 'status',
};

/**
 * A field as compared: unset as undefined (an empty policy, name or description, a null expiry), a policy as
 * compact JSON (the dialog shows it indented, MinIO sends it on one line), an expiry to the millisecond.
 */
function comparable(field: Field, value: string | null | undefined): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (field === 'expiration') return new Date(value).toISOString();
  if (field !== 'policy') return value;
  try {
    return JSON.stringify(JSON.parse(value));
  } catch {
    return value.trim();
  }
}

function recordOf(fields: Partial<Record<Field, string | null>>): Record<string, string | undefined> {
  const record: Record<string, string | undefined> = {};
  for (const field of FIELDS) if (field in fields) record[field] = comparable(field, fields[field]);
  return record;
}

/**
 * The fields of an edit the user changed from what the dialog opened with (`previous`), after checking them against
 * the service account as MinIO has it now (`current`): a field someone else changed meanwhile is left out (it stays
 * as they set it), and a field both changed differently is refused with a 409 that names it.
 */
export function userChangesOfServiceAccount(
  current: Schema<'ServiceAccountInfo'>,
  previous: Previous,
  sent: ServiceAccountChanges,
): ServiceAccountChanges {
  const now = recordOf({
    policy: current.impliedPolicy ? '' : current.policy,
    name: current.name ?? '',
    description: current.description ?? '',
    expiration: current.expiration ?? null,
    status: current.status,
  });
  const before = recordOf(previous);
  // A field `previous` leaves out is not checked: it is written as sent.
  const known = FIELDS.filter((field) => field in before);
  const changed = known.filter((field) => sent[field] !== undefined).map((field) => [field, sent[field]]);
  const edited = { ...before, ...recordOf(Object.fromEntries(changed)) };
  applyRecordChange(now, before, edited, (field, nowShown, beforeShown) =>
    field === 'policy'
      ? new ApiError(
          409,
          "The service account's policy changed since you opened it",
          `Someone else changed the policy of access key ${current.accessKey} meanwhile. Copy your policy, close ` +
            'the dialog and open it again to start from the current one.',
        )
      : new ApiError(
          409,
          'The service account changed since you opened it',
          `Its ${LABEL[field as Field]} is ${nowShown} now; it was ${beforeShown} when the dialog opened. Someone ` +
            'else changed it meanwhile: close the dialog and open it again to make your change.',
        ),
  );
  const changes: Record<string, unknown> = {};
  for (const field of FIELDS) {
    if (sent[field] !== undefined && (!known.includes(field) || edited[field] !== before[field]))
      changes[field] = sent[field];
  }
  return changes as ServiceAccountChanges;
}
