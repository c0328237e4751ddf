import type { Express } from 'express';

const implementedBy = new WeakMap<Express, Set<string>>();

/**
 * Records operations an app serves: the operation table's built entries (app.ts), and what is served outside it —
 * websocket upgrades and the tenant reverse proxy. The coverage report and the tests read the same record.
 */
export function markImplemented(app: Express, ...operationIds: readonly string[]): void {
  const ids = implementedBy.get(app) ?? new Set<string>();
  operationIds.forEach((id) => ids.add(id));
  implementedBy.set(app, ids);
}

/** The ids of the declared operations an app implements, as recorded by {@link markImplemented}. */
export function implementedOperations(app: Express): ReadonlySet<string> {
  return new Set(implementedBy.get(app) ?? []);
}
