import { createHash } from 'node:crypto';
import {
  decryptPayload,
  encryptPayload,
  isEncryptedPayload,
  PayloadAlgorithm,
  PayloadDecryptionError,
} from './madmin-payload';

/**
 * madmin-go `encrypt_test.go` `decryptDataTests` (produced by Go's EncryptData), re-typed as data. The expected
 * plaintexts are those of the matching `encryptDataTests`: empty, 256 zero bytes, 32 zero bytes, 256 zero bytes.
 */
const MADMIN_GO_VECTORS: ReadonlyArray<{ password: string; plaintextLength: number; data: string }> = [
  {
    password: '',
    plaintextLength: 0,
    data: '828aa81599df0651c0461adb82283e8b89956baee9f6e719947ef9cddc849028001dc9d3ac0938f66b07bacc9751437e1985f8a9763c240e81',
  },
  {
    password: '',
    plaintextLength: 256,
    data:
      '1793c71df6647860437134073c15688cbb15961dc0758c7ee1225e66e79c724c00d790dba9c671eae89da2c736d858286ac9bd027abacc6443' +
      '0375cd41b63b67c070c7fba475a8dd66ae65ba905176c48cbe6f734fc74df87343d8ccff54bada4aeb0a04bd021633ebe6c4768e23f5dea142' +
      '561d4fe3f90ed59d13dc5fb3a585dadec1742325291b9c81692bdd3420b2428127f8195e0ecd9a1c9237712ed67af7339fbbf7ff3ee1c516e1' +
      'f81e69d933e057b30997e7274a2c9698e07c39f0e8d6818858f34c8191871b5a52bea9061806bd029024bfc1d9c1f230904968d6c9e10fddcb' +
      'c006ba97356ff243570fd96df07dd6894e215a6b24c4ed730369519289ebd877aff6ccbd2265985e4ab1a2b7930bab9cfb767b97348a639ddf' +
      '8db81bf5151da7e8f3d9638a1b86eb1dd78cc6a526f10a414c78638f',
  },
  {
    password: 'xPl.8/rhR"Q_1xLt',
    plaintextLength: 32,
    data:
      'b5c016e93b84b473fc8a37af94936563630c36d6df1841d23a86ee51ca161f9e00ac19116b32f643ff6a56a212b265d8c56' +
      '195bb0d12ce199e13dfdc5272f80c1564da2c6fc2fa18da91d8062de02af5cdafea491c6f3cae1f',
  },
  {
    password: '7h5oU4$te{;K}fgqlI^]',
    plaintextLength: 256,
    data:
      'c58edf7cfd557b6b655de6f48b1a3049d8d049dadb3a7bfa9ac9ccbb5baf37ec00f83086a26f43b7d6bc9075ad0' +
      '38bf5741f118d502ebe94165e4072ba7f98535d6b1e3b6ae67a98115d146d9b4d90e4df4ae82df9cfa17ed7cd42' +
      '465181559f7ddf09c98beec521bb4478e0cb73c4e0827af8688ff4e7a07327a10d5a180035e6ddb16d974a85257' +
      '981cd9e0360a20f7b4d653190267dfb241148f018ae180568042e864b9e1b5bc05425a3abc2b0324f50c72d5679' +
      '8f924405dfc0f8523f4bb564ed65af8e1b1c82a7a0640552ecf81985d95d0993d99172592ddc1393dfa63e8f0b3' +
      'd744b2cc4b73384ca4693f0c1aec0e9b00e85f2937e891105d67da8f59c14ca96608e0425c42f9c1e7c2a8b3413' +
      'e1381784f9cfe01de7c47cea1f8d7a7d88f5d4aca783cf55332b47f957a6b9a65269d7eb606b877b',
  },
];

/**
 * Vectors for the ids madmin's own tests do not cover (1: ChaCha20-Poly1305, 2: PBKDF2) and for multi-fragment
 * payloads, made by a throwaway Go program on sio-go v0.3.1 and golang.org/x/crypto (argon2.IDKey, pbkdf2.Key).
 * Salt bytes are `1 + 7i`, nonce bytes `200 + 7i` (mod 256); big plaintexts are `start + 7i` (mod 256), compared by
 * the SHA-256 of the envelope.
 */
const sequence = (length: number, start: number): Buffer =>
  Buffer.from(Array.from({ length }, (_, i) => (start + i * 7) & 0xff));
const FIXED = { salt: sequence(32, 1), nonce: sequence(8, 200) };
const SMALL_PLAINTEXT = '{"alice":{"status":"enabled"}}';
const GO_SMALL_VECTORS: ReadonlyArray<{ algorithm: PayloadAlgorithm; password: string; data: string }> = [
  {
    algorithm: PayloadAlgorithm.argon2idAesGcm,
    password: 'aes-secret',
    data:
      '01080f161d242b323940474e555c636a71787f868d949ba2a9b0b7bec5ccd3da00c8cfd6dde4ebf2f9adf10a4f26c4c719d20477e932bca06b' +
      '91d66fece07b473cca0daed58dd6d1ab001565bd33941208d17196cd3aa4',
  },
  {
    algorithm: PayloadAlgorithm.argon2idChaCha20Poly1305,
    password: 'chacha-secret',
    data:
      '01080f161d242b323940474e555c636a71787f868d949ba2a9b0b7bec5ccd3da01c8cfd6dde4ebf2f9050c746da8510043a88681f81bb138' +
      '68acb5c736e19332bf601d92191c7a609993bb49bc5a7441753c5f1bdda36d',
  },
  {
    algorithm: PayloadAlgorithm.pbkdf2AesGcm,
    password: 'pbkdf2-secret',
    data:
      '01080f161d242b323940474e555c636a71787f868d949ba2a9b0b7bec5ccd3da02c8cfd6dde4ebf2f94dab5c4c3e3661d698be8cf4e86d61' +
      '2c4badac21d057e0a7f150ac96d7378f98b0add3fbfe9092dc009b0b6d21a7',
  },
];
const GO_LARGE_VECTORS: ReadonlyArray<{
  algorithm: PayloadAlgorithm;
  password: string;
  plaintext: Buffer;
  length: number;
  sha256: string;
}> = [
  {
    algorithm: PayloadAlgorithm.argon2idAesGcm,
    password: 'aes-secret',
    plaintext: sequence(16384 * 2 + 100, 3),
    length: 32957,
    sha256: 'eb1eb9761ae64bc5559ad613297c9c94c2d1c3bca7aa94e1301f368d55305053',
  },
  {
    algorithm: PayloadAlgorithm.argon2idChaCha20Poly1305,
    password: 'chacha-secret',
    plaintext: sequence(16384 * 2 + 100, 3),
    length: 32957,
    sha256: 'f63a755d71558a67e503d4fdba98038fd9e598fdcbe1d5f244bd1fe9c6f46d1f',
  },
  {
    algorithm: PayloadAlgorithm.argon2idAesGcm,
    password: 'aes-secret',
    plaintext: sequence(16384, 5),
    length: 16441,
    sha256: '5dffd5ebc52be53543cb9c5a7cfb8c0f8212976f3acec3d823f92147bf43411d',
  },
];

const sha256 = (data: Uint8Array): string => createHash('sha256').update(data).digest('hex');

describe('madmin payload encryption', () => {
  it.each(MADMIN_GO_VECTORS.map((vector, index) => [index, vector] as const))(
    'decrypts madmin-go vector %i',
    async (_index, vector) => {
      const data = Buffer.from(vector.data, 'hex');
      expect(isEncryptedPayload(data)).toBe(true);
      expect(await decryptPayload(vector.password, data)).toEqual(Buffer.alloc(vector.plaintextLength));
    },
  );

  it.each(GO_SMALL_VECTORS.map((vector) => [vector.algorithm, vector] as const))(
    'reproduces and decrypts the Go vector for algorithm id %i',
    async (algorithm, vector) => {
      const produced = await encryptPayload(vector.password, SMALL_PLAINTEXT, algorithm, FIXED);
      expect(produced.toString('hex')).toBe(vector.data);
      expect((await decryptPayload(vector.password, Buffer.from(vector.data, 'hex'))).toString()).toBe(SMALL_PLAINTEXT);
    },
  );

  it.each(GO_LARGE_VECTORS.map((vector) => [vector.plaintext.length, vector.algorithm, vector] as const))(
    'matches Go byte for byte on a %i-byte payload with id %i',
    async (_length, algorithm, vector) => {
      const produced = await encryptPayload(vector.password, vector.plaintext, algorithm, FIXED);
      expect(produced.length).toBe(vector.length);
      expect(sha256(produced)).toBe(vector.sha256);
      expect(await decryptPayload(vector.password, produced)).toEqual(vector.plaintext);
    },
  );

  it('round-trips with random salt and nonce, using id 0 by default', async () => {
    const plaintext = Buffer.from('secretKey=abc&policy=readwrite');
    const first = await encryptPayload('s3cr3t-key', plaintext);
    const second = await encryptPayload('s3cr3t-key', plaintext);
    expect(first[32]).toBe(PayloadAlgorithm.argon2idAesGcm);
    expect(first.equals(second)).toBe(false);
    expect(await decryptPayload('s3cr3t-key', first)).toEqual(plaintext);
  });

  it('detects a flipped byte anywhere in the envelope', async () => {
    const sealed = await encryptPayload('s3cr3t-key', 'hello');
    // Byte 0 is in the salt (changes the key), 40 in the nonce, the last one in the tag.
    for (const position of [0, 40, 45, sealed.length - 1]) {
      const altered = Buffer.from(sealed);
      altered.writeUInt8(altered.readUInt8(position) ^ 0x01, position);
      await expect(decryptPayload('s3cr3t-key', altered)).rejects.toMatchObject({ reason: 'not-authentic' });
    }
  });

  it('fails clearly with the wrong password', async () => {
    const sealed = await encryptPayload('right-secret', 'hello');
    const attempt = decryptPayload('wrong-secret', sealed);
    await expect(attempt).rejects.toBeInstanceOf(PayloadDecryptionError);
    await expect(attempt).rejects.toThrow(/different secret key/);
  });

  it('rejects truncated envelopes and unknown algorithm ids without deriving a key', async () => {
    await expect(decryptPayload('x', Buffer.alloc(10))).rejects.toMatchObject({ reason: 'malformed' });
    const unknown = Buffer.alloc(80);
    unknown[32] = 7;
    expect(isEncryptedPayload(unknown)).toBe(false);
    await expect(decryptPayload('x', unknown)).rejects.toMatchObject({ reason: 'unknown-algorithm' });
    expect(isEncryptedPayload(Buffer.from('{"plain":"json, not encrypted at all"}'))).toBe(false);
  });
});
