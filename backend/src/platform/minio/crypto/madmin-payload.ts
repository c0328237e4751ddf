import { randomBytes } from 'node:crypto';
import { deriveArgon2idKey, derivePbkdf2Key } from './key-derivation';
import { NotAuthenticError, openSioStream, sealSioStream, SIO_NONCE_SIZE, type SioCipher } from './sio-stream';

/**
 * madmin's payload encryption (fact sheet §2): the envelope is
 * `salt(32) ‖ algorithm id(1) ‖ stream nonce(8) ‖ sio-go stream`, keyed by the secret key of whoever signed the
 * request (for a console session, the temporary STS secret).
 */

const SALT_SIZE = 32;
const HEADER_SIZE = SALT_SIZE + 1 + SIO_NONCE_SIZE;

/** The algorithm ids madmin writes into byte 32. */
export const PayloadAlgorithm = {
  argon2idAesGcm: 0,
  argon2idChaCha20Poly1305: 1,
  pbkdf2AesGcm: 2,
} as const;
export type PayloadAlgorithm = (typeof PayloadAlgorithm)[keyof typeof PayloadAlgorithm];

/** A payload could not be decrypted; `reason` separates a wrong key or altered data from a malformed envelope. */
export class PayloadDecryptionError extends Error {
  override readonly name = 'PayloadDecryptionError';
  readonly reason: 'not-authentic' | 'malformed' | 'unknown-algorithm';

  constructor(reason: PayloadDecryptionError['reason'], message: string, cause?: unknown) {
    super(message, { cause });
    this.reason = reason;
  }
}

/** Fixed salt and nonce, for reproducing published vectors only. Never pass these in production code. */
export interface DeterministicInputs {
  readonly salt: Uint8Array;
  readonly nonce: Uint8Array;
}

/** True when the bytes look like a madmin envelope (what madmin's IsEncrypted checks). */
export function isEncryptedPayload(data: Uint8Array): boolean {
  const id = data[SALT_SIZE];
  return data.length > SALT_SIZE && id !== undefined && id <= PayloadAlgorithm.pbkdf2AesGcm;
}

/**
 * Encrypts a request body the way madmin does. Uses id 0 (Argon2id + AES-256-GCM), which every MinIO server
 * decrypts; the server answers with its own choice of algorithm.
 */
export async function encryptPayload(
  password: string,
  plaintext: Uint8Array | string,
  algorithm: PayloadAlgorithm = PayloadAlgorithm.argon2idAesGcm,
  deterministic?: DeterministicInputs,
): Promise<Buffer> {
  const salt = deterministic?.salt ?? randomBytes(SALT_SIZE);
  const nonce = deterministic?.nonce ?? randomBytes(SIO_NONCE_SIZE);
  if (salt.length !== SALT_SIZE || nonce.length !== SIO_NONCE_SIZE) throw new RangeError('bad salt or nonce size');
  const key = await deriveKey(algorithm, password, salt);
  const data = typeof plaintext === 'string' ? Buffer.from(plaintext, 'utf8') : plaintext;
  const stream = sealSioStream({ cipher: cipherOf(algorithm), key, nonce }, data);
  return Buffer.concat([salt, Uint8Array.of(algorithm), nonce, stream]);
}

/** Decrypts a madmin envelope written with any of the three algorithms. */
export async function decryptPayload(password: string, data: Uint8Array): Promise<Buffer> {
  if (data.length < HEADER_SIZE) {
    throw new PayloadDecryptionError('malformed', `encrypted payload is too short (${data.length} bytes)`);
  }
  const salt = data.subarray(0, SALT_SIZE);
  const id = data[SALT_SIZE];
  if (id !== 0 && id !== 1 && id !== 2) {
    throw new PayloadDecryptionError('unknown-algorithm', `encrypted payload uses unknown algorithm id ${String(id)}`);
  }
  const nonce = data.subarray(SALT_SIZE + 1, HEADER_SIZE);
  const key = await deriveKey(id, password, salt);
  try {
    return openSioStream({ cipher: cipherOf(id), key, nonce }, data.subarray(HEADER_SIZE));
  } catch (error) {
    if (error instanceof NotAuthenticError) {
      throw new PayloadDecryptionError(
        'not-authentic',
        'cannot decrypt the MinIO payload: it was encrypted with a different secret key, or altered in transit',
        error,
      );
    }
    throw error;
  }
}

function deriveKey(algorithm: PayloadAlgorithm, password: string, salt: Uint8Array): Promise<Buffer> {
  return algorithm === PayloadAlgorithm.pbkdf2AesGcm
    ? derivePbkdf2Key(password, salt)
    : deriveArgon2idKey(password, salt);
}

function cipherOf(algorithm: PayloadAlgorithm): SioCipher {
  return algorithm === PayloadAlgorithm.argon2idChaCha20Poly1305 ? 'chacha20-poly1305' : 'aes-256-gcm';
}
