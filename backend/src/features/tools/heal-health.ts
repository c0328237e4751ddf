import type { Schema } from '@contract/shared/contract-types';
import type { HealDriveInfo, HealResultItem } from '../../platform/minio/admin/heal';

export type HealthColour = 'green' | 'yellow' | 'red' | 'grey';
type HealProgress = Schema<'HealProgress'>;

/** Surplus thresholds [red, yellow, green] by parity (yellow absent at parity 1): the first one reached decides. */
const THRESHOLDS: Readonly<Record<number, readonly (number | undefined)[]>> = {
  1: [0, undefined, 1],
  2: [0, 1, 2],
  3: [1, 2, 3],
  4: [1, 2, 4],
  5: [1, 3, 5],
  6: [2, 4, 6],
  7: [2, 4, 7],
  8: [2, 5, 8],
};
const BY_THRESHOLD: readonly HealthColour[] = ['red', 'yellow', 'green'];
const RANK: Readonly<Record<HealthColour, number>> = { grey: 0, red: 1, yellow: 2, green: 3 };

/**
 * An item's health before or after healing: how many drives above the minimum hold it (its surplus), against how
 * many it could lose (its parity). Grey: fewer drives than needed to read it; then red, yellow, green as the
 * surplus grows. Objects count data blocks; metadata and buckets count a read quorum per erasure set.
 */
export function healthColour(item: HealResultItem, drives: readonly HealDriveInfo[] | null): HealthColour {
  const online = (drives ?? []).filter((drive) => drive.state === 'ok').length;
  let surplus: number;
  let parity: number;
  if (item.type === 'object') {
    surplus = online - (item.dataBlocks ?? 0);
    parity = item.parityBlocks ?? 0;
  } else {
    // Buckets come with diskCount 0 and setCount -1: count the drives that answered, as one set.
    const sets = item.setCount > 0 ? item.setCount : 1;
    const disks = item.diskCount > 0 ? item.diskCount : (drives ?? []).length;
    const quorum = Math.floor(disks / sets / 2) + 1;
    surplus = Math.floor(online / sets) - quorum;
    parity = Math.floor(disks / sets) - quorum;
  }
  if (surplus < 0) return 'grey';
  const thresholds = THRESHOLDS[Math.min(8, Math.max(1, parity))] ?? [];
  const index = thresholds.findIndex((limit) => limit !== undefined && surplus <= limit);
  return index < 0 ? 'green' : (BY_THRESHOLD[index] ?? 'green');
}

/** Running totals of one heal sequence, as the page shows them (spec 03 §3 Heal progress). */
export class HealTally {
  private readonly before = { green: 0, yellow: 0, red: 0, grey: 0 };
  private readonly after = { green: 0, yellow: 0, red: 0, grey: 0 };
  private itemsScanned = 0;
  private objectsHealed = 0;
  private objectsScanned = 0;
  private bytesScanned = 0;

  constructor(private readonly startedAt: number = Date.now()) {}

  add(items: readonly HealResultItem[]): void {
    for (const item of items) {
      const before = healthColour(item, item.before.drives);
      const after = healthColour(item, item.after.drives);
      this.before[before] += 1;
      this.after[after] += 1;
      this.itemsScanned += 1;
      if (item.type === 'object') {
        this.objectsScanned += 1;
        this.bytesScanned += Math.max(0, item.objectSize);
        if (RANK[after] > RANK[before]) this.objectsHealed += 1;
      }
    }
  }

  progress(now: number = Date.now()): HealProgress {
    return {
      healthBeforeCols: { ...this.before },
      healthAfterCols: { ...this.after },
      itemsScanned: this.itemsScanned,
      objectsHealed: this.objectsHealed,
      objectsScanned: this.objectsScanned,
      healDuration: Math.max(0, (now - this.startedAt) / 1000),
      bytesScanned: this.bytesScanned,
    };
  }
}
