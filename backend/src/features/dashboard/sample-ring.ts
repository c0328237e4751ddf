/** One stored sample: its time in unix seconds and one value per column (NaN where MinIO gave none). */
export interface StoredSample {
  readonly time: number;
  readonly values: readonly number[];
}

/**
 * A fixed-size ring of samples in one Float64Array: `capacity × (1 + columns) × 8` bytes, allocated once, never
 * grown. When full, the newest sample replaces the oldest, so the console's memory for the live charts stays the
 * same whether it has run for a minute or a year.
 */
export class SampleRing {
  private readonly data: Float64Array;
  private readonly stride: number;
  /** Index of the next write. */
  private next = 0;
  private count = 0;

  constructor(
    readonly capacity: number,
    readonly columns: number,
  ) {
    this.stride = 1 + columns;
    this.data = new Float64Array(capacity * this.stride);
  }

  /** Bytes the ring holds (its buffer), whatever it has stored. */
  get byteLength(): number {
    return this.data.byteLength;
  }

  get size(): number {
    return this.count;
  }

  /** Adds a sample; missing or extra values are stored as NaN or dropped. */
  push(time: number, values: readonly number[]): void {
    const base = this.next * this.stride;
    this.data[base] = time;
    for (let column = 0; column < this.columns; column += 1) this.data[base + 1 + column] = values[column] ?? NaN;
    this.next = (this.next + 1) % this.capacity;
    this.count = Math.min(this.count + 1, this.capacity);
  }

  /** The samples with `start ≤ time ≤ end`, oldest first. */
  between(start: number, end: number): StoredSample[] {
    const out: StoredSample[] = [];
    const oldest = (this.next - this.count + this.capacity) % this.capacity;
    for (let offset = 0; offset < this.count; offset += 1) {
      const base = ((oldest + offset) % this.capacity) * this.stride;
      const time = this.data[base] ?? NaN;
      if (time < start || time > end) continue;
      out.push({ time, values: Array.from(this.data.subarray(base + 1, base + this.stride)) });
    }
    return out;
  }

  /** The time of the oldest sample kept, if any. */
  oldestTime(): number | undefined {
    if (this.count === 0) return undefined;
    return this.data[((this.next - this.count + this.capacity) % this.capacity) * this.stride];
  }
}
