/** What a tenant card needs to show its usage bar. */
export interface TenantUsageInput {
  readonly capacity?: number;
  readonly capacity_raw?: number;
  readonly capacity_raw_usage?: number;
}

/** Usage as a card shows it: its value in bytes and its share of the capacity in percent (0–100). */
export interface TenantUsage {
  readonly used: number;
  readonly percent: number;
}

/**
 * The usage shown for a tenant (spec 03 §2): capacity × raw usage ÷ raw capacity, i.e. the raw usage scaled down by
 * the same erasure-coding factor that turns raw capacity into capacity. Without a raw capacity nothing can be scaled:
 * the usage is 0. The percent is of the (usable) capacity and never leaves 0–100.
 */
export function tenantUsage({ capacity = 0, capacity_raw = 0, capacity_raw_usage = 0 }: TenantUsageInput): TenantUsage {
  if (capacity_raw <= 0 || capacity <= 0) return { used: 0, percent: 0 };
  const used = (capacity * capacity_raw_usage) / capacity_raw;
  return { used, percent: Math.min(100, Math.max(0, (used / capacity) * 100)) };
}
