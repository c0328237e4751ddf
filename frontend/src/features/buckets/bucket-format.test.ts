import { formatBytes, formatCount, formatDateTime } from './bucket-format';

describe('bucket-format', () => {
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
    const iso = '2026-11-22T08:15:30.000Z';
    expect(formatDateTime(iso)).toBe(new Date(iso).toLocaleString());
    expect(formatDateTime('not a date')).toBe('not a date');
  });
});
