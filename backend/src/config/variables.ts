/**
 * Every CONSOLE_* environment variable the backend reads: one table, used to parse the environment and to
 * document it (README's configuration table is checked against this list by a test).
 */
export interface VariableSpec<T> {
  readonly name: `CONSOLE_${string}`;
  readonly description: string;
  /** Shown in the README; `undefined` means "not set". */
  readonly defaultText: string;
  readonly parse: (raw: string | undefined) => T;
}

export class ConfigError extends Error {
  constructor(name: string, problem: string) {
    super(`${name}: ${problem}`);
    this.name = 'ConfigError';
  }
}

export function stringVar(
  name: VariableSpec<string>['name'],
  description: string,
  fallback: string,
): VariableSpec<string> {
  return {
    name,
    description,
    defaultText: fallback === '' ? '(empty)' : `\`${fallback}\``,
    parse: (raw) => raw ?? fallback,
  };
}

export function optionalStringVar(
  name: VariableSpec<string>['name'],
  description: string,
): VariableSpec<string | undefined> {
  return { name, description, defaultText: '(not set)', parse: (raw) => (raw === '' ? undefined : raw) };
}

/** An optional http(s) URL; empty means not set. */
export function optionalUrlVar(
  name: VariableSpec<string>['name'],
  description: string,
): VariableSpec<string | undefined> {
  return {
    name,
    description,
    defaultText: '(not set)',
    parse: (raw) => {
      if (raw === undefined || raw === '') return undefined;
      let url: URL;
      try {
        url = new URL(raw);
      } catch {
        throw new ConfigError(name, `expected an http(s) URL, got "${raw}"`);
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        throw new ConfigError(name, `expected an http(s) URL, got "${raw}"`);
      }
      return raw;
    },
  };
}

/** An optional `postgres://` or `postgresql://` connection URL; empty means not set. */
export function postgresUrlVar(
  name: VariableSpec<string>['name'],
  description: string,
): VariableSpec<string | undefined> {
  return {
    name,
    description,
    defaultText: '(not set)',
    parse: (raw) => {
      if (raw === undefined || raw === '') return undefined;
      let protocol = '';
      try {
        protocol = new URL(raw).protocol;
      } catch {
        // reported below without echoing the value: it may hold a password
      }
      if (protocol !== 'postgres:' && protocol !== 'postgresql:') {
        throw new ConfigError(name, 'expected a postgres:// or postgresql:// URL');
      }
      return raw;
    },
  };
}

/** An http(s) URL with a default. */
export function urlVar(
  name: VariableSpec<string>['name'],
  description: string,
  fallback: string,
): VariableSpec<string> {
  const optional = optionalUrlVar(name, description);
  return { ...optional, defaultText: `\`${fallback}\``, parse: (raw) => optional.parse(raw) ?? fallback };
}

export function intVar(
  name: VariableSpec<number>['name'],
  description: string,
  fallback: number,
  range: { min: number; max: number },
): VariableSpec<number> {
  return {
    name,
    description,
    defaultText: `\`${fallback}\``,
    parse: (raw) => {
      if (raw === undefined || raw === '') return fallback;
      const value = Number(raw);
      if (!Number.isInteger(value) || value < range.min || value > range.max) {
        throw new ConfigError(name, `expected an integer from ${range.min} to ${range.max}, got "${raw}"`);
      }
      return value;
    },
  };
}

export function enumVar<T extends string>(
  name: VariableSpec<T>['name'],
  description: string,
  values: readonly T[],
  fallback: T,
): VariableSpec<T> {
  return {
    name,
    description: `${description} One of ${values.map((v) => `\`${v}\``).join(', ')}.`,
    defaultText: `\`${fallback}\``,
    parse: (raw) => {
      if (raw === undefined || raw === '') return fallback;
      const value = raw.toLowerCase() as T;
      if (!values.includes(value)) throw new ConfigError(name, `expected one of ${values.join(', ')}, got "${raw}"`);
      return value;
    },
  };
}

/** A base path such as `/console/`: always starts and ends with a slash, no `..`, no query. */
export function subPathVar(name: VariableSpec<string>['name'], description: string): VariableSpec<string> {
  return {
    name,
    description,
    defaultText: '`/`',
    parse: (raw) => {
      if (raw === undefined || raw === '' || raw === '/') return '/';
      if (!/^\/?[A-Za-z0-9._~\-/]+\/?$/.test(raw) || raw.split('/').includes('..')) {
        throw new ConfigError(name, `expected a URL path such as /console/, got "${raw}"`);
      }
      return `/${raw.replace(/^\/+|\/+$/g, '')}/`;
    },
  };
}

const durationUnits: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** Parses `90s`, `30m`, `12h`, `1h30m`, `7d` into milliseconds; undefined when the text is not a duration. */
export function parseDuration(text: string): number | undefined {
  const parts = [...text.matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h|d)/g)];
  if (parts.length === 0 || parts.map((p) => p[0]).join('') !== text) return undefined;
  return parts.reduce((sum, [, amount, unit]) => sum + Number(amount) * (durationUnits[unit ?? 's'] ?? 0), 0);
}

export function durationVar(
  name: VariableSpec<number>['name'],
  description: string,
  fallback: string,
  range: { minMs: number; maxMs: number },
): VariableSpec<number> {
  return {
    name,
    description,
    defaultText: `\`${fallback}\``,
    parse: (raw) => {
      const text = raw === undefined || raw === '' ? fallback : raw.trim();
      const ms = parseDuration(text);
      if (ms === undefined || ms < range.minMs || ms > range.maxMs) {
        throw new ConfigError(name, `expected a duration such as 30m or 12h within the allowed range, got "${text}"`);
      }
      return ms;
    },
  };
}
