/**
 * S3's bucket naming rules (the strict form MinIO applies to new buckets), with a reason a person can act on.
 * Shared by the Create Bucket form (to explain before sending) and the backend (to refuse before calling MinIO).
 */

export const BUCKET_NAME_MIN_LENGTH = 3;
export const BUCKET_NAME_MAX_LENGTH = 63;

const IPV4_FORM = /^\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}$/;
const RESERVED_PREFIXES = ['xn--', 'sthree-'] as const;
const RESERVED_SUFFIXES = ['-s3alias', '--ol-s3'] as const;

/** Why `name` cannot be a new bucket's name, or undefined when it can. The name is taken as typed (not trimmed). */
export function bucketNameProblem(name: string): string | undefined {
  if (name.trim() === '') return 'Enter a bucket name';
  if (name.length < BUCKET_NAME_MIN_LENGTH || name.length > BUCKET_NAME_MAX_LENGTH) {
    return `A bucket name must be ${BUCKET_NAME_MIN_LENGTH} to ${BUCKET_NAME_MAX_LENGTH} characters long (this one has ${name.length})`;
  }
  if (/[A-Z]/.test(name)) return 'A bucket name cannot contain uppercase letters';
  const stranger = /[^a-z0-9.-]/.exec(name);
  if (stranger) {
    const shown = stranger[0] === ' ' ? 'a space' : `'${stranger[0]}'`;
    return `A bucket name can contain only lowercase letters, digits, dots (.) and hyphens (-), not ${shown}`;
  }
  if (!/^[a-z0-9]/.test(name) || !/[a-z0-9]$/.test(name)) {
    return 'A bucket name must begin and end with a lowercase letter or a digit';
  }
  if (name.includes('..')) return 'A bucket name cannot contain two dots in a row';
  if (name.includes('.-') || name.includes('-.')) return 'A bucket name cannot have a dot next to a hyphen';
  if (IPV4_FORM.test(name)) return 'A bucket name cannot look like an IP address (such as 192.168.5.4)';
  const prefix = RESERVED_PREFIXES.find((reserved) => name.startsWith(reserved));
  if (prefix) return `A bucket name cannot start with '${prefix}' (reserved by S3)`;
  const suffix = RESERVED_SUFFIXES.find((reserved) => name.endsWith(reserved));
  if (suffix) return `A bucket name cannot end with '${suffix}' (reserved by S3)`;
  return undefined;
}

/** Whether `name` may be a new bucket's name. */
export function isValidBucketName(name: string): boolean {
  return bucketNameProblem(name) === undefined;
}
