import { createCipheriv, createDecipheriv, type CipherGCMTypes, type CipherChaCha20Poly1305Types } from 'node:crypto';

/**
 * The secure-io/sio-go stream format that madmin wraps its payloads in (fact sheet §2.3), written from its
 * description: the plaintext is cut into fragments, each sealed with an AEAD whose nonce is
 * `streamNonce(8) ‖ uint32le(sequence)` and whose associated data is `flag ‖ T0`, where T0 is the tag of sealing
 * nothing under sequence 0, and the flag marks the final fragment (0x80) apart from the others (0x00).
 */

/** The AEADs with a 12-byte nonce that madmin and the sio-go test vectors use. */
export type SioCipher = CipherGCMTypes | CipherChaCha20Poly1305Types;

/** madmin's fragment size (sio-go's default BufSize). */
export const SIO_FRAGMENT_SIZE = 16384;

/** Bytes of authentication tag per fragment. */
export const SIO_TAG_SIZE = 16;

/** Length of the per-stream nonce; the remaining 4 of the 12 AEAD nonce bytes count fragments. */
export const SIO_NONCE_SIZE = 8;

const FLAG_MORE = 0x00;
const FLAG_FINAL = 0x80;
const MAX_SEQUENCE = 0xffffffff;

/** The fragment could not be authenticated: wrong key, or the bytes were changed, cut or reordered. */
export class NotAuthenticError extends Error {
  override readonly name = 'NotAuthenticError';
}

export interface SioStreamParams {
  readonly cipher: SioCipher;
  readonly key: Uint8Array;
  /** 8 bytes, unique per key. */
  readonly nonce: Uint8Array;
  readonly associatedData?: Uint8Array;
  /** Only the published test vectors use anything but 16384. */
  readonly fragmentSize?: number;
}

/** Encrypts a whole plaintext into an sio-go stream. */
export function sealSioStream(params: SioStreamParams, plaintext: Uint8Array): Buffer {
  const fragmentSize = params.fragmentSize ?? SIO_FRAGMENT_SIZE;
  const t0 = sealFragment(params, 0, new Uint8Array(0), params.associatedData ?? new Uint8Array(0)).subarray(-16);
  const parts: Buffer[] = [];
  let sequence = 1;
  let offset = 0;
  // A non-final fragment is only written while more than a full fragment remains, so a plaintext of exactly
  // N × fragmentSize ends in a full-size final fragment (and an empty plaintext is a lone empty final fragment).
  while (plaintext.length - offset > fragmentSize) {
    parts.push(sealFragment(params, sequence++, plaintext.subarray(offset, offset + fragmentSize), aad(FLAG_MORE, t0)));
    offset += fragmentSize;
  }
  parts.push(sealFragment(params, sequence, plaintext.subarray(offset), aad(FLAG_FINAL, t0)));
  return Buffer.concat(parts);
}

/** Decrypts a whole sio-go stream; throws NotAuthenticError on any tampering, truncation or wrong key. */
export function openSioStream(params: SioStreamParams, ciphertext: Uint8Array): Buffer {
  const fragmentSize = params.fragmentSize ?? SIO_FRAGMENT_SIZE;
  const sealedSize = fragmentSize + SIO_TAG_SIZE;
  const t0 = sealFragment(params, 0, new Uint8Array(0), params.associatedData ?? new Uint8Array(0)).subarray(-16);
  const parts: Buffer[] = [];
  let sequence = 1;
  let offset = 0;
  for (;;) {
    const remaining = ciphertext.length - offset;
    const final = remaining <= sealedSize;
    if (final && remaining < SIO_TAG_SIZE) throw new NotAuthenticError('encrypted stream is truncated');
    if (sequence > MAX_SEQUENCE) throw new NotAuthenticError('encrypted stream is too long');
    const fragment = ciphertext.subarray(offset, offset + (final ? remaining : sealedSize));
    parts.push(openFragment(params, sequence++, fragment, aad(final ? FLAG_FINAL : FLAG_MORE, t0)));
    if (final) return Buffer.concat(parts);
    offset += sealedSize;
  }
}

function aad(flag: number, t0: Uint8Array): Buffer {
  const out = Buffer.alloc(1 + t0.length);
  out[0] = flag;
  out.set(t0, 1);
  return out;
}

function fragmentNonce(streamNonce: Uint8Array, sequence: number): Buffer {
  if (streamNonce.length !== SIO_NONCE_SIZE) throw new RangeError(`sio stream nonce must be ${SIO_NONCE_SIZE} bytes`);
  const nonce = Buffer.alloc(SIO_NONCE_SIZE + 4);
  nonce.set(streamNonce, 0);
  nonce.writeUInt32LE(sequence, SIO_NONCE_SIZE);
  return nonce;
}

// Node's typings give GCM and ChaCha20-Poly1305 separate overloads of createCipheriv; both expose the same AEAD
// methods (setAAD with plaintextLength, setAuthTag, getAuthTag), so one code path serves both.
function sealFragment(params: SioStreamParams, sequence: number, plaintext: Uint8Array, ad: Uint8Array): Buffer {
  const cipher = createCipheriv(params.cipher as CipherGCMTypes, params.key, fragmentNonce(params.nonce, sequence), {
    authTagLength: SIO_TAG_SIZE,
  });
  cipher.setAAD(ad, { plaintextLength: plaintext.length });
  return Buffer.concat([cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]);
}

function openFragment(params: SioStreamParams, sequence: number, sealed: Uint8Array, ad: Uint8Array): Buffer {
  const body = sealed.subarray(0, sealed.length - SIO_TAG_SIZE);
  const decipher = createDecipheriv(
    params.cipher as CipherGCMTypes,
    params.key,
    fragmentNonce(params.nonce, sequence),
    { authTagLength: SIO_TAG_SIZE },
  );
  decipher.setAuthTag(sealed.subarray(sealed.length - SIO_TAG_SIZE));
  decipher.setAAD(ad, { plaintextLength: body.length });
  try {
    return Buffer.concat([decipher.update(body), decipher.final()]);
  } catch {
    throw new NotAuthenticError('encrypted data is not authentic (wrong key, or the data was altered)');
  }
}
