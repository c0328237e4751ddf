/**
 * Decimal numbers as a user types them in a text field, in the user's locale: `1,5` in de-DE, `1.5` in en-US. A
 * `type="number"` field cannot take them: Chromium drops the comma whatever the locale or `lang`, reading a German
 * `1,5` as 15, so these fields are text fields parsed here instead.
 */
interface Separators {
  readonly decimal: string;
  readonly group: string;
}

function separatorsOf(locale: string): Separators {
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
  return {
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
  };
}

const PLAIN = /^\s*(\d+)(?:([.,])(\d+))?\s*$/;
const WHOLE = /^\s*\d+\s*$/;

/**
 * A whole number as typed, or NaN: digits only, so a separator is never guessed at (a German `1.000` is a thousand,
 * an English `1,5` no number at all).
 */
export function parseWhole(text: string): number {
  return WHOLE.test(text) ? Number(text) : Number.NaN;
}

/**
 * The number typed, or NaN: digits with at most one separator, `.` or `,`, read as the decimal point unless it is
 * the locale's thousands separator (ambiguous: `1,500` means 1500 in en-US and 1.5 in de-DE).
 */
export function parseDecimal(text: string, locale: string): number {
  const match = PLAIN.exec(text);
  if (!match) return Number.NaN;
  const [, whole, separator, fraction] = match;
  if (separator !== undefined && separator === separatorsOf(locale).group) return Number.NaN;
  return Number(fraction === undefined ? whole : `${whole}.${fraction}`);
}

/** Why a typed number is refused when the reason is its separator, else undefined: says how to write it. */
export function decimalSeparatorProblem(text: string, locale: string): string | undefined {
  const separator = PLAIN.exec(text)?.[2];
  const { decimal, group } = separatorsOf(locale);
  if (separator === undefined || separator !== group) return undefined;
  return `Write decimals with "${decimal}" and no thousands separator, e.g. 1${decimal}5`;
}

/** A number as the field shows it for editing: `1,5` in de-DE, no thousands separators. */
export function formatDecimal(value: number, locale: string): string {
  return String(value).replace('.', separatorsOf(locale).decimal);
}
