import { i18n } from '@frontend/shared/i18n/i18n-instance';
import { formatBytes, formatCount, formatDateTime, formatDuration, formatList } from './bucket-format';

const iso = '2026-11-22T08:15:30.000Z';

describe('bucket-format in the browser language en-US', () => {
  it('shows sizes in binary units, one decimal below 100', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1536)).toBe('1.5 KiB');
    expect(formatBytes(150 * 1024 * 1024)).toBe('150 MiB');
    expect(formatBytes(5 * 1024 ** 3)).toBe('5 GiB');
    expect(formatBytes(1024 ** 6 * 2048)).toBe('2,048 EiB');
  });

  it('groups thousands in counts', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
  });

  it('shows a date as the browser would, and unparseable text as given', () => {
    expect(formatDateTime(iso)).toBe(new Date(iso).toLocaleString('en-US'));
    expect(formatDateTime('not a date')).toBe('not a date');
  });

  it('lists names with commas only', () => {
    expect(formatList(['alice', 'bob', 'carol'])).toBe('alice, bob, carol');
    expect(formatList(['alice'])).toBe('alice');
  });

  it('shows durations in µs, ms or s by size, with a space before the unit', () => {
    expect(formatDuration(850_000)).toBe('850 μs');
    expect(formatDuration(12_345_678)).toBe('12.3 ms');
    expect(formatDuration(12_000_000)).toBe('12.0 ms');
    expect(formatDuration(1_250_000_000)).toBe('1.25 sec');
  });
});

describe('bucket-format for a German user', () => {
  beforeEach(() => i18n.changeLanguage('de-DE'));
  afterEach(() => i18n.changeLanguage('en-US'));

  it('writes a decimal comma and groups thousands with dots', () => {
    expect(formatBytes(1536)).toBe('1,5 KiB');
    expect(formatBytes(1024 ** 6 * 2048)).toBe('2.048 EiB');
    expect(formatCount(1234567)).toBe('1.234.567');
    expect(formatDuration(12_345_678)).toBe('12,3 ms');
    expect(formatDuration(1_250_000_000)).toBe('1,25 Sek.');
  });

  it('writes dates day first', () => {
    expect(formatDateTime(iso)).toBe(new Date(iso).toLocaleString('de-DE'));
    expect(formatDateTime(iso)).toMatch(/^\d{1,2}\.\d{1,2}\.2026, /);
  });

  it('follows a language change back', async () => {
    await i18n.changeLanguage('en-US');
    expect(formatBytes(1536)).toBe('1.5 KiB');
  });
});
