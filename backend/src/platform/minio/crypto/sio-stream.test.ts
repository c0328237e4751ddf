import { NotAuthenticError, openSioStream, sealSioStream } from './sio-stream';

/**
 * secure-io/sio-go `test_vectors.json` (commit 143726a), re-typed as data. They use tiny fragment sizes (16/17),
 * so most exercise the multi-fragment framing; the XChaCha20 ones exercise ChaCha20-Poly1305 through HChaCha20.
 */
const SIO_GO_VECTORS: ReadonlyArray<{
  algorithm: 'aes-128-gcm' | 'xchacha20-poly1305';
  bufSize: number;
  key: string;
  nonce: string;
  ad: string;
  plaintext: string;
  ciphertext: string;
}> = [
  {
    algorithm: 'aes-128-gcm',
    bufSize: 16,
    key: '00000000000000000000000000000000',
    nonce: '0000000000000000',
    ad: '',
    plaintext: '',
    ciphertext: 'e0247a864e783cecb1f7996c13cd3f64',
  },
  {
    algorithm: 'aes-128-gcm',
    bufSize: 16,
    key: '10000000000000000000000000000000',
    nonce: '0000000000000000',
    ad: '',
    plaintext: '',
    ciphertext: '0ea5336db7013554c07aa43b369e5655',
  },
  {
    algorithm: 'aes-128-gcm',
    bufSize: 16,
    key: '10000000000000000000000000000000',
    nonce: '1000000000000000',
    ad: '',
    plaintext: '',
    ciphertext: 'a52763497d2e64ee49bf4c72dc6881e7',
  },
  {
    algorithm: 'aes-128-gcm',
    bufSize: 16,
    key: '10000000000000000000000000000000',
    nonce: '1000000000000000',
    ad: '00',
    plaintext: '',
    ciphertext: '2d9ede532b1f5f034e22375d816f76c2',
  },
  {
    algorithm: 'aes-128-gcm',
    bufSize: 16,
    key: '10000000000000000000000000000000',
    nonce: '1000000000000000',
    ad: '00',
    plaintext: '00',
    ciphertext: '61ed193d12a2adf6f1c41f31de4ead6c5c',
  },
  {
    algorithm: 'aes-128-gcm',
    bufSize: 16,
    key: '20000000000000000000000000000000',
    nonce: '1000000000000000',
    ad: '00',
    plaintext: '00',
    ciphertext: '4b6e93acd3e4602b9c1ad49da985d1f872',
  },
  {
    algorithm: 'aes-128-gcm',
    bufSize: 16,
    key: '00000000000000000000000000000000',
    nonce: '0000000000000000',
    ad: '0000000000000000',
    plaintext: '0000000000000000',
    ciphertext: '4661d681f92680d7a307c7a036700edde4697a1f3ba7e01b',
  },
  {
    algorithm: 'aes-128-gcm',
    bufSize: 16,
    key: '00000000000000000000000000000001',
    nonce: '2000000000000000',
    ad: '1000000000000000',
    plaintext: '00000000000000000000000000000000',
    ciphertext: '8501dcfa461a0860ef9933655b1e59a9e7db1ed363b6ff80f219ca986dca9ce2',
  },
  {
    algorithm: 'aes-128-gcm',
    bufSize: 16,
    key: '0a7a6d49e4ad042f1e1ffa168849d651',
    nonce: '4a9ba500be169ab3',
    ad: 'd40703848d887a01664c30734fa370581c5f8f6d0ea7bfdd',
    plaintext: '424d6d60d7e08b3b41e968fc4557b93c',
    ciphertext: 'aa4b4ca42d587b98d0d5f009c0efbc4fcaaefdc1c79a3cfe07801ed8c708d259',
  },
  {
    algorithm: 'aes-128-gcm',
    bufSize: 16,
    key: '10000000000000000000000000000000',
    nonce: '0000000000000002',
    ad: '',
    plaintext: '0000000000000000000000000000000000',
    ciphertext: '691deb7b9ccbee91f48d12c7ad5fe3cd4e1e5e7d394f06b91228ec9a5dd2456ac7de9502a0b4010fb1ee1db94e940458fb',
  },
  {
    algorithm: 'aes-128-gcm',
    bufSize: 16,
    key: '20000000000000000000000000000000',
    nonce: '2000000000000000',
    ad: '00',
    plaintext: '0000000000000000000000000000000000000000000000000000000000000000',
    ciphertext:
      'f58d8fef7ac7782a4361a79c07f5e6c4672d8a45e6cb9ef67cb7177897358deb8d338d313d44f78e0b68a3723d7ca0fe5f62aa8af0a72e508f5d5f8491ecedb2',
  },
  {
    algorithm: 'aes-128-gcm',
    bufSize: 16,
    key: '000102030405060708090a0b0c0d0e0f',
    nonce: '0001020304050607',
    ad: '0102030405060708090a0b0c0d0e0f10',
    plaintext: '0000000000000000000000000000000000000000000000000000000000000000',
    ciphertext:
      'beffe57efbdadb693b5545d58454ba746c5362c6f37b65da457d85bfe6af8972cfea267b03f14aedf25e7501e88c0d79f5440d0ac49e5c4fdaab4dfac9aec4d3',
  },
  {
    algorithm: 'aes-128-gcm',
    bufSize: 17,
    key: '67fc3ffd5353a432a6cbc982007606c8',
    nonce: '6958a70a975e32c6',
    ad: '',
    plaintext: '',
    ciphertext: '076243570112d32362c1d9e4ab4096ca',
  },
  {
    algorithm: 'aes-128-gcm',
    bufSize: 17,
    key: '31dd758d120fd5d30063921a21f723be',
    nonce: 'd3794fe387018e32',
    ad: '1d838b6e861ea7576de110e08818de82a27337a99db7b95aa95c3347971ad4cfa0ef0960d6645f5a64f88c7d',
    plaintext: 'd0ae0d85e93ed6be853ded2031643116a03215b4fda224d2986d7233039aa47e91b686f4',
    ciphertext:
      'a6fe911b94e0b25a25bf6da71f28ad6a6b6920be01589e9194226f77c164606545d5cbdb76c99415b468c54517f5a8bc8dc8ac13b1b4285fe36f37f7884d5e4bfb32ecef56b4026bf02bfb1d4fce222e01ef9db9',
  },
  {
    algorithm: 'xchacha20-poly1305',
    bufSize: 16,
    key: '0000000000000000000000000000000000000000000000000000000000000000',
    nonce: '0000000000000000000000000000000000000000',
    ad: '',
    plaintext: '',
    ciphertext: '791a76dc50e295f58339eae57a4eed7c',
  },
  {
    algorithm: 'xchacha20-poly1305',
    bufSize: 16,
    key: '1000000000000000000000000000000000000000000000000000000000000000',
    nonce: '0000000000000000000000000000000000000000',
    ad: '',
    plaintext: '',
    ciphertext: '512c11040465f94bd75b838e2880a600',
  },
  {
    algorithm: 'xchacha20-poly1305',
    bufSize: 16,
    key: '1000000000000000000000000000000000000000000000000000000000000000',
    nonce: '1000000000000000000000000000000000000000',
    ad: '',
    plaintext: '',
    ciphertext: 'f30791157c8409fda08596d32bd4e9a6',
  },
  {
    algorithm: 'xchacha20-poly1305',
    bufSize: 16,
    key: '1000000000000000000000000000000000000000000000000000000000000000',
    nonce: '1000000000000000000000000000000000000000',
    ad: '00',
    plaintext: '',
    ciphertext: 'bd4ca84c8ce9d7e9d8e60d525f052f83',
  },
  {
    algorithm: 'xchacha20-poly1305',
    bufSize: 16,
    key: '1000000000000000000000000000000000000000000000000000000000000000',
    nonce: '1000000000000000000000000000000000000000',
    ad: '00',
    plaintext: '00',
    ciphertext: '1be804158fa893bd318326f4d43c87e62e',
  },
  {
    algorithm: 'xchacha20-poly1305',
    bufSize: 16,
    key: '2000000000000000000000000000000000000000000000000000000000000000',
    nonce: '1000000000000000000000000000000000000000',
    ad: '00',
    plaintext: '00',
    ciphertext: '5aff8d11efe71546a702cf20626d5e01e0',
  },
  {
    algorithm: 'xchacha20-poly1305',
    bufSize: 16,
    key: '0000000000000000000000000000000000000000000000000000000000000000',
    nonce: '0000000000000000000000000000000000000000',
    ad: '0000000000000000',
    plaintext: '0000000000000000',
    ciphertext: '6ea301b390d09b85f94c5f0eb37627733861683aa875f156',
  },
  {
    algorithm: 'xchacha20-poly1305',
    bufSize: 16,
    key: '0000000000000000000000000000000000000000000000000000000000000001',
    nonce: '2000000000000000000000000000000000000000',
    ad: '1000000000000000',
    plaintext: '00000000000000000000000000000000',
    ciphertext: '7c668b93e845151243293d985abd8c129fd67436d16bf59c2cec74c0be444062',
  },
  {
    algorithm: 'xchacha20-poly1305',
    bufSize: 16,
    key: '86a2b5add1b1bc0c9abaa5e863e5faed86a83b71abc9dca272558e35ecb1c8e2',
    nonce: 'd342ae5821a42b1ccec57b851188cb0e289a757a',
    ad: 'd40703848d887a01664c30734fa370581c5f8f6d0ea7bfdd',
    plaintext: '424d6d60d7e08b3b41e968fc4557b93c',
    ciphertext: '656ab521841b0db4a5b9ff424b2ca12051d6758f158c0eafdad0454d0524de18',
  },
  {
    algorithm: 'xchacha20-poly1305',
    bufSize: 16,
    key: '1000000000000000000000000000000000000000000000000000000000000000',
    nonce: '0000000000000000000000000000000000000002',
    ad: '',
    plaintext: '0000000000000000000000000000000000',
    ciphertext: '4d8a54220e4273e8d09b17cca630cec000b053cdab31b094b5f45bfd8522b09f6800419d02a4401960afb4e61e993eae43',
  },
  {
    algorithm: 'xchacha20-poly1305',
    bufSize: 16,
    key: '2000000000000000000000000000000000000000000000000000000000000000',
    nonce: '2000000000000000000000000000000000000000',
    ad: '00',
    plaintext: '00000000000000000000000000000000000000000000000000000000',
    ciphertext:
      '06fcbcc30e25e1bc0351343a3ddad0aeaa4ddd106ab64037dea061f44c109b12b43c7a4bd4da0ae8be8e33f1b0f627f2b7a3078c2cf59d4da6974860',
  },
  {
    algorithm: 'xchacha20-poly1305',
    bufSize: 16,
    key: '000102030405060708090a0b0c0d0e0ff0e0d0c0b0a090807060504030201000',
    nonce: '000102030405060708090a0b0c0d0e0f10203040',
    ad: '0102030405060708090a0b0c0d0e0f10',
    plaintext: '00000000000000000000000000000000000000000000000000',
    ciphertext:
      '37ca703e35ddf34ab96e0cf6c8639445c42214f872b2e22bd23e6ad4eb3cc698552173f6c01c400b4a143de94ad10d61e305fcee57a35d0853',
  },
  {
    algorithm: 'xchacha20-poly1305',
    bufSize: 17,
    key: 'c211150d9ecc4684d1c727b1a26157a9fa75da781c76a5bad2a6808ec1fd76bf',
    nonce: '0c1a8df057dd7f18312819450ecd2e29faf69a8b',
    ad: '',
    plaintext: '',
    ciphertext: '55a33243cd07ebf0a5351b788bc9a5e6',
  },
  {
    algorithm: 'xchacha20-poly1305',
    bufSize: 17,
    key: 'd3b90c824d5b012a65be54db6367ba9932d72464e0fe6610135b769365d892e3',
    nonce: 'e9052f0751c616d1a2f82983f3935d6970357240',
    ad: '1d838b6e861ea7576de110e08818de82a27337a99db7b95aa95c3347971ad4cfa0ef0960d6645f5a64f88c7d',
    plaintext: 'd0ae0d85e93ed6be853ded2031643116a03215b4fda224d2986d7233039aa47e91b686f4',
    ciphertext:
      '1a16520c62486c0a5619ed3653f682471943c5c4bb33818afd4c48af0a8e659e8c97fa927718266c25d0060f053e0eff3ce962d4d9f399494f93ac594e3ab9c13753098a73678c01f82625a103cf56eed15babf4',
  },
];

const hex = (value: string): Buffer => Buffer.from(value, 'hex');

/**
 * XChaCha20-Poly1305 is ChaCha20-Poly1305 under the subkey HChaCha20(key, nonce[0..16]) with the 12-byte nonce
 * `0000 ‖ nonce[16..24]`. sio-go's 20-byte stream nonce therefore maps onto our 8-byte one as `0000 ‖ nonce[16..20]`.
 */
function hchacha20(key: Uint8Array, nonce16: Uint8Array): Buffer {
  const state = new Uint32Array(16);
  state.set([0x61707865, 0x3320646e, 0x79622d32, 0x6b206574]);
  for (let i = 0; i < 8; i++) state[4 + i] = Buffer.from(key).readUInt32LE(i * 4);
  for (let i = 0; i < 4; i++) state[12 + i] = Buffer.from(nonce16).readUInt32LE(i * 4);
  const word = (index: number): number => state[index] ?? 0;
  const rotl = (v: number, n: number): number => (v << n) | (v >>> (32 - n));
  const quarter = (a: number, b: number, c: number, d: number): void => {
    // A Uint32Array wraps sums to 32 bits on store, which is the arithmetic ChaCha wants.
    state[a] = word(a) + word(b);
    state[d] = rotl(word(d) ^ word(a), 16);
    state[c] = word(c) + word(d);
    state[b] = rotl(word(b) ^ word(c), 12);
    state[a] = word(a) + word(b);
    state[d] = rotl(word(d) ^ word(a), 8);
    state[c] = word(c) + word(d);
    state[b] = rotl(word(b) ^ word(c), 7);
  };
  for (let round = 0; round < 10; round++) {
    quarter(0, 4, 8, 12);
    quarter(1, 5, 9, 13);
    quarter(2, 6, 10, 14);
    quarter(3, 7, 11, 15);
    quarter(0, 5, 10, 15);
    quarter(1, 6, 11, 12);
    quarter(2, 7, 8, 13);
    quarter(3, 4, 9, 14);
  }
  const out = Buffer.alloc(32);
  [0, 1, 2, 3, 12, 13, 14, 15].forEach((index, i) => out.writeUInt32LE(word(index), i * 4));
  return out;
}

function paramsOf(vector: (typeof SIO_GO_VECTORS)[number]) {
  const nonce = hex(vector.nonce);
  const common = { associatedData: hex(vector.ad), fragmentSize: vector.bufSize };
  if (vector.algorithm === 'aes-128-gcm')
    return { ...common, cipher: 'aes-128-gcm' as const, key: hex(vector.key), nonce };
  const subkey = hchacha20(hex(vector.key), nonce.subarray(0, 16));
  const shortNonce = Buffer.concat([Buffer.alloc(4), nonce.subarray(16, 20)]);
  return { ...common, cipher: 'chacha20-poly1305' as const, key: subkey, nonce: shortNonce };
}

describe('sio-go stream', () => {
  it('derives the XChaCha20 subkey like draft-irtf-cfrg-xchacha §2.2.1', () => {
    const key = hex('000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f');
    const nonce = hex('000000090000004a0000000031415927');
    expect(hchacha20(key, nonce).toString('hex')).toBe(
      '82413b4227b27bfed30e42508a877d73a0f9e4d58a74a853c12ec41326d3ecdc',
    );
  });

  it.each(SIO_GO_VECTORS.map((vector, index) => [index, vector] as const))(
    'reproduces sio-go vector %i',
    (_index, vector) => {
      const params = paramsOf(vector);
      expect(sealSioStream(params, hex(vector.plaintext)).toString('hex')).toBe(vector.ciphertext);
      expect(openSioStream(params, hex(vector.ciphertext)).toString('hex')).toBe(vector.plaintext);
    },
  );

  it('rejects a flipped bit, a dropped fragment and a cut tail', () => {
    const params = {
      cipher: 'aes-256-gcm' as const,
      key: Buffer.alloc(32, 7),
      nonce: Buffer.alloc(8, 1),
      fragmentSize: 16,
    };
    const sealed = sealSioStream(params, Buffer.alloc(40, 0x61));
    expect(sealed.length).toBe(40 + 3 * 16);
    const flipped = Buffer.from(sealed);
    flipped.writeUInt8(flipped.readUInt8(5) ^ 1, 5);
    expect(() => openSioStream(params, flipped)).toThrow(NotAuthenticError);
    expect(() => openSioStream(params, sealed.subarray(32))).toThrow(NotAuthenticError);
    expect(() => openSioStream(params, sealed.subarray(0, 64))).toThrow(NotAuthenticError);
    expect(() => openSioStream(params, sealed.subarray(0, 10))).toThrow(NotAuthenticError);
  });

  it('ends a plaintext of exactly N fragments with a full-size final fragment', () => {
    const params = {
      cipher: 'aes-256-gcm' as const,
      key: Buffer.alloc(32, 2),
      nonce: Buffer.alloc(8, 3),
      fragmentSize: 16,
    };
    const sealed = sealSioStream(params, Buffer.alloc(32, 0x62));
    expect(sealed.length).toBe(64);
    expect(openSioStream(params, sealed)).toEqual(Buffer.alloc(32, 0x62));
  });
});
