/**
 * Rules for the keys the console writes (uploads, resumable uploads, new folders). Pure, so the backend refuses
 * exactly what the frontend warns about as the user types.
 */

/** S3's limit on a key, in UTF-8 bytes. */
export const MAX_KEY_BYTES = 1024;

/** C0 controls and DEL: invisible, and they break headers, logs and terminal output. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;
/** Bidirectional overrides and isolates: they make `txt.exe` look like `exe.txt`. */
const BIDI = /[\u202a-\u202e\u2066-\u2069]/;

/**
 * Why a key (or folder prefix) would be refused, as a sentence for the user; undefined when it is fine. An empty
 * key is refused too; a trailing `/` (a folder) is allowed.
 */
export function objectKeyProblem(key: string): string | undefined {
  if (key === '') return 'The name is empty';
  if (key.startsWith('/')) return 'The name must not start with "/"';
  if (key.includes('\\')) return 'The name must not contain a backslash ("\\")';
  if (CONTROL.test(key)) return 'The name must not contain control characters';
  if (BIDI.test(key)) return 'The name must not contain bidirectional override characters';
  if (key.split('/').some((segment) => segment === '..' || segment === '.')) {
    return 'The name must not contain a "." or ".." path segment';
  }
  if (new TextEncoder().encode(key).length > MAX_KEY_BYTES) {
    return `The name is longer than ${MAX_KEY_BYTES} bytes (UTF-8)`;
  }
  return undefined;
}

/**
 * A relative file path from a browser (`dir/sub/a.txt`, maybe with `\` from Windows or a leading `./`) as key
 * segments: empty, `.` segments dropped. Returns undefined when a segment is `..` (never resolved, always refused).
 */
export function relativePathSegments(path: string): string[] | undefined {
  const segments = path.split(/[\\/]/).filter((segment) => segment !== '' && segment !== '.');
  return segments.includes('..') ? undefined : segments;
}
