import type { ServiceAccountCredentials } from './service-accounts.queries';

/**
 * The downloaded credentials file, in the format MinIO's console used (and `mc alias import` reads): the keys,
 * the signature version and path style. The S3 address is not known to the console's browser side, so `url` is
 * left for the person to fill in.
 */
export function credentialsFileContent(credentials: ServiceAccountCredentials): string {
  return JSON.stringify(
    { url: '', accessKey: credentials.accessKey, secretKey: credentials.secretKey, api: 's3v4', path: 'auto' },
    null,
    2,
  );
}

/** Offers the credentials as `credentials.json` to save. */
export function downloadCredentials(credentials: ServiceAccountCredentials): void {
  const blob = new Blob([credentialsFileContent(credentials)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'credentials.json';
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
