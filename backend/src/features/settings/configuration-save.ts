import type { Schema } from '@contract/shared/contract-types';
import { ApiError } from '../../platform/errors/api-error';
import { setConfigKV } from '../../platform/minio/admin/config-kv';
import { changeConfigOneAtATime } from '../../platform/minio/one-at-a-time';
import { formatConfigKV } from '../../platform/minio/admin/config-kv-text';
import type { AdminConnection } from '../../platform/minio/admin-request';
import type { OutboundPolicy } from '../../platform/net/outbound-policy';
import { typeProblem, type ValueProblem } from '@contract/shared/config-value-rules';
import { clearedToDefault, keysOf, type KeyHelp } from './config-keys';
import { isUntouchedSecret } from './config-secrets';
import { keysChangedSinceOpened } from './configuration-change';
import { parseConfigurationId, readSubsystem, type StoredTarget } from './configuration-read';
import { admitOutboundValue } from './outbound-values';

/** How the API words a value problem. */
const PROBLEM_TEXT: Record<ValueProblem, string> = {
  onOff: 'must be on or off',
  number: 'must be a number',
  int: 'must be a whole number',
  duration: 'must be a duration such as 30s, 5m or 1h',
  url: 'must be a URL with a scheme, such as https://host:port/path',
  address: 'must be an address such as host or host:port',
};

type KeyValue = { readonly key: string; readonly value: string };

/**
 * `PUT /configs/{id}`: checks every key against what MinIO accepts for the subsystem and every value against its
 * type, checks the addresses MinIO will connect to against the outbound policy, drops secrets sent back masked
 * (untouched), keeps the target's on/off state unless it is sent, and saves in one `set-config-kv` call, which MinIO
 * checks whole before it stores anything: a refusal leaves the previous configuration as it was. A cleared key is
 * written as its default (config-keys.ts). With `previous`, only the keys the user changed are saved
 * (configuration-change.ts). Changes of the configuration go in turn.
 */
export function saveConfiguration(
  connection: AdminConnection,
  outbound: OutboundPolicy,
  id: string,
  request: Schema<'SetConfigurationRequest'>,
): Promise<Schema<'ConfigurationSaved'>> {
  return changeConfigOneAtATime(connection, () => saveNow(connection, outbound, id, request));
}

async function saveNow(
  connection: AdminConnection,
  outbound: OutboundPolicy,
  id: string,
  request: Schema<'SetConfigurationRequest'>,
): Promise<Schema<'ConfigurationSaved'>> {
  const parsed = parseConfigurationId(id);
  const target = parsed.target || (request.arn_resource_id ?? '');
  if (parsed.target && request.arn_resource_id && request.arn_resource_id !== parsed.target) {
    throw new ApiError(
      400,
      'The target name is given twice, differently',
      `${id} and arn_resource_id ${request.arn_resource_id}`,
    );
  }
  const state = await readSubsystem(connection, parsed.subSys, { fresh: true });
  if (target && !state.help.multipleTargets) {
    throw new ApiError(
      400,
      `${parsed.subSys} has no named targets`,
      `Save it as ${parsed.subSys}, without ":${target}".`,
    );
  }
  const stored = state.targets.find((one) => one.target === target);
  const keys = keysOf(
    state.help,
    (stored?.kvs ?? []).map((kv) => kv.key),
  );
  const checked = checkKeyValues(parsed.subSys, keys, request.key_values);
  const changed = request.previous
    ? keysChangedSinceOpened(stored?.kvs ?? [], request.previous, checked)
    : checked.filter(
        ({ key, value }) => !isUntouchedSecret(key, value, stored?.kvs.find((kv) => kv.key === key)?.value ?? ''),
      );
  const toSend = await Promise.all(
    withEnableKept(keys, stored, changed).map(async (sent) => {
      const kv = clearedToDefault(keys, sent);
      const type = keys.find((key) => key.key === kv.key)?.type ?? 'string';
      return { key: kv.key, value: await admitOutboundValue(outbound, parsed.subSys, kv.key, type, kv.value) };
    }),
  );
  if (toSend.length === 0) return { restart: false };
  const result = await setConfigKV(connection, formatConfigKV(parsed.subSys, target, toSend));
  return { restart: !result.applied };
}

/** Refuses unknown keys, keys given twice, values of the wrong type and values that would break MinIO's KV text. */
function checkKeyValues(subSys: string, keys: readonly KeyHelp[], sent: readonly KeyValue[]): KeyValue[] {
  const seen = new Set<string>();
  for (const { key, value } of sent) {
    const help = keys.find((one) => one.key === key);
    if (!help) {
      throw new ApiError(
        400,
        `Unknown setting "${key}" for ${subSys}`,
        `${subSys} takes: ${keys.map((one) => one.key).join(', ')}.`,
      );
    }
    if (seen.has(key)) throw new ApiError(400, `The setting "${key}" is given twice`, 'Send each key once.');
    seen.add(key);
    if ([...value].some((char) => char < ' ' || char === '\u007f')) {
      throw new ApiError(400, `The setting "${key}" holds a line break or control character`, 'Values are one line.');
    }
    // MinIO reads `k="v"` up to the next quote before a space: a value with one inside cannot be written back.
    if (/"\s/.test(value) || (value.startsWith('"') && value.endsWith('"'))) {
      throw new ApiError(400, `The setting "${key}" cannot hold a quote followed by a space`, `Value: ${value}`);
    }
    const problem = typeProblem(help.type, value);
    if (problem)
      throw new ApiError(
        400,
        `The setting "${key}" ${PROBLEM_TEXT[problem]}`,
        `${key} is of type ${help.type}; got "${value}".`,
      );
  }
  return [...sent];
}

/**
 * MinIO switches a subsystem or target on whenever a change leaves out `enable`; an edit of another key must not
 * turn on what was off (compression, a paused webhook), so the stored state is sent along.
 */
function withEnableKept(keys: readonly KeyHelp[], stored: StoredTarget | undefined, sent: KeyValue[]): KeyValue[] {
  if (sent.length === 0 || !stored || sent.some((kv) => kv.key === 'enable')) return sent;
  if (!keys.some((key) => key.key === 'enable')) return sent;
  const value = stored.kvs.find((kv) => kv.key === 'enable')?.value || (stored.enabled ? 'on' : 'off');
  return [...sent, { key: 'enable', value }];
}
