/**
 * MinIO's configuration KV text, as `get-config-kv` returns it and `set-config-kv` takes it: one line per
 * subsystem target, `subsys[:target] key=value key="value with spaces"`, each line preceded by `# MINIO_…=…`
 * comment lines for the keys that environment variables override.
 */

/** An environment variable that overrides a stored value (MinIO uses it instead). */
export interface EnvOverride {
  readonly name: string;
  readonly value: string;
}

/** One key of a subsystem target. */
export interface ConfigKV {
  readonly key: string;
  /** The stored value; `''` for a key known only from its environment override. */
  readonly value: string;
  readonly envOverride?: EnvOverride;
}

/** The keys of one subsystem target, in MinIO's order. */
export interface ConfigTarget {
  readonly subSys: string;
  /** `''` for the default target. */
  readonly target: string;
  /** MinIO leaves out `enable=on` (on is the default) and keys that are hidden while empty. */
  readonly kvs: readonly ConfigKV[];
}

const ENV_COMMENT = /^#\s*(MINIO_[^=\s]+)=(.*)$/;

/** Parses `get-config-kv` text. Comment lines other than environment overrides are skipped. */
export function parseConfigKV(text: string): ConfigTarget[] {
  const targets: ConfigTarget[] = [];
  let envs: EnvOverride[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '') continue;
    if (line.startsWith('#')) {
      const env = ENV_COMMENT.exec(line);
      if (env?.[1] !== undefined) envs.push({ name: env[1], value: env[2] ?? '' });
      continue;
    }
    const space = line.search(/\s/);
    const head = space === -1 ? line : line.slice(0, space);
    const colon = head.indexOf(':');
    const subSys = colon === -1 ? head : head.slice(0, colon);
    const target = colon === -1 ? '' : head.slice(colon + 1);
    const kvs = space === -1 ? [] : tokenize(line.slice(space + 1));
    targets.push({ subSys, target, kvs: applyEnvs(subSys, target, kvs, envs) });
    // Overrides are printed just before the line of the target they belong to.
    envs = [];
  }
  return targets;
}

/**
 * Formats one `set-config-kv` line. Values with whitespace are quoted; MinIO strips one pair of surrounding quotes
 * and splits the line at the known `key=` positions, so other characters need no escaping.
 */
export function formatConfigKV(
  subSys: string,
  target: string,
  kvs: ReadonlyArray<{ readonly key: string; readonly value: string }>,
): string {
  const head = target ? `${subSys}:${target}` : subSys;
  const pairs = kvs.map(({ key, value }) => `${key}=${/\s/.test(value) ? `"${value}"` : value}`);
  return [head, ...pairs].join(' ');
}

/** Splits `k1=v1 k2="v 2" k3=` into pairs; a quoted value ends at a quote followed by whitespace or the end. */
function tokenize(input: string): ConfigKV[] {
  const kvs: ConfigKV[] = [];
  let at = 0;
  while (at < input.length) {
    while (at < input.length && /\s/.test(input.charAt(at))) at++;
    if (at >= input.length) break;
    const equals = input.indexOf('=', at);
    if (equals === -1) break;
    const key = input.slice(at, equals);
    let end: number;
    let value: string;
    if (input.charAt(equals + 1) === '"') {
      end = closingQuote(input, equals + 2);
      value = input.slice(equals + 2, end);
      end++;
    } else {
      end = input.slice(equals + 1).search(/\s/);
      end = end === -1 ? input.length : equals + 1 + end;
      value = input.slice(equals + 1, end);
    }
    kvs.push({ key, value });
    at = end;
  }
  return kvs;
}

function closingQuote(input: string, from: number): number {
  for (let i = input.indexOf('"', from); i !== -1; i = input.indexOf('"', i + 1)) {
    if (i + 1 >= input.length || /\s/.test(input.charAt(i + 1))) return i;
  }
  return input.length;
}

/**
 * Attaches each override to its key. MinIO names them `MINIO_<SUBSYS>_<KEY>` for the default target and
 * `MINIO_<SUBSYS>_<KEY>_<target>` for named ones (the target keeps its case).
 */
function applyEnvs(subSys: string, target: string, kvs: ConfigKV[], envs: readonly EnvOverride[]): ConfigKV[] {
  const result = [...kvs];
  const prefix = `MINIO_${subSys.toUpperCase()}_`;
  const suffix = target ? `_${target}` : '';
  for (const env of envs) {
    if (!env.name.startsWith(prefix) || !env.name.endsWith(suffix)) continue;
    const key = env.name.slice(prefix.length, env.name.length - suffix.length).toLowerCase();
    if (!key) continue;
    const index = result.findIndex((kv) => kv.key === key);
    const existing = index === -1 ? undefined : result[index];
    if (existing) result[index] = { ...existing, envOverride: env };
    else result.push({ key, value: '', envOverride: env });
  }
  return result;
}
