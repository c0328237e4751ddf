import { ApiError } from '../../platform/errors/api-error';

/** Where the next page of a listing starts, as MinIO's own markers. */
export interface ListPosition {
  /** ListObjectsV2's continuation token. */
  readonly continuation?: string;
  /** ListObjectVersions' key and version-id markers. */
  readonly keyMarker?: string;
  readonly versionIdMarker?: string;
  /** Rewind: a key already answered whose older versions may still follow (skip them). */
  readonly answeredKey?: string;
}

/** Wraps a position into the one opaque `continuation_token` the API hands out. */
export function encodeListToken(position: ListPosition): string {
  return Buffer.from(JSON.stringify(position), 'utf8').toString('base64url');
}

/** Unwraps a `continuation_token`; anything that is not one of ours is a 400, never sent on to MinIO. */
export function decodeListToken(token: string | undefined): ListPosition {
  if (token === undefined) return {};
  try {
    const value: unknown = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      const fields = Object.entries(value as Record<string, unknown>);
      if (fields.every(([, field]) => typeof field === 'string')) return value as ListPosition;
    }
  } catch {
    // Falls through to the 400.
  }
  throw new ApiError(400, 'Invalid continuation token', 'Pass back the next_continuation_token of the previous page');
}
