import type { Config } from '../../config/config';
import type { Logger } from '../../platform/logging/logger';
import { AuditStore } from './audit-store';

/** One store per app: the ingest route and the search operations of an app share it (keyed by the app's config). */
const stores = new WeakMap<Config, AuditStore>();

/** The app's audit store; created on first call, opened on first use. */
export function auditStoreFor(config: Config, logger: Logger): AuditStore {
  let store = stores.get(config);
  if (!store) {
    store = new AuditStore(config, logger);
    stores.set(config, store);
  }
  return store;
}

/** Closes the app's store if it was ever created (graceful shutdown). */
export async function closeAuditStore(config: Config): Promise<void> {
  await stores.get(config)?.close();
}
