import { formatAge, logLines } from './pod-format';

describe('pod age', () => {
  const now = Date.UTC(2026, 0, 2, 0, 0, 0);
  const ago = (seconds: number) => now / 1000 - seconds;

  it('shows the largest whole unit', () => {
    expect([45, 12 * 60, 3 * 3600 + 59, 5 * 86_400].map((s) => formatAge(ago(s), now))).toEqual([
      '45s',
      '12m',
      '3h',
      '5d',
    ]);
  });

  it('is empty when the creation time is unknown', () => {
    expect(formatAge(undefined, now)).toBe('');
  });
});

describe('pod log lines', () => {
  it('removes colour codes and non-printable characters and marks indented lines', () => {
    expect(logLines('\u001b[31mERROR\u001b[0m disk\u0007 lost\n\tat heal()\r\n  at main\n')).toEqual([
      { text: 'ERROR disk lost', indented: false },
      { text: 'at heal()', indented: true },
      { text: 'at main', indented: true },
    ]);
  });
});
