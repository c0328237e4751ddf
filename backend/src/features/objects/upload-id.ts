import { createHash, hkdfSync } from 'node:crypto';
import { ApiError } from '../../platform/errors/api-error';
import { open, seal } from '../../platform/session/sealed-box';

/** What an upload id the console hands out stands for. */
export interface UploadClaim {
  /** MinIO's own upload id. */
  readonly minioUploadId: string;
  /** The size the client declared when it started the upload, in bytes; completion holds it to exactly that. */
  readonly size: number;
}

/** The sealed form: short names, because the id travels in every part's URL. */
interface SealedClaim {
  readonly u: string;
  readonly s: number;
  /** A digest of bucket and key, so an id is good for the one object it was started for. */
  readonly o: string;
}

/**
 * Upload ids as sealed tokens. The console keeps no state, so what it must remember about an upload between calls —
 * the size the client declared — travels inside the id, sealed (encrypted and authenticated) so the client can
 * neither read nor change it. The key is derived from the session key for this one purpose, so a session cookie
 * never opens as an upload id or the other way round, and every replica sharing the session key reads the ids of
 * the others.
 */
export class UploadIds {
  private readonly key: Buffer;

  constructor(sessionKey: Buffer) {
    this.key = Buffer.from(hkdfSync('sha256', sessionKey, Buffer.alloc(0), 'object-console/upload-id/v1', 32));
  }

  /** The id to hand out for a new upload of `bucket/key`. */
  issue(bucket: string, key: string, claim: UploadClaim): string {
    const sealed: SealedClaim = { u: claim.minioUploadId, s: claim.size, o: objectDigest(bucket, key) };
    return seal(sealed, this.key);
  }

  /** What an id stands for; a 404 when it was not issued here or for another object. */
  open(id: string, bucket: string, key: string): UploadClaim {
    const value = open(id, this.key);
    if (!isSealedClaim(value) || value.o !== objectDigest(bucket, key)) {
      throw new ApiError(404, 'Upload not found', `No upload of ${key} has this id`);
    }
    return { minioUploadId: value.u, size: value.s };
  }
}

function objectDigest(bucket: string, key: string): string {
  return createHash('sha256').update(`${bucket}\u0000${key}`).digest('base64url').slice(0, 22);
}

function isSealedClaim(value: unknown): value is SealedClaim {
  const v = value as Partial<SealedClaim> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.u === 'string' &&
    typeof v.o === 'string' &&
    Number.isSafeInteger(v.s) &&
    (v.s ?? -1) >= 0
  );
}
