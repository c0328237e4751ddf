import type { Schema } from '@contract/shared/contract-types';
import type { AdminConnection } from '../../platform/minio/admin-request';
import { serverInfo, type DriveInfo, type ServerProperties } from '../../platform/minio/admin/server-info';
import { dataUsageInfo } from '../../platform/minio/admin/storage-info';
import { withS3 } from '../../platform/minio/s3/s3-client';

/** What the scanner reports before its first cycle has finished. */
const NEVER = '0001-01-01T00:00:00Z';

type AdminInfo = Schema<'AdminInfo'>;

/**
 * The General Status (spec 02 §2 "Dashboard"): object counts and usage from the scanner's data usage, every server
 * and drive `/info` reports (offline ones included), and the buckets the user can list. The scanner's counters are
 * zero until its first cycle (which may take long on an idle server): `usageUpdated` is then left out, so that the
 * page says "not counted yet" instead of showing a zero as a fact; buckets are listed, not counted by the scanner.
 */
export async function usageSummary(connection: AdminConnection): Promise<Omit<AdminInfo, 'metricsSource'>> {
  const [info, usage, buckets] = await Promise.all([
    serverInfo(connection),
    dataUsageInfo(connection),
    withS3(connection, (s3) => s3.listBuckets()),
  ]);
  const counted = usage.lastUpdate !== NEVER && !Number.isNaN(Date.parse(usage.lastUpdate));
  return {
    buckets: buckets.length,
    objects: usage.objectsCount,
    usage: usage.objectsTotalSize,
    ...(counted ? { usageUpdated: new Date(usage.lastUpdate).toISOString() } : {}),
    servers: (info.servers ?? []).map(serverOf),
  };
}

function serverOf(server: ServerProperties): Schema<'ServerInfo'> {
  return {
    endpoint: server.endpoint ?? '',
    state: server.state ?? 'unknown',
    ...(server.uptime !== undefined ? { uptime: Math.max(0, Math.floor(server.uptime)) } : {}),
    ...(server.version !== undefined ? { version: server.version } : {}),
    network: { ...(server.network ?? {}) },
    drives: (server.drives ?? []).map(driveOf),
  };
}

function driveOf(drive: DriveInfo): Schema<'DriveInfo'> {
  const bytes = (value: number | undefined) => Math.max(0, Math.floor(value ?? 0));
  return {
    endpoint: drive.endpoint ?? '',
    path: drive.path ?? drive.endpoint ?? '',
    state: drive.state ?? 'unknown',
    healing: drive.healing ?? false,
    uuid: drive.uuid ?? '',
    totalSpace: bytes(drive.totalspace),
    usedSpace: bytes(drive.usedspace),
    availableSpace: bytes(drive.availspace),
  };
}
