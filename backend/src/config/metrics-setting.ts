import { ConfigError, type VariableSpec } from './variables';

/** Whether and how /metrics is served: not at all, to anyone who can reach it, or to bearers of a token. */
export type MetricsSetting =
  { readonly mode: 'off' } | { readonly mode: 'on' } | { readonly mode: 'token'; readonly token: string };

/** Shorter tokens are refused: a typo (`yes`, `true`) must not become a guessable password. */
export const MIN_METRICS_TOKEN_LENGTH = 16;

/** `off`, `on`, or any other value of at least 16 characters: the bearer token scrapers must send. */
export function metricsVar(
  name: VariableSpec<MetricsSetting>['name'],
  description: string,
): VariableSpec<MetricsSetting> {
  return {
    name,
    description,
    defaultText: '`off`',
    parse: (raw) => {
      const value = raw?.trim() ?? '';
      if (value === '' || value.toLowerCase() === 'off') return { mode: 'off' };
      if (value.toLowerCase() === 'on') return { mode: 'on' };
      if (value.length < MIN_METRICS_TOKEN_LENGTH || /\s/.test(value)) {
        // The value itself is not repeated: it may be a secret with a typo.
        throw new ConfigError(
          name,
          `expected off, on, or a bearer token of at least ${MIN_METRICS_TOKEN_LENGTH} characters without spaces`,
        );
      }
      return { mode: 'token', token: value };
    },
  };
}
