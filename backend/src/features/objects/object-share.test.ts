import { ApiError } from '../../platform/errors/api-error';
import { checkShareWithinSession, maxShareLink } from './object-share';

const now = Date.parse('2026-01-01T00:00:00Z');
const hours = (n: number) => n * 3_600_000;

describe('maxShareLink', () => {
  it('is what is left of the session when that is shorter than 7 days', () => {
    expect(maxShareLink(now + hours(12), now)).toEqual({ exp: 12 * 3600, expires_at: '2026-01-01T12:00:00.000Z' });
  });

  it('is 7 days at most, and never negative', () => {
    expect(maxShareLink(now + hours(24 * 30), now).exp).toBe(7 * 86_400);
    expect(maxShareLink(now - 1000, now).exp).toBe(0);
  });
});

describe('checkShareWithinSession', () => {
  it('accepts a link up to the end of the session, and refuses a longer one naming when it ends', () => {
    expect(() => checkShareWithinSession(hours(12), now + hours(12), now)).not.toThrow();
    const refusal = (() => {
      try {
        checkShareWithinSession(hours(13), now + hours(12), now);
      } catch (error) {
        return error;
      }
      return undefined;
    })();
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ status: 400, message: 'A share link cannot last longer than your session' });
    expect((refusal as ApiError).detailedMessage).toContain('2026-01-01T12:00:00.000Z');
  });
});
