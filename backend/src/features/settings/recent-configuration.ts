import { getFullConfig } from '../../platform/minio/admin/config-full';
import { getConfigTargets } from '../../platform/minio/admin/config-kv';
import type { ConfigTarget } from '../../platform/minio/admin/config-kv-text';
import { configurationGeneration } from '../../platform/minio/admin/config-writes';
import type { AdminConnection } from '../../platform/minio/admin-request';

/**
 * How long a configuration read from MinIO is reused, counted from when its answer arrived. Each such read costs an
 * Argon2id derivation (64 MiB) on MinIO's side and another on the console's, because MinIO encrypts the answer with
 * the caller's secret key; under load they queued for tens of seconds (docs/benchmarks.md, load and soak). A change
 * made outside the console (mc, another replica) shows at most this much later; one made through the console shows
 * in the very next read (every configuration write through the console outdates these answers: config-writes.ts).
 */
export const CONFIGURATION_FRESH_MS = 2_000;

interface Entry<T> {
  /** When the answer arrived (while in flight: when it was asked for). */
  at: number;
  readonly generation: number;
  readonly value: Promise<T>;
  settled: boolean;
}

/**
 * Per MinIO endpoint and read (the full export, or one subsystem's running targets). Shared between sessions: what
 * MinIO answers does not depend on who asks, only whether they may ask — which the caller proves first, see
 * {@link recentFullConfig}.
 */
const recent = new Map<string, Entry<unknown>>();
/** Drops every reused answer (tests). */
export function forgetRecentConfiguration(): void {
  recent.clear();
}

/**
 * The read `key` at `connection`'s endpoint, shared by the calls made at once and reused for CONFIGURATION_FRESH_MS.
 * When a shared call fails, a caller that joined it asks again with its own keys, so no session ever sees another
 * session's failure (an expired token, say).
 */
function shared<T>(connection: AdminConnection, key: string, read: (c: AdminConnection) => Promise<T>): Promise<T> {
  const id = `${connection.endpoint}\n${key}`;
  const now = Date.now();
  const generation = configurationGeneration();
  const entry = recent.get(id) as Entry<T> | undefined;
  if (entry && entry.generation === generation && (!entry.settled || now - entry.at < CONFIGURATION_FRESH_MS)) {
    return entry.value.catch(() => read(connection));
  }
  const value = read(connection);
  const fresh: Entry<T> = { at: now, generation, value, settled: false };
  recent.set(id, fresh as Entry<unknown>);
  value.then(
    () => {
      fresh.at = Date.now();
      fresh.settled = true;
      // The text holds every secret in clear: it is not kept past its use.
      setTimeout(() => {
        if (recent.get(id) === fresh) recent.delete(id);
      }, CONFIGURATION_FRESH_MS).unref();
    },
    () => {
      if (recent.get(id) === fresh) recent.delete(id);
    },
  );
  return value;
}

/**
 * `GET /config` (the whole stored configuration, secrets in clear), shared and reused as above. Only for a caller
 * whose own `help-config-kv` call MinIO has just answered: MinIO checks `admin:ConfigUpdate` for help-config-kv,
 * get-config-kv and `GET /config` alike, so that answer proves the caller may read exactly this text itself.
 */
export function recentFullConfig(connection: AdminConnection): Promise<string> {
  return shared(connection, 'config', (c) => getFullConfig(c));
}

/** `get-config-kv?key=<key>` (the running configuration of a subsystem), on the same terms as recentFullConfig. */
export function recentConfigTargets(connection: AdminConnection, key: string): Promise<ConfigTarget[]> {
  return shared(connection, `kv ${key}`, (c) => getConfigTargets(c, key));
}
