/**
 * A fixed-window failure counter per key (client address, access key). After `limit` failures within `windowMs`
 * the key is blocked until the window ends. In memory: each replica counts on its own, which still bounds a
 * brute-force attempt to `limit × replicas` tries per window.
 */
export interface RateLimit {
  readonly limit: number;
  readonly windowMs: number;
}

interface Window {
  count: number;
  resetAt: number;
}

export class FailureRateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly rule: RateLimit,
    private readonly now: () => number = Date.now,
    /** Bounds memory under a flood of distinct keys. */
    private readonly maxKeys = 100_000,
  ) {}

  /** Seconds until `key` may try again, or 0 when it may try now. */
  retryAfterSeconds(key: string): number {
    const window = this.current(key);
    if (!window || window.count < this.rule.limit) return 0;
    return Math.max(1, Math.ceil((window.resetAt - this.now()) / 1000));
  }

  recordFailure(key: string): void {
    const window = this.current(key);
    if (window) {
      window.count += 1;
      return;
    }
    if (this.windows.size >= this.maxKeys) this.prune();
    this.windows.set(key, { count: 1, resetAt: this.now() + this.rule.windowMs });
  }

  /** A success forgets the failures of that key (a user who typed the password wrong once is not penalised). */
  reset(key: string): void {
    this.windows.delete(key);
  }

  private current(key: string): Window | undefined {
    const window = this.windows.get(key);
    if (window && window.resetAt <= this.now()) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  private prune(): void {
    const now = this.now();
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
    // Still full: drop the oldest entries (Map keeps insertion order).
    for (const key of this.windows.keys()) {
      if (this.windows.size < this.maxKeys) break;
      this.windows.delete(key);
    }
  }
}
