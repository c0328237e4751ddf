import { adminRequest, type AdminCallOptions, type AdminConnection } from '../admin-request';
import { expectObject } from './json-shape';
import type { DriveInfo } from './server-info';

/** One drive as `/storageinfo` reports it: the `/info` drive fields plus inode counts. */
export interface StorageDisk extends DriveInfo {
  readonly used_inodes?: number;
  readonly free_inodes?: number;
  /** The drive belongs to the server that answered. */
  readonly local?: boolean;
}

/** `GET /storageinfo`: every drive of the deployment and the erasure layout. Keys are capitalised, as MinIO sends them. */
export interface StorageInfo {
  readonly Disks: readonly StorageDisk[] | null;
  readonly Backend: {
    /** 1 = FS (old servers), 2 = Erasure (also a single drive). */
    readonly Type: number;
    readonly StandardSCParity?: number;
    readonly RRSCParity?: number;
    readonly StandardSCData?: readonly number[] | null;
    readonly RRSCData?: readonly number[] | null;
    readonly TotalSets?: readonly number[] | null;
    readonly DrivesPerSet?: readonly number[] | null;
  };
}

/** `GET /storageinfo`: drives and capacity, straight from the drives (no scanner involved). */
export async function storageInfo(connection: AdminConnection, options: AdminCallOptions = {}): Promise<StorageInfo> {
  const response = await adminRequest({ ...connection, ...options, path: '/storageinfo' });
  const info = expectObject(response.json(), 'storage info');
  expectObject(info['Backend'], 'storage info backend');
  return info as unknown as StorageInfo;
}

/** Usage of one bucket as the scanner last counted it. */
export interface BucketUsage {
  readonly size: number;
  readonly objectsCount: number;
  readonly versionsCount?: number;
  readonly deleteMarkersCount?: number;
  /** Size range label (`LESS_THAN_1024_B`, …) → object count. */
  readonly objectsSizesHistogram?: Readonly<Record<string, number>>;
  readonly objectsVersionsHistogram?: Readonly<Record<string, number>>;
}

/**
 * `GET /datausageinfo`: the scanner's counters. All zero, with `lastUpdate` `0001-01-01T00:00:00Z`, until the
 * first scanner cycle has finished; callers must not read zero as "empty".
 */
export interface DataUsageInfo {
  readonly lastUpdate: string;
  readonly objectsCount: number;
  readonly versionsCount?: number;
  readonly deleteMarkersCount?: number;
  readonly objectsTotalSize: number;
  readonly bucketsCount: number;
  readonly bucketsUsageInfo?: Readonly<Record<string, BucketUsage>> | null;
  readonly bucketsSizes?: Readonly<Record<string, number>> | null;
  readonly tierStats?: Readonly<Record<string, { totalSize: number; numVersions: number; numObjects: number }>> | null;
  /**
   * Bytes, asked for with `capacity=true` as madmin does; but the server version we target computes them after it
   * has encoded the answer, so they never arrive. Take capacity from storageInfo instead.
   */
  readonly capacity?: number;
  readonly freeCapacity?: number;
  readonly usedCapacity?: number;
}

/** `GET /datausageinfo?capacity=true`: object counts and sizes per bucket, and raw capacity. */
export async function dataUsageInfo(
  connection: AdminConnection,
  options: AdminCallOptions = {},
): Promise<DataUsageInfo> {
  const response = await adminRequest({
    ...connection,
    ...options,
    path: '/datausageinfo',
    query: { capacity: true },
  });
  return expectObject(response.json(), 'data usage info') as unknown as DataUsageInfo;
}
