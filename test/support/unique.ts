import { randomUUID } from 'node:crypto';

/** A name no parallel test file, and no earlier run against the same world, uses: `prefix-1a2b3c4d`. */
export function unique(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 8)}`;
}

/** A fresh bucket name (lower case, as S3 wants it): `it-label-1a2b3c4d`. */
export function uniqueBucket(label: string): string {
  return unique(`it-${label}`);
}
