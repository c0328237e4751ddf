import type { IdpConfiguration, IdpType } from './identity-providers.queries';
import { IDP_FIELDS } from './idp-fields';

/** The form's starting values from a stored configuration: only the form's settings, secrets left empty. */
export function initialValues(type: IdpType, config: IdpConfiguration | undefined): Record<string, string> {
  const known = new Map(IDP_FIELDS[type].map((field) => [field.key as string, field.kind]));
  const values: Record<string, string> = {};
  for (const entry of config?.info ?? []) {
    const kind = known.get(entry.key);
    if (kind !== undefined && kind !== 'secret') values[entry.key] = entry.value;
  }
  return values;
}

/** The settings an environment variable sets. */
export function envKeys(config: IdpConfiguration | undefined): Set<string> {
  return new Set((config?.info ?? []).filter((entry) => entry.isEnv).map((entry) => entry.key));
}
