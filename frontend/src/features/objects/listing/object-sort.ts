import type { components } from '@contract/generated/api';
import { isFolderKey } from '../common/object-path';

export type BucketObject = components['schemas']['BucketObject'];
export type SortField = 'name' | 'last_modified' | 'size';
export interface SortOrder {
  readonly field: SortField;
  readonly direction: 'asc' | 'desc';
}

export const DEFAULT_SORT: SortOrder = { field: 'name', direction: 'asc' };

const compareField = (field: SortField, a: BucketObject, b: BucketObject): number => {
  if (field === 'size') return (a.size ?? 0) - (b.size ?? 0);
  if (field === 'last_modified') return Date.parse(a.last_modified ?? '') - Date.parse(b.last_modified ?? '') || 0;
  return a.name.localeCompare(b.name);
};

/** Folders first, then by the chosen field; ties by name so the order is stable across pages. */
export function sortObjects(objects: readonly BucketObject[], order: SortOrder): BucketObject[] {
  const sign = order.direction === 'asc' ? 1 : -1;
  return [...objects].sort((a, b) => {
    const folders = Number(isFolderKey(b.name)) - Number(isFolderKey(a.name));
    if (folders !== 0) return folders;
    return sign * compareField(order.field, a, b) || a.name.localeCompare(b.name);
  });
}

/**
 * Text as the search compares it: lower case, and in one Unicode form (NFC), so that a typed `é` (one code point)
 * finds a name stored with `e` and a combining accent (as macOS names files), and the other way round.
 */
const searchable = (text: string) => text.normalize('NFC').toLowerCase();

/** The loaded rows whose shown name contains the search text, case-insensitively and whatever its Unicode form. */
export function filterByName(objects: readonly BucketObject[], search: string, nameOf: (key: string) => string) {
  const needle = searchable(search.trim());
  return needle === '' ? [...objects] : objects.filter((object) => searchable(nameOf(object.name)).includes(needle));
}
