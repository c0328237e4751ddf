import { adminRequest, type AdminCallOptions, type AdminConnection } from '../admin-request';
import { expectObject } from './json-shape';
import type { DriveInfo } from './server-info';

/** One erasure set as the background healer sees it. */
export interface HealSetStatus {
  /** `<pool>-<set>`. */
  readonly id: string;
  readonly pool_index: number;
  readonly set_index: number;
  readonly heal_status: string;
  readonly heal_priority: string;
  readonly total_objects: number;
  readonly disks: readonly DriveInfo[] | null;
}

/** `POST /background-heal/status`: MinIO's always-on healer (drives being healed, per-set state). */
export interface BackgroundHealStatus {
  readonly offline_nodes: readonly string[] | null;
  readonly ScannedItemsCount: number;
  /** Endpoints of drives being healed right now. */
  readonly HealDisks: readonly string[] | null;
  readonly sets?: readonly HealSetStatus[] | null;
  /** Storage class → parity. */
  readonly sc_parity?: Readonly<Record<string, number>> | null;
}

/**
 * `POST /background-heal/status` (a POST, though it changes nothing). Only erasure deployments have it; a
 * single-drive server answers with a MinioError (the route does not exist there).
 */
export async function backgroundHealStatus(
  connection: AdminConnection,
  options: AdminCallOptions = {},
): Promise<BackgroundHealStatus> {
  const response = await adminRequest({ ...connection, ...options, method: 'POST', path: '/background-heal/status' });
  return expectObject(response.json(), 'background heal status') as unknown as BackgroundHealStatus;
}
