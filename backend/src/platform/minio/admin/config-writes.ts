/**
 * Counts changes to MinIO's configuration made through this console, so that configuration read a moment ago and
 * reused (features/settings/recent-configuration.ts) is never reused across one. Every admin call that writes
 * configuration passes here, whichever feature makes it (adminRequest checks the path), both as it is sent and once
 * it has been answered or has failed: a read that started in between is not reused after the write either.
 */
let generation = 0;

/** Admin API paths (below the API prefix) whose writes change the configuration MinIO reports or runs with. */
const CONFIG_WRITES = /^\/(set-config-kv|del-config-kv|config|idp-config\/.*|service|restore-config-history-kv)$/;

export function writesConfiguration(method: string, path: string): boolean {
  return method !== 'GET' && CONFIG_WRITES.test(path);
}

export function noteConfigurationWrite(): void {
  generation += 1;
}

export function configurationGeneration(): number {
  return generation;
}
