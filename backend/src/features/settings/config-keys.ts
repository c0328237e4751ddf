import type { Schema } from '@contract/shared/contract-types';
import type { ConfigHelp } from '../../platform/minio/admin/config-kv';
import { isSecretKey } from './config-secrets';

/** One key a subsystem takes, as the API describes it. */
export type KeyHelp = Schema<'ConfigurationKeyHelp'>;

/**
 * The keys of a subsystem from MinIO's help, with the default its description names (`(default: '10s')`).
 * `stored` adds the keys MinIO keeps but leaves out of its help (`api gzip_objects`), typed as plain strings, so
 * that a key MinIO itself wrote is never refused.
 */
export function keysOf(help: ConfigHelp, stored: readonly string[] = []): KeyHelp[] {
  const keys: KeyHelp[] = (help.keysHelp ?? []).map((key) => {
    const fallback = defaultIn(key.description);
    return {
      key: key.key,
      type: key.type,
      description: key.description,
      optional: key.optional,
      secret: isSecretKey(key.key),
      ...(fallback === undefined ? {} : { default: fallback }),
    };
  });
  const known = new Set(keys.map((key) => key.key));
  for (const key of stored) {
    if (known.has(key)) continue;
    known.add(key);
    keys.push({ key, type: 'string', description: '', optional: true, secret: isSecretKey(key) });
  }
  return keys;
}

function defaultIn(description: string): string | undefined {
  const match = /\(default: '([^']*)'\)|default is '([^']*)'|defaults to '([^']*)'/.exec(description);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

/**
 * Help for subsystems MinIO stores and applies but leaves out of its help API (`heal` on recent servers), written
 * from MinIO's documentation of their keys.
 */
export const BUILT_IN_HELP: Readonly<Record<string, ConfigHelp>> = {
  heal: {
    subSys: 'heal',
    description: 'manage object healing frequency and bitrot verification checks',
    multipleTargets: false,
    keysHelp: [
      {
        key: 'bitrotscan',
        type: 'on|off',
        description: "perform bitrot scan on drives when checking objects during scanner (default: 'off')",
        optional: true,
        multipleTargets: false,
      },
      {
        key: 'max_sleep',
        type: 'duration',
        description: "maximum sleep duration between objects to slow down heal operation (default: '250ms')",
        optional: true,
        multipleTargets: false,
      },
      {
        key: 'max_io',
        type: 'number',
        description: "maximum IO requests allowed between objects to slow down heal operation (default: '100')",
        optional: true,
        multipleTargets: false,
      },
      {
        key: 'drive_workers',
        type: 'number',
        description: 'the number of workers per drive to heal a new disk replacement (default: a quarter of the CPUs)',
        optional: true,
        multipleTargets: false,
      },
    ],
  },
};

/**
 * A cleared key (`''`) as it is written: the default its help names, or `''` when it names none. MinIO stores `''`
 * as given, and several subsystems read it as itself rather than as the default: a notification target refuses an
 * empty `queue_limit` (`strconv.Atoi: parsing ""`), and an empty `api cors_allow_origin` lets no origin in where the
 * default is `*`. So a form's "clear to go back to the default" holds.
 */
export function clearedToDefault(
  keys: readonly KeyHelp[],
  kv: { readonly key: string; readonly value: string },
): { key: string; value: string } {
  const fallback = kv.value === '' ? keys.find((key) => key.key === kv.key)?.default : undefined;
  return { key: kv.key, value: fallback ?? kv.value };
}
