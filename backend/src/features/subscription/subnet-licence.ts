import { getFullConfig } from '../../platform/minio/admin/config-full';
import { setConfigKV } from '../../platform/minio/admin/config-kv';
import { formatConfigKV, parseConfigKV } from '../../platform/minio/admin/config-kv-text';
import type { AdminConnection } from '../../platform/minio/admin-request';
import { changeConfigOneAtATime } from '../../platform/minio/one-at-a-time';

/** MinIO's subsystem holding the subscription: `subnet license=<token> api_key= proxy=`. */
const SUBSYSTEM = 'subnet';
const KEY = 'license';

/**
 * The licence kept in MinIO's `subnet` configuration, or undefined. Read from the whole configuration: MinIO's
 * per-subsystem read (`get-config-kv`) redacts the key as a secret. A value set by `MINIO_SUBNET_LICENSE` wins, as
 * in MinIO.
 */
export async function readSubnetLicence(connection: AdminConnection): Promise<string | undefined> {
  const targets = parseConfigKV(await getFullConfig(connection));
  const subnet = targets.find((target) => target.subSys === SUBSYSTEM && target.target === '');
  const entry = subnet?.kvs.find((kv) => kv.key === KEY);
  const value = (entry?.envOverride?.value ?? entry?.value ?? '').trim();
  return value === '' ? undefined : value;
}

/**
 * Keeps `licence` in MinIO's `subnet` configuration (applied without a restart), in turn with the other configuration
 * changes (MinIO rewrites its configuration without a lock).
 */
export async function writeSubnetLicence(connection: AdminConnection, licence: string): Promise<void> {
  await changeConfigOneAtATime(connection, () =>
    setConfigKV(connection, formatConfigKV(SUBSYSTEM, '', [{ key: KEY, value: licence }])),
  );
}
