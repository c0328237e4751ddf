import type { Schema } from '@contract/shared/contract-types';
import { tierStats, verifyTier, type TierConfig } from '../../platform/minio/admin/tiers';
import type { AdminConnection } from '../../platform/minio/admin-request';

/** How long the list waits for MinIO to check one tier's remote before calling it offline. */
const CHECK_TIMEOUT_MS = 5_000;

/**
 * The tiers as listed with their status and usage (spec 03 §2 "tier usage and status where MinIO reports them"):
 * MinIO checks every remote at once (its tier check writes, reads and removes a probe object), and its tier
 * statistics give the objects, versions and bytes on each tier. A user allowed to list tiers but not to read the
 * statistics still gets the list.
 */
export async function tiersWithStatus(
  connection: AdminConnection,
  tiers: readonly TierConfig[],
  view: (tier: TierConfig) => Schema<'Tier'>,
): Promise<Schema<'Tier'>[]> {
  const [statuses, stats] = await Promise.all([
    Promise.all(tiers.map((tier) => statusOf(connection, tier.Name))),
    tierStats(connection).catch(() => []),
  ]);
  return tiers.map((tier, index) => {
    const counted = stats.find((entry) => entry.Name === tier.Name)?.Stats;
    return {
      ...view(tier),
      status: statuses[index] ?? 'offline',
      ...(counted && {
        usage: { objects: counted.numObjects, versions: counted.numVersions, size: counted.totalSize },
      }),
    };
  });
}

async function statusOf(connection: AdminConnection, name: string): Promise<'online' | 'offline'> {
  try {
    await verifyTier(connection, name, { signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
    return 'online';
  } catch {
    return 'offline';
  }
}
