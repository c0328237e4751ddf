import { createLogger } from '../../platform/logging/logger';
import { DIRECT_URL_SECONDS, directUrlSeconds } from './direct-presign';
import { DirectTransfers, type PreflightVerdict } from './direct-transfers';

/** A DirectTransfers whose preflights answer `verdict`, counting them, with the log lines it writes. */
function directWith(verdict: PreflightVerdict, configured = true) {
  const browserOrigin = configured ? 'https://s3.example.com' : undefined;
  const lines: string[] = [];
  const asked: string[] = [];
  const logger = createLogger('info', (line) => lines.push(line));
  const direct = new DirectTransfers(browserOrigin, logger, (origin) => {
    asked.push(origin);
    return Promise.resolve(verdict);
  });
  return { direct, lines, asked };
}

describe('direct transfers per console address', () => {
  it('are off without the setting, and ask MinIO nothing', async () => {
    const { direct, asked } = directWith('allowed', false);
    expect(await direct.enabledFor('https://console.example.com')).toBe(false);
    expect(asked).toEqual([]);
  });

  it('are on when MinIO allows the address, which is asked once', async () => {
    const { direct, asked, lines } = directWith('allowed');
    expect(await direct.enabledFor('https://console.example.com')).toBe(true);
    expect(await direct.enabledFor('https://console.example.com')).toBe(true);
    expect(asked).toEqual(['https://console.example.com']);
    expect(lines).toEqual([]);
  });

  it('are off when MinIO refuses, with one warning that says what to set', async () => {
    const { direct, lines } = directWith('refused');
    expect(await direct.enabledFor('https://console.example.com')).toBe(false);
    expect(await direct.enabledFor('https://console.example.com')).toBe(false);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('cors_allow_origin');
    expect(lines[0]).toContain('https://console.example.com');
  });
});

describe('the lifetime of a direct URL', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');
  it('is a few minutes, never beyond the credentials', () => {
    expect(directUrlSeconds(now + 3_600_000, now)).toBe(DIRECT_URL_SECONDS);
    expect(directUrlSeconds(now + 42_500, now)).toBe(42);
  });
  it('is refused (401) once the credentials have run out', () => {
    expect(() => directUrlSeconds(now + 500, now)).toThrow(expect.objectContaining({ status: 401 }));
  });
});
