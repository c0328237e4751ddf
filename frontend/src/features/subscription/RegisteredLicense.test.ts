import { expiryDate } from './RegisteredLicense';

describe('the licence expiry date', () => {
  const info = { status: 'valid', expires_at: '2026-11-28T03:00:00Z' } as const;
  it('is the day the licence ends where the user is, not in UTC', () => {
    // 19:00 on the 27th in Los Angeles: a licence shown as ending on the 28th would already have lapsed then.
    expect(expiryDate(info, 'America/Los_Angeles')).toBe('2026-11-27');
    expect(expiryDate(info, 'Asia/Kolkata')).toBe('2026-11-28');
    expect(expiryDate(info, 'UTC')).toBe('2026-11-28');
  });
  it('is empty without an expiry', () => {
    expect(expiryDate({ status: 'none' })).toBe('');
  });
});
