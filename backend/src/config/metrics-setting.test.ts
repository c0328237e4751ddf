import { loadConfig } from './config';

describe('CONSOLE_METRICS', () => {
  it('is off unless set', () => {
    expect(loadConfig({}).metrics).toEqual({ mode: 'off' });
    expect(loadConfig({ CONSOLE_METRICS: '' }).metrics).toEqual({ mode: 'off' });
  });

  it.each([
    ['off', { mode: 'off' }],
    ['OFF', { mode: 'off' }],
    ['on', { mode: 'on' }],
    ['On', { mode: 'on' }],
    ['s3cr3t-t0ken-for-scrapers', { mode: 'token', token: 's3cr3t-t0ken-for-scrapers' }],
  ])('reads %p', (raw, expected) => {
    expect(loadConfig({ CONSOLE_METRICS: raw }).metrics).toEqual(expected);
  });

  it.each(['yes', 'true', 'short-token', 'has a space in it, long enough'])(
    'refuses %p without repeating it (it may be a secret)',
    (raw) => {
      expect(() => loadConfig({ CONSOLE_METRICS: raw })).toThrow(
        /CONSOLE_METRICS: expected off, on, or a bearer token/,
      );
      try {
        loadConfig({ CONSOLE_METRICS: raw });
      } catch (error) {
        expect((error as Error).message).not.toContain(raw);
      }
    },
  );
});
