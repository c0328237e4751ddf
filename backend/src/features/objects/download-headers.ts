/**
 * The headers that decide how a browser treats an object's bytes. Object content is whatever someone uploaded, so
 * it is shown inline only for types a browser renders without running anything, never sniffed, and sandboxed.
 */

/** Types the preview frame may show inline; everything else (HTML, SVG, XML, scripts…) is an attachment. */
const INLINE_TYPES = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/bmp',
  'application/pdf',
  'text/plain',
]);

/** On every object answer: no sniffing, no scripts, no plugins, a unique origin. */
export const OBJECT_RESPONSE_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy':
    "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; sandbox",
};

/** The media type without parameters, lower-cased. */
function mediaType(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** Whether `preview=true` may show this type inline. */
export function isInlineSafe(contentType: string | undefined): boolean {
  const type = mediaType(contentType);
  return INLINE_TYPES.has(type) || type.startsWith('audio/') || type.startsWith('video/');
}

/** Content-Type and Content-Disposition for an object answer. */
export function presentationHeaders(
  key: string,
  contentType: string | undefined,
  preview: boolean,
): { 'Content-Type': string; 'Content-Disposition': string } {
  const inline = preview && isInlineSafe(contentType);
  const type = mediaType(contentType);
  return {
    // Text is always decoded as UTF-8, whatever charset the uploader claimed (a UTF-7 trick, say).
    'Content-Type': type === 'text/plain' ? 'text/plain; charset=utf-8' : contentType || 'application/octet-stream',
    'Content-Disposition': contentDisposition(inline ? 'inline' : 'attachment', baseName(key)),
  };
}

/** The last segment of a key (a folder's own name for a prefix). */
export function baseName(key: string): string {
  const trimmed = key.replace(/\/+$/, '');
  return trimmed.slice(trimmed.lastIndexOf('/') + 1);
}

/** C0/C1 controls, DEL, bidirectional marks, overrides and isolates: never part of a saved file name. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_IN_NAME = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** A file name with what a header or a file system must not get removed; `fallback` when nothing is left. */
export function safeFileName(name: string, fallback = 'download'): string {
  const cleaned = name.replace(UNSAFE_IN_NAME, '').replace(/[/\\]/g, '_').trim();
  return cleaned === '' || cleaned === '.' || cleaned === '..' ? fallback : cleaned;
}

/**
 * `attachment; filename="ascii"; filename*=UTF-8''percent-encoded` (RFC 6266 / RFC 8187): the plain form for old
 * clients, with anything outside printable ASCII or a quote or backslash replaced; the encoded form for the rest.
 */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const safe = safeFileName(name);
  const ascii = safe.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeRfc8187(safe)}`;
}

/** RFC 8187 value encoding: attr-chars as they are, every other UTF-8 byte as %XX. */
function encodeRfc8187(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}
