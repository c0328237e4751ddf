/**
 * What one call of a message hands i18next: the values of its `{{placeholders}}`, `count` to pick a plural form
 * (`_zero`, `_one`, `_other`, … by the language's own rules) and `context` to pick a variant (`_<context>`).
 */
export type MessageValues = { readonly count?: number; readonly context?: string; readonly [name: string]: unknown };

/** Catalogue text chosen by its arguments: made by {@link message} or {@link plural}. */
export class Message<A extends unknown[]> {
  constructor(
    /** The call's arguments as i18next options. */
    readonly values: (...args: A) => MessageValues,
    /** The English text of each form, by the suffix i18next looks up (`''` is the key itself). */
    readonly forms: Readonly<Record<string, string>>,
  ) {}
}

/**
 * Catalogue text that no single template says in English: plural words, a variant per value, a number in the user's
 * locale. `values` turns the call's arguments into i18next options; `forms` holds the English of each form by its key
 * suffix: `''` for the key itself, `one`/`other` (and `zero`) for a count, a context such as `true` or `named`, or
 * both (`days_one`). Components call it like any catalogue function.
 *
 * @example
 * statusValue: message((enabled: boolean) => ({ context: String(enabled) }), { true: 'Enabled', false: 'Disabled' }),
 */
export function message<A extends unknown[]>(
  values: (...args: A) => MessageValues,
  forms: Readonly<Record<string, string>>,
): Message<A> {
  return new Message(values, forms);
}

/** A count's forms: English needs `one` and `other`; `zero`, when given, is used for 0 in every language. */
interface PluralForms {
  readonly zero?: string;
  readonly one: string;
  readonly other: string;
}

/** Text around one count, shown as `{{count}}`: `plural({ one: '{{count}} day', other: '{{count}} days' })`. */
export function plural(forms: PluralForms): Message<[count: number]> {
  return message((count: number) => ({ count }), { ...forms });
}
