/**
 * Encoding of the path and query of requests to MinIO, chosen so that the bytes we send are exactly the canonical
 * form the server recomputes when it checks a SigV4 signature (see the admin API fact sheet, §1.1).
 */

/** A query parameter value; `undefined` leaves the key out, an empty string sends `key=` (mux routes need those). */
export type QueryValue = string | number | boolean | readonly string[] | undefined;

/** Query parameters by name. */
export type QueryParams = Readonly<Record<string, QueryValue>>;

const UNRESERVED = /[A-Za-z0-9\-_.~]/;

/** RFC 3986 percent-encoding of every byte except the unreserved set (what Go's url.QueryEscape does, with %20). */
export function encodeRfc3986(value: string): string {
  let out = '';
  for (const char of value) {
    if (UNRESERVED.test(char)) {
      out += char;
      continue;
    }
    for (const byte of Buffer.from(char, 'utf8')) out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/**
 * Encodes a path S3-style: every segment RFC 3986-encoded, `/` kept. The input is the decoded path
 * (for example `/minio/admin/v3/heal/my bucket`).
 */
export function encodeS3Path(decodedPath: string): string {
  return decodedPath.split('/').map(encodeRfc3986).join('/');
}

/**
 * Builds a query string sorted by key, then by value, RFC 3986-encoded. Sending exactly this order keeps the wire
 * query identical to the canonical query of the signature (the server keeps wire order for repeated keys, while the
 * signer sorts them).
 */
export function encodeQuery(params: QueryParams | undefined): string {
  if (!params) return '';
  const pairs: Array<readonly [string, string]> = [];
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    const values = typeof value === 'object' ? value : [String(value)];
    for (const one of values) pairs.push([encodeRfc3986(key), encodeRfc3986(one)]);
  }
  pairs.sort(([ka, va], [kb, vb]) => (ka === kb ? compare(va, vb) : compare(ka, kb)));
  return pairs.map(([key, value]) => `${key}=${value}`).join('&');
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
