import { ApiError } from '../../platform/errors/api-error';
import type { ConfigKV } from '../../platform/minio/admin/config-kv-text';
import { applyRecordChange } from '../../platform/minio/record-change';
import { maskValue } from './config-secrets';

type KeyValue = { readonly key: string; readonly value: string };

/** Key/values as a record; an empty value is unset, as a key MinIO does not list. */
function recordOf(kvs: readonly KeyValue[]): Record<string, string | undefined> {
  return Object.fromEntries(kvs.map(({ key, value }) => [key, value === '' ? undefined : value]));
}

/**
 * The keys a configuration form changed, applied to what MinIO stores now. A form sends back a whole target (a
 * notification target's form sends every field) or its changed keys (the settings forms); with the values it opened
 * with (`previous`, secrets masked as the browser saw them), a key sent as it was opened is not the user's change and
 * is left out, so the value another administrator stored meanwhile stays. A key the user changed that someone else
 * changed differently is refused with a 409 naming it. Values are compared masked: a secret changed by someone else
 * reads the same as before, so there the user's value is written.
 */
export function keysChangedSinceOpened(
  stored: readonly ConfigKV[],
  previous: readonly KeyValue[],
  sent: readonly KeyValue[],
): KeyValue[] {
  const now = recordOf(stored.map(({ key, value }) => ({ key, value: maskValue(key, value) })));
  const before = recordOf(previous);
  const edited = { ...before, ...recordOf(sent) };
  const merged = applyRecordChange(
    now,
    before,
    edited,
    (key, nowShown, beforeShown) =>
      new ApiError(
        409,
        `The setting "${key}" changed since you opened it`,
        `It is ${nowShown} now; it was ${beforeShown} when the form opened. Someone else saved it meanwhile: ` +
          'note your change, open the form again and make it there.',
      ),
  );
  return sent
    .filter(({ key }) => edited[key] !== before[key] && merged[key] !== now[key])
    .map(({ key }) => ({ key, value: merged[key] ?? '' }));
}
