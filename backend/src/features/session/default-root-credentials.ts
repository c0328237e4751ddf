/** MinIO's root access and secret key when MINIO_ROOT_USER / MINIO_ROOT_PASSWORD are not set: known to everyone. */
export const MINIO_DEFAULT_ROOT_KEY = 'minioadmin';

/**
 * Whether a successful access-key login was MinIO's root user with its default keys (ASVS V6.3.2): the session keeps
 * only this answer, so the shell can warn on every page without the secret being stored anywhere.
 */
export function isDefaultRootLogin(accessKey: string, secretKey: string, iamUser: boolean): boolean {
  // A built-in IAM user may happen to be called `minioadmin`; the advice (change MINIO_ROOT_*) is for root alone.
  return !iamUser && accessKey === MINIO_DEFAULT_ROOT_KEY && secretKey === MINIO_DEFAULT_ROOT_KEY;
}
