import { randomBytes, pbkdf2Sync } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Logger } from '../logging/logger';

/** OWASP's 2023 figure for PBKDF2-HMAC-SHA256. Paid once at start-up, never per request. */
export const PBKDF2_ITERATIONS = 600_000;
const KEY_BYTES = 32;

export interface SessionKeySource {
  readonly passphrase?: string;
  readonly salt?: string;
  /** Where a generated key is kept when no passphrase is configured. */
  readonly keyFile: string;
}

/**
 * The key that seals session cookies, derived once at start-up:
 * 1. from CONSOLE_PBKDF_PASSPHRASE + CONSOLE_PBKDF_SALT (every replica configured alike shares sessions);
 * 2. else from a key file, generated on first start (sessions survive restarts of this instance);
 * 3. else, when the file cannot be written, a random key in memory (sessions end with the process).
 */
export function loadSessionKey(source: SessionKeySource, logger: Logger): Buffer {
  if (source.passphrase && source.salt) {
    return pbkdf2Sync(source.passphrase, source.salt, PBKDF2_ITERATIONS, KEY_BYTES, 'sha256');
  }
  if (source.passphrase || source.salt) {
    throw new Error('CONSOLE_PBKDF_PASSPHRASE and CONSOLE_PBKDF_SALT must be set together');
  }
  try {
    if (existsSync(source.keyFile)) {
      const key = Buffer.from(readFileSync(source.keyFile, 'utf8').trim(), 'base64');
      if (key.length !== KEY_BYTES) throw new Error(`${source.keyFile} does not hold a ${KEY_BYTES}-byte key`);
      return key;
    }
    const key = randomBytes(KEY_BYTES);
    makeDirectories(dirname(source.keyFile));
    writeFileSync(source.keyFile, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    logger.warn(
      'generated a session key file; set CONSOLE_PBKDF_PASSPHRASE and CONSOLE_PBKDF_SALT to share sessions across replicas',
      {
        keyFile: source.keyFile,
      },
    );
    return key;
  } catch (error) {
    if (error instanceof Error && error.message.includes('does not hold')) throw error;
    logger.warn('could not keep a session key file; sessions will end when the console restarts', {
      keyFile: source.keyFile,
      error,
    });
    return randomBytes(KEY_BYTES);
  }
}

/**
 * Creates a folder and its missing parents one level at a time. Node's `mkdirSync(…, { recursive: true })` never
 * returns for a path under a pseudo file system that refuses it with ENOENT (`/proc/…`: it retries the same level);
 * here the refusal surfaces as an error, so start-up falls back to a key in memory instead of hanging.
 */
function makeDirectories(folder: string): void {
  if (existsSync(folder)) return;
  const parent = dirname(folder);
  if (parent !== folder) makeDirectories(parent);
  mkdirSync(folder, { mode: 0o700 });
}
