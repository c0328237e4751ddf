import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Authenticated encryption (AES-256-GCM) of a small JSON value into a URL-safe string, for the session cookie.
 * Format: `v1.` + base64url(iv[12] ‖ ciphertext ‖ tag[16]). The version label is bound as associated data, so a
 * value sealed for another purpose or format never opens here.
 */
const VERSION = 'v1';
/** The purpose is bound as associated data too: a value sealed for one purpose never opens as another. */
const aadOf = (purpose: string) => Buffer.from(`object-console/${purpose}/${VERSION}`);
const IV_BYTES = 12;
const TAG_BYTES = 16;

export function seal(value: unknown, key: Buffer, purpose = 'session'): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(aadOf(purpose));
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return `${VERSION}.${Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url')}`;
}

/** The sealed value, or `undefined` when the text was not sealed with this key (tampered, truncated, foreign). */
export function open(text: string, key: Buffer, purpose = 'session'): unknown {
  const [version, encoded] = text.split('.', 2);
  if (version !== VERSION || !encoded) return undefined;
  const raw = Buffer.from(encoded, 'base64url');
  if (raw.length < IV_BYTES + TAG_BYTES + 2) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
    decipher.setAAD(aadOf(purpose));
    decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
    const plain = Buffer.concat([decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)), decipher.final()]);
    return JSON.parse(plain.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}
