/**
 * Bucket quota sizes: binary units (base 1024, spec 01 §9) and the quota rules MinIO enforces today.
 */

/** Units the quota size can be given in, smallest first. PiB is the largest that stays an exact JS integer. */
export const QUOTA_UNITS = ['KiB', 'MiB', 'GiB', 'TiB', 'PiB'] as const;
export type QuotaUnit = (typeof QUOTA_UNITS)[number];

/** Create Bucket's defaults (spec 01 §3): hard, size 1, unit TiB. */
export const DEFAULT_QUOTA = { quotaType: 'hard', amount: 1, unit: 'TiB' } as const satisfies {
  quotaType: QuotaType;
  amount: number;
  unit: QuotaUnit;
};

/** The quota types the spec offers. */
export const QUOTA_TYPES = ['hard', 'fifo'] as const;
export type QuotaType = (typeof QUOTA_TYPES)[number];

/**
 * The types a current MinIO server accepts: it removed `fifo` (it answers a 500 "invalid quota type 'fifo'"), so
 * the console refuses it with an explanation instead.
 */
export const SUPPORTED_QUOTA_TYPES: readonly QuotaType[] = ['hard'];

export const FIFO_UNSUPPORTED =
  "MinIO no longer supports 'fifo' quotas (it removed automatic deletion of the oldest objects); use a 'hard' quota";

/** Bytes in one of `unit`. */
export function bytesPerUnit(unit: QuotaUnit): number {
  return 1024 ** (QUOTA_UNITS.indexOf(unit) + 1);
}

/** `amount` of `unit` in bytes (whole bytes; fractions such as 1.5 GiB are rounded down). */
export function quotaToBytes(amount: number, unit: QuotaUnit): number {
  return Math.floor(amount * bytesPerUnit(unit));
}

/** The largest unit that shows `bytes` as a whole number (1536 MiB stays MiB), for editing an existing quota. */
export function quotaFromBytes(bytes: number): { amount: number; unit: QuotaUnit } {
  for (const unit of [...QUOTA_UNITS].reverse()) {
    const per = bytesPerUnit(unit);
    if (bytes >= per && bytes % per === 0) return { amount: bytes / per, unit };
  }
  return { amount: bytes / bytesPerUnit('KiB'), unit: 'KiB' };
}

/** Why a quota cannot be set, or undefined: the size must be at least one byte and the type one MinIO supports. */
export function quotaProblem(quota: { quota_type?: string; amount?: number }): string | undefined {
  const type = quota.quota_type ?? 'hard';
  if (type === 'fifo') return FIFO_UNSUPPORTED;
  if (!SUPPORTED_QUOTA_TYPES.includes(type as QuotaType)) return `Unknown quota type '${type}'`;
  if (quota.amount === undefined || !Number.isFinite(quota.amount) || quota.amount < 1) {
    return 'A quota needs a size of at least 1 byte';
  }
  if (!Number.isSafeInteger(quota.amount)) return 'A quota is a whole number of bytes, at most 8 PiB';
  return undefined;
}
