import { ApiError } from '../../platform/errors/api-error';
import { withS3 } from '../../platform/minio/s3/s3-client';
import type { Schema } from '@contract/shared/contract-types';
import { asUser, type ObjectScope } from './object-params';

/** Share links last from one second to seven days (spec 02 §9, and S3's presigning limit). */
export const SHARE_MIN_MS = 1_000;
export const SHARE_MAX_MS = 7 * 86_400_000;

/** The `expires` parameter (`<ms>ms`) in milliseconds, or a 400 naming the allowed range. */
export function shareDurationMs(expires: string): number {
  const ms = Number(expires.replace(/ms$/, ''));
  if (!Number.isInteger(ms) || ms < SHARE_MIN_MS || ms > SHARE_MAX_MS) {
    throw new ApiError(
      400,
      'A share link lasts from 1 second to 7 days',
      `expires=${expires} is outside ${SHARE_MIN_MS}ms..${SHARE_MAX_MS}ms`,
    );
  }
  return ms;
}

/**
 * The longest link a session may make now: until its temporary credentials expire (they sign the link), at most 7
 * days. Whole seconds, so a link of exactly `exp` seconds is accepted a moment later too.
 */
export function maxShareLink(credentialsExpireAt: number, now = Date.now()): Schema<'MaxShareLinkExp'> {
  const left = Math.max(0, Math.floor((credentialsExpireAt - now) / 1000));
  return { exp: Math.min(left, SHARE_MAX_MS / 1000), expires_at: new Date(credentialsExpireAt).toISOString() };
}

/**
 * Refuses a link that would outlive the session's credentials (400): it would stop working before the time the
 * user chose. The answer says the longest one this session can make.
 */
export function checkShareWithinSession(durationMs: number, credentialsExpireAt: number, now = Date.now()): void {
  const { exp } = maxShareLink(credentialsExpireAt, now);
  // A second's grace: the dialog computes the limit a moment before the link is asked for.
  if (durationMs > (exp + 1) * 1000) {
    throw new ApiError(
      400,
      'A share link cannot last longer than your session',
      `The link would last ${Math.round(durationMs / 1000)}s, but this session's credentials expire at ` +
        `${new Date(credentialsExpireAt).toISOString()} (in ${exp}s). Choose a shorter time, or log in again.`,
    );
  }
}

/**
 * A presigned GET signed with the session's temporary keys. Such a link stops working when those keys expire (at
 * the latest when the session does, earlier on logout), so `expires_at` says the real end, which may come before
 * the requested duration.
 */
export async function shareObject(
  scope: ObjectScope,
  target: { readonly key: string; readonly versionId?: string; readonly durationMs: number },
  credentialsExpireAt: number,
): Promise<Schema<'ShareLink'>> {
  const seconds = Math.ceil(target.durationMs / 1000);
  const url = await asUser(`share ${target.key}`, () =>
    withS3(scope.connection, (s3) =>
      s3.presignedGetObject(scope.bucket, target.key, seconds, target.versionId ? { versionId: target.versionId } : {}),
    ),
  );
  const expiresAt = Math.min(Date.now() + seconds * 1000, credentialsExpireAt);
  return { url, expires_at: new Date(expiresAt).toISOString() };
}
