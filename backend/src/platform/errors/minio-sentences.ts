import type { MinioError } from '../minio/errors';

/**
 * MinIO's and S3's error codes whose own text is not fit for a person (a configuration name, a bare code, blame
 * without a way out), as a sentence one can act on. The raw text stays in the detailed message (one click away
 * under 'Details'); codes not listed here keep MinIO's own message, which is already a sentence.
 */
const BY_CODE: Readonly<Record<string, string>> = {
  BucketAlreadyExists: 'A bucket with this name already exists (bucket names are shared by every user)',
  BucketAlreadyOwnedByYou: 'You already have a bucket with this name',
  EntityTooLarge: 'The object is larger than the server accepts',
  InvalidBucketName: 'The bucket name is not valid',
  InvalidObjectName: 'The object name is not valid',
  XMinioInvalidObjectName: 'The object name is not valid',
  NoSuchVersion: 'This version of the object does not exist (it may have been deleted)',
  NoSuchTagSet: 'The object has no tags',
  ObjectLockConfigurationNotFoundError:
    'This bucket was created without object locking, so legal hold and retention are not available',
  InvalidRetentionDate: 'The retention date must be in the future',
  XMinioAdminBucketQuotaExceeded: 'The bucket has reached its quota',
  XMinioStorageFull: 'The storage server is out of space',
  SlowDown: 'The storage server is busy: try again in a moment',
};

/** Texts MinIO sends under a general code, matched by what they say. */
const BY_TEXT: ReadonlyArray<readonly [RegExp, string]> = [
  [/missing ObjectLockConfiguration/i, BY_CODE['ObjectLockConfigurationNotFoundError'] ?? ''],
  [/object lock.*not (enabled|found)/i, BY_CODE['ObjectLockConfigurationNotFoundError'] ?? ''],
];

/** The sentence for a MinIO error, or undefined to keep MinIO's message. */
export function minioSentence(error: Pick<MinioError, 'code' | 'message'>): string | undefined {
  const byText = BY_TEXT.find(([pattern]) => pattern.test(error.message));
  return byText?.[1] ?? BY_CODE[error.code];
}
