import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger, type LogFields } from '../logging/logger';
import { loadSessionKey } from './session-key';

function capture() {
  const records: LogFields[] = [];
  return { records, logger: createLogger('debug', (line) => records.push(JSON.parse(line) as LogFields)) };
}

describe('loadSessionKey', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'oc-key-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('derives the same key from the same passphrase and salt (replicas share sessions)', () => {
    const { logger } = capture();
    const a = loadSessionKey({ passphrase: 'p', salt: 's', keyFile: join(dir, 'k') }, logger);
    const b = loadSessionKey({ passphrase: 'p', salt: 's', keyFile: join(dir, 'other') }, logger);
    const c = loadSessionKey({ passphrase: 'p', salt: 't', keyFile: join(dir, 'k') }, logger);
    expect(a.equals(b)).toBe(true);
    expect(a.equals(c)).toBe(false);
    expect(a).toHaveLength(32);
  });

  it('refuses a passphrase without a salt', () => {
    expect(() => loadSessionKey({ passphrase: 'p', keyFile: join(dir, 'k') }, capture().logger)).toThrow(
      /set together/,
    );
  });

  it('generates a key file on first start, with a warning, and reuses it afterwards', () => {
    const { logger, records } = capture();
    const keyFile = join(dir, 'sub', 'session.key');
    const first = loadSessionKey({ keyFile }, logger);
    expect(records.some((r) => r.level === 'warn' && String(r.msg).includes('generated a session key file'))).toBe(
      true,
    );
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    expect(loadSessionKey({ keyFile }, logger).equals(first)).toBe(true);
  });

  it('refuses a key file that does not hold a key', () => {
    const keyFile = join(dir, 'bad.key');
    writeFileSync(keyFile, 'short');
    expect(() => loadSessionKey({ keyFile }, capture().logger)).toThrow(/does not hold a 32-byte key/);
  });

  it('creates missing parent folders of the key file, private to the console', () => {
    const keyFile = join(dir, 'a', 'b', 'session.key');
    loadSessionKey({ keyFile }, capture().logger);
    expect(statSync(join(dir, 'a', 'b')).mode & 0o777).toBe(0o700);
  });

  it('starts with a key in memory, and says so, when the key file cannot be made (a path under /proc)', () => {
    const { logger, records } = capture();
    const key = loadSessionKey({ keyFile: '/proc/object-console-test/keys/session.key' }, logger);
    expect(key).toHaveLength(32);
    expect(records.some((r) => r.level === 'warn' && String(r.msg).includes('could not keep a session key'))).toBe(
      true,
    );
  });
});
