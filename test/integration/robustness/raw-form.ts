import type { SessionHeaders } from './robustness-kit';

/** A multipart form written by hand, so that a test decides where (and whether) it ends. */

export const BOUNDARY = 'robustness-boundary-7f3a';

/** One file part of a multipart form, with its content as given (the caller decides where the form ends). */
export function filePart(name: string, content: string | Buffer): Buffer {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n`;
  return Buffer.concat([
    Buffer.from(`${head}Content-Type: application/octet-stream\r\n\r\n`),
    Buffer.from(content),
    Buffer.from('\r\n'),
  ]);
}

/** The closing boundary a complete form ends with. */
export const FORM_END = Buffer.from(`--${BOUNDARY}--\r\n`);

/** Request line and headers of a form upload to `bucket`, declaring `length` bytes of body. */
export function uploadHead(bucket: string, session: SessionHeaders, length: number): string {
  const prefix = encodeURIComponent(Buffer.from('in/').toString('base64'));
  return (
    `POST /api/v1/buckets/${bucket}/objects/upload?prefix=${prefix} HTTP/1.1\r\nHost: 127.0.0.1\r\n${session.lines}` +
    `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: ${length}\r\nConnection: close\r\n\r\n`
  );
}
