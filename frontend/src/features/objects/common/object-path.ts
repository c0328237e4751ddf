import { decodeSegment } from '@frontend/shared/components/entity-path';

/** Object keys travel base64-encoded from their UTF-8 bytes (contract: EncodedKey). */
export function encodeKey(key: string): string {
  const bytes = new TextEncoder().encode(key);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * The key or prefix an address names: what follows `/browse/`, decoded segment by segment (a `%` typed into the
 * address bar that is no escape stays a `%`); a trailing `/` (a folder) is kept.
 */
export function pathAfterBrowse(pathname: string): string {
  const marker = '/browse/';
  const at = pathname.indexOf(marker);
  if (at === -1) return '';
  return pathname
    .slice(at + marker.length)
    .split('/')
    .map(decodeSegment)
    .join('/');
}

/** A folder key ends with `/`; the bucket root is the empty prefix. */
export const isFolderKey = (key: string) => key === '' || key.endsWith('/');

/** The last segment of a key, as the listing shows it: `a/b/c.txt` → `c.txt`, `a/b/` → `b/`. */
export function displayName(key: string): string {
  const trimmed = key.endsWith('/') ? key.slice(0, -1) : key;
  const cut = trimmed.lastIndexOf('/');
  return cut === -1 ? key : key.slice(cut + 1);
}

/** The folder holding a key: `a/b/c.txt` → `a/b/`, `a/b/` → `a/`, `c.txt` → ``. */
export function parentPrefix(key: string): string {
  const trimmed = key.endsWith('/') ? key.slice(0, -1) : key;
  const cut = trimmed.lastIndexOf('/');
  return cut === -1 ? '' : trimmed.slice(0, cut + 1);
}

/** One breadcrumb step: its label and the key (folder prefix or object) it opens. */
export interface PathCrumb {
  readonly label: string;
  readonly key: string;
}

/** The breadcrumb parts of a path after the bucket: `a/b/c.txt` → a (`a/`), b (`a/b/`), c.txt (`a/b/c.txt`). */
export function pathCrumbs(path: string): PathCrumb[] {
  const parts = path.split('/').filter((part) => part !== '');
  return parts.map((label, index) => {
    const isLast = index === parts.length - 1;
    const key = parts.slice(0, index + 1).join('/') + (isLast && !isFolderKey(path) ? '' : '/');
    return { label, key };
  });
}

/** The app path of the browser at a key: folders keep their trailing `/`; each segment is URL-encoded. */
export function browsePath(bucket: string, key: string): string {
  const encoded = key
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/');
  return `/buckets/${encodeURIComponent(bucket)}/browse${key === '' ? '' : `/${encoded}`}`;
}
