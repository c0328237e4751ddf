import { pbkdf2 } from 'node:crypto';
import { promisify } from 'node:util';
import { argon2id, hash as argon2Hash } from 'argon2';

const pbkdf2Async = promisify(pbkdf2);

/** Argon2id parameters madmin fixes for payload keys (fact sheet §2.2): t=1, m=64 MiB, p=4, 32-byte output. */
const ARGON2_OPTIONS = {
  type: argon2id,
  version: 0x13,
  timeCost: 1,
  memoryCost: 64 * 1024,
  parallelism: 4,
  hashLength: 32,
  raw: true,
} as const;

/** madmin's iteration count for the PBKDF2 variant (FIPS builds). */
const PBKDF2_ITERATIONS = 8192;

let argon2Queue: Promise<unknown> = Promise.resolve();

/**
 * Runs one argon2 call after all earlier ones have finished. Each call takes 64 MiB and ~50–150 ms of CPU; a page
 * that fires ten encrypted admin calls at once must not need 640 MiB (madmin guards it with a mutex, too).
 */
function serialised<T>(task: () => Promise<T>): Promise<T> {
  const run = argon2Queue.then(task, task);
  argon2Queue = run.catch(() => undefined);
  return run;
}

/** Derives madmin's 32-byte payload key from a secret key with Argon2id (ids 0 and 1). */
export function deriveArgon2idKey(password: string, salt: Uint8Array): Promise<Buffer> {
  return serialised(() => argon2Hash(Buffer.from(password, 'utf8'), { ...ARGON2_OPTIONS, salt: Buffer.from(salt) }));
}

/** Derives madmin's 32-byte payload key with PBKDF2-HMAC-SHA256 (id 2, what FIPS builds of MinIO send). */
export function derivePbkdf2Key(password: string, salt: Uint8Array): Promise<Buffer> {
  return pbkdf2Async(Buffer.from(password, 'utf8'), salt, PBKDF2_ITERATIONS, 32, 'sha256');
}
