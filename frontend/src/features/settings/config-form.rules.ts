import { typeProblem } from '@contract/shared/config-value-rules';
import { KEY_CHOICES } from './setting-categories';
import type { Configuration, ConfigurationKeyHelp, KeyValue } from './settings.queries';

/** How a key is edited. */
export type FieldKind = 'onOff' | 'choice' | 'secret' | 'text';

export type FormValues = Readonly<Record<string, string>>;

/** Problems of the form, by key: a type problem (`duration`…), `required` or `choice`. */
export type FormProblems = Readonly<Record<string, ProblemKind>>;
export type ProblemKind = NonNullable<ReturnType<typeof typeProblem>> | 'required' | 'choice';

export function fieldKind(subSys: string, key: ConfigurationKeyHelp): FieldKind {
  if (key.secret) return 'secret';
  if (key.type === 'on|off' || key.type === 'boolean') return 'onOff';
  if (KEY_CHOICES[`${subSys}.${key.key}`]) return 'choice';
  return 'text';
}

/** Whether an on/off value (or the default when unset) means on. */
export function isOn(value: string): boolean {
  return /^(on|true|enabled)$/i.test(value);
}

/** The form's starting values: what is stored, `''` for a key without a value. */
export function initialValues(configuration: Pick<Configuration, 'keys' | 'key_values'> | undefined): FormValues {
  const values: Record<string, string> = {};
  for (const key of configuration?.keys ?? []) values[key.key] = '';
  for (const kv of configuration?.key_values ?? []) values[kv.key] = kv.value;
  return values;
}

/**
 * What is wrong with the form. Required keys must be filled only while the target is on (a switched-off target may
 * keep its endpoint empty), and every value must fit its type; keys set by the environment are not the form's.
 */
export function formProblems(
  subSys: string,
  keys: readonly ConfigurationKeyHelp[],
  values: FormValues,
  /** Keys the server's environment sets: MinIO uses the variable, so what is stored there is not checked. */
  overridden: ReadonlySet<string> = new Set(),
): FormProblems {
  const problems: Record<string, ProblemKind> = {};
  const enable = keys.find((key) => key.key === 'enable');
  const off = enable !== undefined && !isOn(values['enable'] || enable.default || 'off');
  for (const key of keys) {
    if (overridden.has(key.key)) continue;
    const value = (values[key.key] ?? '').trim();
    const choices = KEY_CHOICES[`${subSys}.${key.key}`];
    const problem =
      !key.optional && key.key !== 'enable' && value === '' && !off
        ? 'required'
        : choices && value !== '' && !choices.includes(value)
          ? 'choice'
          : typeProblem(key.type, value);
    if (problem) problems[key.key] = problem;
  }
  return problems;
}

/**
 * What Save sends: every key whose value changed, a cleared one as `''` (back to MinIO's default). A secret left as
 * it came (masked) is not sent, so the stored one stays. Lists lose blank entries and spaces around commas.
 */
export function changedKeyValues(initial: FormValues, values: FormValues, keys: readonly ConfigurationKeyHelp[]) {
  const changed: KeyValue[] = [];
  for (const key of keys) {
    const before = initial[key.key] ?? '';
    let value = (values[key.key] ?? '').trim();
    if (key.type === 'csv')
      value = value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)
        .join(',');
    if (value !== before) changed.push({ key: key.key, value });
  }
  return changed;
}

/** `requests_max` → `Requests max`. */
export function keyLabel(key: string): string {
  const words = key.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Named targets take MinIO's target-name characters. */
export const TARGET_NAME = /^[A-Za-z0-9_.-]{1,64}$/;
