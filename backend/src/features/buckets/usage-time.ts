import { can } from '@contract/shared/permissions/can';
import type { IamPolicy } from '@contract/shared/permissions/iam-policy';
import { dataUsageInfo } from '../../platform/minio/admin/storage-info';
import type { AdminConnection } from '../../platform/minio/admin-request';

/** How long a scanner time is served without asking again; MinIO's scanner cycle is minutes long. */
export const USAGE_TIME_FRESH_MS = 15_000;

interface Known {
  readonly at: number;
  readonly value: string | undefined;
}

/** Per MinIO endpoint: the deployment's scanner time is the same for every user who may read it. */
const known = new Map<string, Known>();
const asking = new Map<string, Promise<string | undefined>>();

function ask(connection: AdminConnection): Promise<string | undefined> {
  const pending = asking.get(connection.endpoint);
  if (pending) return pending;
  const call = dataUsageInfo(connection)
    .then((usage) => {
      // Before the scanner's first cycle MinIO reports the year 1 (and zero usage).
      const value = usage.lastUpdate && Date.parse(usage.lastUpdate) > 0 ? usage.lastUpdate : undefined;
      known.set(connection.endpoint, { at: Date.now(), value });
      return value;
    })
    .catch(() => undefined)
    .finally(() => asking.delete(connection.endpoint));
  asking.set(connection.endpoint, call);
  return call;
}

/**
 * When MinIO's scanner last counted the usage the bucket list shows, for a user whose policy grants
 * `admin:DataUsageInfo` (undefined for others, who are not asked about). `/datausageinfo` was the slowest of the
 * list's three MinIO calls, for a value that changes once per scanner cycle: it is asked at most once per
 * USAGE_TIME_FRESH_MS per endpoint, and a stale value is answered while the next one is fetched.
 */
export async function usageLastUpdate(connection: AdminConnection, policy: IamPolicy): Promise<string | undefined> {
  if (!can(policy, 'admin:DataUsageInfo')) return undefined;
  const entry = known.get(connection.endpoint);
  if (!entry) return ask(connection);
  if (Date.now() - entry.at > USAGE_TIME_FRESH_MS) void ask(connection);
  return entry.value;
}
