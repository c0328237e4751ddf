import { chooseEncoding } from './content-encoding';

describe('chooseEncoding', () => {
  const both = ['br', 'gzip'] as const;

  it.each([
    // What browsers send: brotli wins whatever the order.
    ['gzip, deflate, br, zstd', both, 'br'],
    ['br;q=1.0, gzip;q=0.8, *;q=0.1', both, 'br'],
    ['gzip, deflate', both, 'gzip'],
    ['GZIP', both, 'gzip'],
    ['*', both, 'br'],
    // Weights decide before our preference.
    ['br;q=0.5, gzip', both, 'gzip'],
    ['br;q=0.5, gzip;q=0.4', both, 'br'],
    ['br;q=0, gzip', both, 'gzip'],
    ['*;q=0.5, br;q=0', both, 'gzip'],
    // Only what is stored for the file.
    ['br, gzip', ['gzip'], 'gzip'],
    ['br', ['gzip'], undefined],
    ['br, gzip', [], undefined],
    // Identity: no header, nothing we store, encodings refused, or identity weighing more.
    [undefined, both, undefined],
    ['', both, undefined],
    ['identity', both, undefined],
    ['deflate, zstd', both, undefined],
    ['br;q=0, gzip;q=0', both, undefined],
    ['identity, br;q=0.5', both, undefined],
    ['identity;q=0.5, br;q=0.5', both, 'br'],
    // Nonsense weights count as refusals, never as a preference.
    ['br;q=abc, gzip', both, 'gzip'],
  ] as const)('%j with %j stored → %s', (header, available, expected) => {
    expect(chooseEncoding(header, available)).toBe(expected);
  });
});
