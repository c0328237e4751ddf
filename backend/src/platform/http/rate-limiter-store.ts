/** Per-key limiter state that ends at `expiresAt` (ms). */
export interface Expiring {
  expiresAt: number;
}

/**
 * The per-key state of a rate limiter, in memory bounded to `maxKeys`: an expired entry is gone when next read, and
 * a full store first drops every expired entry, then the oldest (a Map keeps insertion order). Evicting live entries
 * needs `maxKeys` distinct keys within one window, which the per-address limit makes a large, distributed effort.
 */
export class ExpiringStore<T extends Expiring> {
  private readonly entries = new Map<string, T>();

  constructor(
    private readonly now: () => number,
    private readonly maxKeys: number,
  ) {}

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  add(key: string, entry: T): void {
    if (this.entries.size >= this.maxKeys) this.prune();
    this.entries.set(key, entry);
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }

  private prune(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
    for (const key of this.entries.keys()) {
      if (this.entries.size < this.maxKeys) break;
      this.entries.delete(key);
    }
  }
}
