import { ApiError } from '../errors/api-error';

type Field = string | number | boolean;
type Fields = Readonly<Record<string, Field | undefined>>;

const shown = (value: Field | undefined) => (value === undefined ? 'not set' : `'${String(value)}'`);

/**
 * Applies the user's change (from what the dialog showed, `previous`, to what they saved, `edited`) to what is stored
 * now, field by field, so that a field someone else changed meanwhile stays as they left it (a field absent from a
 * record is unset; unsetting one removes it). A field the user changed that someone else changed differently
 * meanwhile is refused with `clash`: nobody's change is dropped silently.
 */
export function applyRecordChange<T extends Fields>(
  current: T,
  previous: Fields,
  edited: Fields,
  clash: (field: string, now: string, before: string) => ApiError,
): T {
  const merged: Record<string, Field | undefined> = { ...current };
  for (const field of new Set([...Object.keys(previous), ...Object.keys(edited)])) {
    const before = previous[field];
    const wanted = edited[field];
    if (wanted === before) continue;
    const now = current[field];
    if (now !== before && now !== wanted) throw clash(field, shown(now), shown(before));
    if (wanted === undefined) delete merged[field];
    else merged[field] = wanted;
  }
  return merged as T;
}

/** The user's change of a tag set applied to the tags stored now (see applyRecordChange). */
export function applyTagChange(
  current: Readonly<Record<string, string>>,
  previous: Readonly<Record<string, string>>,
  edited: Readonly<Record<string, string>>,
): Record<string, string> {
  return applyRecordChange(
    current,
    previous,
    edited,
    (key, now, before) =>
      new ApiError(
        409,
        'The tags changed since you opened them',
        `Tag '${key}' is ${now} now; it was ${before} when the page loaded. ` +
          'Someone else changed it meanwhile: reload the tags and make your change again.',
      ),
  );
}
