import type * as Argon2 from 'argon2';
import { deriveArgon2idKey, derivePbkdf2Key } from './key-derivation';

let active = 0;
let mostAtOnce = 0;

jest.mock('argon2', () => {
  const actual = jest.requireActual<typeof Argon2>('argon2');
  return {
    ...actual,
    hash: async (...args: Parameters<typeof actual.hash>) => {
      active++;
      mostAtOnce = Math.max(mostAtOnce, active);
      try {
        return await actual.hash(...args);
      } finally {
        active--;
      }
    },
  };
});

describe('key derivation', () => {
  it('runs concurrent argon2 calls one at a time', async () => {
    const salt = Buffer.alloc(32, 9);
    const keys = await Promise.all([1, 2, 3, 4].map((n) => deriveArgon2idKey(`secret-${n}`, salt)));
    expect(mostAtOnce).toBe(1);
    expect(new Set(keys.map((key) => key.toString('hex'))).size).toBe(4);
    expect(keys.every((key) => key.length === 32)).toBe(true);
  });

  it('keeps the queue running after a failed call', async () => {
    await expect(deriveArgon2idKey('x', Buffer.alloc(4))).rejects.toThrow();
    expect((await deriveArgon2idKey('x', Buffer.alloc(32))).length).toBe(32);
  });

  it('derives a deterministic 32-byte PBKDF2 key', async () => {
    // The id-2 Go vector in madmin-payload.test.ts pins the actual value.
    const one = await derivePbkdf2Key('passwd', Buffer.from('salt'));
    expect(one.length).toBe(32);
    expect(await derivePbkdf2Key('passwd', Buffer.from('salt'))).toEqual(one);
  });
});
