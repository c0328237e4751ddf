import { randomBytes } from 'node:crypto';
import { forgetSession, noteSessionActivity } from '../metrics/console-metrics';
import { RevocationList } from './revocation-list';
import { open, seal } from './sealed-box';
import { isSession, type Session } from './session-data';

export interface SessionPolicy {
  /** Absolute lifetime; also bounded by the credentials' own expiry at creation. */
  readonly durationMs: number;
  /** A session unused for this long ends. */
  readonly idleMs: number;
}

/** Why a cookie does not give a session. */
export type SessionProblem = 'missing' | 'invalid' | 'expired' | 'idle' | 'revoked';

/** Last-activity is rewritten at most this often, so an active user does not get a new cookie on every call. */
const TOUCH_INTERVAL_MS = 60_000;
/**
 * Cookies whose opened session is kept, most recently used last. Opening one (AES-GCM and JSON) was the largest
 * part of the console's own CPU in a small API call (hack/bench/dashboard-profile.ts); a page makes a dozen calls
 * with the same cookie. The same text always opens to the same value, so only the revocation, expiry and idle checks
 * run again; 256 sessions of ~1 kB each at most.
 */
const OPENED_CACHE_SIZE = 256;

/** Omit over each member of a union, so the kind-specific fields stay. */
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
type NewSession = DistributiveOmit<Session, 'sid' | 'iat' | 'exp' | 'lat'> & { readonly notAfter?: number };

/** Creates, opens, refreshes and revokes sealed session cookies. The key is derived once, at start-up. */
export class SessionManager {
  readonly revocations: RevocationList;
  private readonly opened = new Map<string, Session>();

  constructor(
    private readonly key: Buffer,
    private readonly policy: SessionPolicy,
    private readonly now: () => number = Date.now,
  ) {
    this.revocations = new RevocationList(now);
  }

  /** A new session with a fresh id (never reused across logins). `notAfter` caps it, e.g. at the STS expiry. */
  create(data: NewSession): { session: Session; cookie: string } {
    const now = this.now();
    const { notAfter, ...rest } = data;
    const exp = Math.min(now + this.policy.durationMs, notAfter ?? Number.POSITIVE_INFINITY);
    const session = { ...rest, sid: randomBytes(16).toString('base64url'), iat: now, exp, lat: now } as Session;
    return { session, cookie: seal(session, this.key) };
  }

  /** The session in a cookie value, or why there is none. */
  read(cookie: string | undefined): { session: Session } | { problem: SessionProblem } {
    if (!cookie) return { problem: 'missing' };
    const value = this.openSession(cookie);
    if (!value) return { problem: 'invalid' };
    const now = this.now();
    if (this.revocations.isRevoked(value.sid)) return { problem: 'revoked' };
    if (value.exp <= now) return { problem: 'expired' };
    if (value.lat + this.policy.idleMs <= now) return { problem: 'idle' };
    noteSessionActivity(value.sid);
    return { session: value };
  }

  /** The session sealed in a cookie value, from the cache of recently opened ones when it is there. */
  private openSession(cookie: string): Session | undefined {
    const cached = this.opened.get(cookie);
    if (cached) {
      this.opened.delete(cookie);
      this.opened.set(cookie, cached);
      return cached;
    }
    const value = open(cookie, this.key);
    if (!isSession(value)) return undefined;
    // Frozen: every request with this cookie gets this very object.
    const session = Object.freeze(value);
    this.opened.set(cookie, session);
    if (this.opened.size > OPENED_CACHE_SIZE) this.opened.delete(this.opened.keys().next().value as string);
    return session;
  }

  /** A refreshed cookie when the last recorded activity is old enough to be worth rewriting, else undefined. */
  touch(session: Session): string | undefined {
    const now = this.now();
    if (now - session.lat < TOUCH_INTERVAL_MS) return undefined;
    return seal({ ...session, lat: now }, this.key);
  }

  /** Makes the session's cookie unusable from now on, wherever it was copied. */
  revoke(session: Session): void {
    this.revocations.revoke(session.sid, session.exp);
    forgetSession(session.sid);
  }

  /**
   * Seals a small value other than a session with the same key, for another purpose (the single sign-on state
   * cookie): it never opens as a session, nor a session as it.
   */
  sealOther(purpose: string, value: unknown): string {
    return seal(value, this.key, purpose);
  }

  /** Opens what {@link sealOther} sealed for this purpose; undefined when forged, foreign or sealed otherwise. */
  openOther(purpose: string, text: string): unknown {
    return open(text, this.key, purpose);
  }

  /** Seconds the cookie should live in the browser. */
  maxAgeSeconds(session: Session): number {
    return Math.max(0, Math.floor((session.exp - this.now()) / 1000));
  }
}
