/** A share link's validity as the Share File modal edits it (spec 02 §5, §9). */
export interface ShareDuration {
  readonly days: number;
  readonly hours: number;
  readonly minutes: number;
}

export const DEFAULT_SHARE_DURATION: ShareDuration = { days: 7, hours: 0, minutes: 0 };
export const MAX_SHARE_DAYS = 7;

const MINUTE_MS = 60_000;

const within = (value: number, max: number) => Number.isInteger(value) && value >= 0 && value <= max;

/**
 * Whether a link may be made for this duration: days 0–7, hours 0–23, minutes 0–59, at least one minute, and with
 * 7 days nothing more (S3 presigned URLs live at most 7 days).
 */
export function isValidShareDuration({ days, hours, minutes }: ShareDuration): boolean {
  if (!within(days, MAX_SHARE_DAYS) || !within(hours, 23) || !within(minutes, 59)) return false;
  if (days === MAX_SHARE_DAYS && (hours !== 0 || minutes !== 0)) return false;
  return days + hours + minutes > 0;
}

/** The duration in milliseconds, as the share call's `expires` wants it (`604800000ms`). */
export function shareExpiresParam({ days, hours, minutes }: ShareDuration): string {
  return `${((days * 24 + hours) * 60 + minutes) * MINUTE_MS}ms`;
}

/** The server's limit on a link (`GET /api/v1/max-share-exp`): `exp` is the seconds left by its own clock. */
export interface ShareLimit {
  readonly exp: number;
  readonly expires_at: string;
}

/**
 * When, by the browser's clock, the longest link the server allows ends: `exp` seconds after its answer came
 * (`receivedAt`, browser milliseconds). Counted from the server's seconds left, not from `expires_at`: a browser
 * clock set minutes wrong would otherwise offer a link the server refuses, or refuse one it allows.
 */
export function shareLimitEndsAt(limit: ShareLimit, receivedAt: number): number {
  return receivedAt + limit.exp * 1000;
}

/**
 * The duration the Share dialog starts with: 7 days, or what is left of the session when that is less (a link
 * stops working with the session's credentials, so a longer one would promise what will not hold), in whole
 * minutes, at least one. `limitEndsAt` is shareLimitEndsAt's, in the browser's clock like `now`.
 */
export function defaultShareDuration(limitEndsAt: number, now: Date): ShareDuration {
  const left = Math.floor((limitEndsAt - now.getTime()) / MINUTE_MS);
  if (left >= MAX_SHARE_DAYS * 24 * 60) return DEFAULT_SHARE_DURATION;
  const minutes = Math.max(1, left);
  return { days: Math.floor(minutes / 1440), hours: Math.floor((minutes % 1440) / 60), minutes: minutes % 60 };
}

/** When a link made at `from` for this duration stops working. */
export function shareExpiry(duration: ShareDuration, from: Date): Date {
  return new Date(from.getTime() + Number.parseInt(shareExpiresParam(duration), 10));
}
