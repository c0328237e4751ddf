import { ConfigError, optionalUrlVar, type VariableSpec } from './variables';

/**
 * The MinIO URL as users' browsers reach it, reduced to its origin (`https://s3.example.com`), or undefined when not
 * set. Presigned URLs are signed for this host (the signature covers `Host`), and minio-js signs for a host's root
 * only, so a path, query, fragment or user info is refused rather than silently dropped.
 */
export function minioBrowserUrlVar(
  name: VariableSpec<string | undefined>['name'],
  description: string,
): VariableSpec<string | undefined> {
  const anyUrl = optionalUrlVar(name, description);
  return {
    ...anyUrl,
    parse: (raw) => {
      const value = anyUrl.parse(raw?.trim());
      if (value === undefined) return undefined;
      const url = new URL(value);
      if (url.username !== '' || url.password !== '' || url.pathname !== '/' || url.search !== '' || url.hash !== '') {
        throw new ConfigError(
          name,
          `expected the root of MinIO's address (scheme, host and port only, no path), got "${value}": MinIO must be served at the root of its host`,
        );
      }
      return url.origin;
    },
  };
}
