/**
 * Rules for the keys the console writes (uploads, resumable uploads, new folders). Pure, so the backend refuses
 * exactly what the frontend warns about as the user types.
 */

/** S3's limit on a key, in UTF-8 bytes. */
export const MAX_KEY_BYTES = 1024;
/** MinIO's limit on each part of a key between slashes, in UTF-8 bytes (a file name on its drives: NAME_MAX). */
export const MAX_SEGMENT_BYTES = 255;

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
  const segments = key.split('/');
  // MinIO ignores spaces around a part when it looks for these (`a/ ../b` is refused too).
  if (segments.some((segment) => segment.trim() === '..' || segment.trim() === '.')) {
    return 'The name must not contain a "." or ".." path segment';
  }
  if (utf8Length(key) > MAX_KEY_BYTES) return `The name is longer than ${MAX_KEY_BYTES} bytes (UTF-8)`;
  if (segments.some((segment) => utf8Length(segment) > MAX_SEGMENT_BYTES)) {
    return `A part of the name between "/" is longer than ${MAX_SEGMENT_BYTES} bytes (UTF-8): shorten it or split it into folders`;
  }
  return undefined;
}

const utf8Length = (text: string) => new TextEncoder().encode(text).length;

/**
 * A relative file path from a browser (`dir/sub/a.txt`, maybe with `\` from Windows or a leading `./`) as key
 * segments: empty, `.` segments dropped. Returns undefined when a segment is `..` (never resolved, always refused).
 */
export function relativePathSegments(path: string): string[] | undefined {
  const segments = path.split(/[\\/]/).filter((segment) => segment !== '' && segment !== '.');
  return segments.includes('..') ? undefined : segments;
}
