import { calendarDay } from './calendar-day';

describe('calendarDay', () => {
  it.each([
    ['2026-11-28T03:00:00Z', 'UTC', '2026-11-28'],
    ['2026-11-28T03:00:00Z', 'America/Los_Angeles', '2026-11-27'],
    ['2026-11-28T03:00:00Z', 'Pacific/Pago_Pago', '2026-11-27'],
    ['2026-11-27T20:00:00Z', 'Pacific/Kiritimati', '2026-11-28'],
    ['2026-11-27T19:00:00Z', 'Asia/Kolkata', '2026-11-28'],
    ['2026-11-27T18:00:00Z', 'Asia/Kolkata', '2026-11-27'],
    ['2026-01-01T09:00:00Z', 'Pacific/Pago_Pago', '2025-12-31'],
  ])('%s is on %s in %s', (iso, zone, day) => {
    expect(calendarDay(iso, zone)).toBe(day);
  });

  it('returns text that is no instant as it is', () => {
    expect(calendarDay('soon', 'UTC')).toBe('soon');
    expect(calendarDay('', 'UTC')).toBe('');
  });
});
