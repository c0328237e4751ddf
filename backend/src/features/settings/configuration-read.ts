import type { Schema } from '@contract/shared/contract-types';
import { ApiError } from '../../platform/errors/api-error';
import { getFullConfig } from '../../platform/minio/admin/config-full';
import { getConfigTargets, helpConfigKV, type ConfigHelp } from '../../platform/minio/admin/config-kv';
import type { ConfigKV, ConfigTarget } from '../../platform/minio/admin/config-kv-text';
import { parseConfigExport } from '../../platform/minio/admin/config-export-text';
import type { AdminConnection } from '../../platform/minio/admin-request';
import { MinioError } from '../../platform/minio/errors';
import { BUILT_IN_HELP, keysOf } from './config-keys';
import { isSecretKey, maskValue } from './config-secrets';
import { recentConfigTargets, recentFullConfig } from './recent-configuration';

/** A configuration id taken apart: `notify_webhook:primary` → subsystem and target (`''` for the default one). */
export interface ConfigurationId {
  readonly subSys: string;
  readonly target: string;
}

export function parseConfigurationId(id: string): ConfigurationId {
  const colon = id.indexOf(':');
  return colon === -1 ? { subSys: id, target: '' } : { subSys: id.slice(0, colon), target: id.slice(colon + 1) };
}

/** What is stored for one target of a subsystem; `enabled` false when MinIO keeps it commented out (off). */
export interface StoredTarget {
  readonly target: string;
  readonly kvs: readonly ConfigKV[];
  readonly enabled: boolean;
}

/** A subsystem as the console works with it: MinIO's help and every target stored for it. */
export interface SubsystemState {
  readonly help: ConfigHelp;
  readonly targets: readonly StoredTarget[];
  /** With `withRunning`: the running configuration, whose keys carry their environment overrides. */
  readonly running?: readonly ConfigTarget[];
}

/**
 * MinIO's help for a subsystem, or the console's own for one MinIO applies but does not describe (`heal`); a
 * subsystem this server does not have at all (`cache` is gone from recent MinIO) is a 404 saying so.
 */
export async function subsystemHelp(connection: AdminConnection, subSys: string): Promise<ConfigHelp> {
  try {
    return await helpConfigKV(connection, subSys);
  } catch (error) {
    if (!(error instanceof MinioError) || error.code !== 'XMinioConfigError') throw error;
    const builtIn = BUILT_IN_HELP[subSys];
    if (builtIn) return builtIn;
    throw new ApiError(
      404,
      `This storage server has no ${subSys} settings`,
      `The MinIO version the console is connected to does not know the configuration subsystem "${subSys}" (${error.message}).`,
    );
  }
}

/**
 * Reads a subsystem from `GET /config`, which unlike get-config-kv includes secrets (masked before they leave the
 * console). Like get-config-kv it leaves out notification targets saved since the last restart. A subsystem MinIO
 * keeps out of that text (`region`, now part of `site`) is read from the running configuration instead.
 *
 * The help comes first, asked with the session's own keys: MinIO checks the same action (`admin:ConfigUpdate`) for it
 * as for both reads, so once it has answered, the reads may come from the answers shared between sessions for a
 * moment (recent-configuration.ts) — unless `fresh`, for a save, which reads what it is about to change from MinIO.
 */
export async function readSubsystem(
  connection: AdminConnection,
  subSys: string,
  options: { readonly fresh?: boolean; readonly withRunning?: boolean } = {},
): Promise<SubsystemState> {
  const help = await subsystemHelp(connection, subSys);
  const readRunning = () =>
    options.fresh ? getConfigTargets(connection, subSys) : recentConfigTargets(connection, subSys);
  const [text, withRunning] = await Promise.all([
    options.fresh ? getFullConfig(connection) : recentFullConfig(connection),
    options.withRunning ? runningOrNone(readRunning()) : undefined,
  ]);
  const stored = parseConfigExport(text).filter((line) => line.subSys === subSys);
  if (stored.length > 0) {
    return {
      help,
      targets: stored.map((line) => ({ target: line.target, kvs: line.kvs, enabled: !line.commented })),
      ...(withRunning ? { running: withRunning } : {}),
    };
  }
  const running = withRunning ?? (await readRunning());
  return {
    help,
    targets: running
      .filter((line) => line.subSys === subSys)
      .map((line) => ({ target: line.target, kvs: line.kvs, enabled: true })),
    ...(withRunning ? { running: withRunning } : {}),
  };
}

/** The running configuration of a subsystem; none for one MinIO applies but does not list (`heal`, say). */
async function runningOrNone(read: Promise<ConfigTarget[]>): Promise<ConfigTarget[]> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof MinioError && error.code === 'XMinioConfigError') return [];
    throw error;
  }
}

/** The keys of a target that environment variables set (MinIO's full configuration text leaves them out). */
function envOverridesOf(
  running: readonly ConfigTarget[],
  subSys: string,
  target: string,
): Array<Schema<'ConfigurationEnvOverride'>> {
  const kvs = running.find((line) => line.subSys === subSys && line.target === target)?.kvs ?? [];
  return kvs.flatMap(({ key, envOverride }) =>
    envOverride ? [{ key, env: envOverride.name, value: maskValue(key, envOverride.value) }] : [],
  );
}

/** `GET /configs/{id}`: the keys of a subsystem and the values of its default or named target, secrets masked. */
export async function readConfiguration(connection: AdminConnection, id: string): Promise<Schema<'Configuration'>> {
  const { subSys, target } = parseConfigurationId(id);
  const state = await readSubsystem(connection, subSys, { withRunning: true });
  const stored = state.targets.find((one) => one.target === target);
  if (target && !stored) {
    throw new ApiError(
      404,
      `There is no ${subSys} target named ${target}`,
      `No configuration ${id} is running. A target saved since the last restart shows once the server restarts.`,
    );
  }
  const kvs = stored?.kvs ?? [];
  const envOverrides = envOverridesOf(state.running ?? [], subSys, target);
  return {
    name: id,
    description: state.help.description,
    multiple_targets: state.help.multipleTargets,
    key_values: kvs.map(({ key, value }) => {
      const shown = maskValue(key, value);
      return shown !== value || isSecretKey(key) ? { key, value: shown, secret: true } : { key, value };
    }),
    keys: keysOf(
      state.help,
      kvs.map((kv) => kv.key),
    ),
    targets:
      state.help.multipleTargets && !target ? state.targets.map((one) => one.target).filter((name) => name !== '') : [],
    ...(envOverrides.length > 0 ? { env_overrides: envOverrides } : {}),
  };
}
