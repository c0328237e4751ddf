import { MinioProtocolError } from '../errors';

/**
 * Minimal shape checks for admin answers. MinIO's JSON is trusted for field types (it is the server we talk to),
 * but a wrong top-level shape means we called the wrong thing, and should fail here rather than deep in the UI.
 */

/** Asserts a JSON object (not null, not an array). */
export function expectObject(value: unknown, what: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new MinioProtocolError(`MinIO's ${what} is not a JSON object`);
  }
  return value as Record<string, unknown>;
}

/** Asserts a JSON array. MinIO encodes an empty Go slice as `null` in places (groups, tiers); that reads as []. */
export function expectList(value: unknown, what: string): unknown[] {
  if (value === null) return [];
  if (!Array.isArray(value)) throw new MinioProtocolError(`MinIO's ${what} is not a JSON array`);
  return value as unknown[];
}
