import { ExpiringStore } from './rate-limiter-store';

/** When and how far the attempts of a key are spaced. */
export interface BackoffRule {
  /** Failures before any spacing. */
  readonly free: number;
  /** The gap between attempts once `free` failures are reached; it doubles with every further failure… */
  readonly baseMs: number;
  /** …up to this. */
  readonly capMs: number;
  /** The failures are forgotten once none has come for this long. */
  readonly forgetMs: number;
}

interface Backoff {
  failures: number;
  /** No spaced attempt before this. */
  nextAt: number;
  expiresAt: number;
}

/**
 * Spaces the attempts of a key (an account) once it has failed `free` times: one attempt per gap, the gap growing
 * exponentially with the failures up to `capMs`. Unlike {@link FailureRateLimiter} it never blocks for a whole
 * window, and the caller decides which attempts are spaced at all (see login-throttle.ts).
 */
export class FailureBackoff {
  private readonly keys: ExpiringStore<Backoff>;

  constructor(
    private readonly rule: BackoffRule,
    private readonly now: () => number = Date.now,
    maxKeys = 100_000,
  ) {
    this.keys = new ExpiringStore(now, maxKeys);
  }

  /**
   * 0 when `key` may try now, and the gap before the next spaced attempt starts (so concurrent attempts cannot all
   * pass); otherwise the seconds until it may.
   */
  takeTurn(key: string): number {
    const backoff = this.keys.get(key);
    if (!backoff || backoff.failures < this.rule.free) return 0;
    const now = this.now();
    if (now < backoff.nextAt) return Math.max(1, Math.ceil((backoff.nextAt - now) / 1000));
    backoff.nextAt = now + this.gapMs(backoff.failures);
    return 0;
  }

  recordFailure(key: string): void {
    const expiresAt = this.now() + this.rule.forgetMs;
    const backoff = this.keys.get(key);
    if (!backoff) {
      this.keys.add(key, { failures: 1, nextAt: 0, expiresAt });
      return;
    }
    backoff.failures += 1;
    backoff.expiresAt = expiresAt;
  }

  private gapMs(failures: number): number {
    // The exponent is bounded so that 2 ** n stays a finite number whatever the count.
    const doublings = Math.min(failures - this.rule.free, 32);
    return Math.min(this.rule.capMs, this.rule.baseMs * 2 ** doublings);
  }
}
