import { ExpiringStore } from './rate-limiter-store';

/**
 * A fixed-window failure counter per key (a client address, an address and account). After `limit` failures within
 * `windowMs` the key is blocked until the window ends. In memory: each replica counts on its own, which still bounds
 * a brute-force attempt to `limit × replicas` tries per window.
 */
export interface RateLimit {
  readonly limit: number;
  readonly windowMs: number;
}

interface Window {
  count: number;
  expiresAt: number;
}

export class FailureRateLimiter {
  private readonly windows: ExpiringStore<Window>;

  constructor(
    private readonly rule: RateLimit,
    private readonly now: () => number = Date.now,
    /** Bounds memory under a flood of distinct keys. */
    maxKeys = 100_000,
  ) {
    this.windows = new ExpiringStore(now, maxKeys);
  }

  /** Seconds until `key` may try again, or 0 when it may try now. */
  retryAfterSeconds(key: string): number {
    const window = this.windows.get(key);
    if (!window || window.count < this.rule.limit) return 0;
    return Math.max(1, Math.ceil((window.expiresAt - this.now()) / 1000));
  }

  /** Failures of `key` in its current window. */
  failures(key: string): number {
    return this.windows.get(key)?.count ?? 0;
  }

  recordFailure(key: string): void {
    const window = this.windows.get(key);
    if (window) window.count += 1;
    else this.windows.add(key, { count: 1, expiresAt: this.now() + this.rule.windowMs });
  }

  /** Takes back one failure recorded ahead of an outcome that turned out not to be one. */
  forgive(key: string): void {
    const window = this.windows.get(key);
    if (window) window.count = Math.max(0, window.count - 1);
  }

  /** A success forgets the failures of that key (a user who typed the password wrong once is not penalised). */
  reset(key: string): void {
    this.windows.delete(key);
  }
}
