import { decimalSeparatorProblem, formatDecimal, parseDecimal, parseWhole } from './decimal-text';

describe('decimal text in the user locale', () => {
  it.each([
    ['1,5', 'de-DE', 1.5],
    ['1.5', 'en-US', 1.5],
    ['2', 'de-DE', 2],
    [' 10 ', 'en-US', 10],
    // A French space groups thousands: a dot can only be a decimal point.
    ['1.5', 'fr-FR', 1.5],
    ['1,5', 'fr-FR', 1.5],
    ['1.5', 'de-CH', 1.5],
  ])('%s in %s is %d', (text, locale, value) => {
    expect(parseDecimal(text, locale)).toBe(value);
    expect(decimalSeparatorProblem(text, locale)).toBeUndefined();
  });

  it.each([
    ['1,5', 'en-US', 'Write decimals with "." and no thousands separator, e.g. 1.5'],
    ['1,500', 'en-US', 'Write decimals with "." and no thousands separator, e.g. 1.5'],
    ['1.5', 'de-DE', 'Write decimals with "," and no thousands separator, e.g. 1,5'],
  ])('refuses %s in %s, whose thousands separator it is, and says how to write it', (text, locale, problem) => {
    expect(parseDecimal(text, locale)).toBeNaN();
    expect(decimalSeparatorProblem(text, locale)).toBe(problem);
  });

  it.each(['', 'abc', '1,2,3', '1.2.3', '-1', '1e3', ',5'])('refuses %j', (text) => {
    expect(parseDecimal(text, 'de-DE')).toBeNaN();
    expect(decimalSeparatorProblem(text, 'de-DE')).toBeUndefined();
  });

  it('shows a number for editing as the locale writes it', () => {
    expect(formatDecimal(1.5, 'de-DE')).toBe('1,5');
    expect(formatDecimal(1.5, 'en-US')).toBe('1.5');
    expect(formatDecimal(1500, 'de-DE')).toBe('1500');
  });
});

describe('parseWhole', () => {
  it('reads digits only, so no separator is guessed at', () => {
    expect(parseWhole(' 1000 ')).toBe(1000);
    expect(parseWhole('1.000')).toBeNaN();
    expect(parseWhole('1,5')).toBeNaN();
    expect(parseWhole('-3')).toBeNaN();
    expect(parseWhole('')).toBeNaN();
  });
});
