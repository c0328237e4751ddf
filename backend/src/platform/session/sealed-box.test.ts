import { randomBytes } from 'node:crypto';
import { open, seal } from './sealed-box';

describe('sealed box', () => {
  const key = randomBytes(32);

  it('opens what it sealed', () => {
    const value = { sid: 'abc', credentials: { accessKey: 'AK', secretKey: 'SK' } };
    expect(open(seal(value, key), key)).toEqual(value);
  });

  it('never shows the sealed content in the text', () => {
    expect(seal({ secretKey: 'very-secret-value' }, key)).not.toContain('very-secret');
  });

  it('gives a different text each time (fresh IV)', () => {
    expect(seal({ a: 1 }, key)).not.toBe(seal({ a: 1 }, key));
  });

  it('refuses a text sealed with another key', () => {
    expect(open(seal({ a: 1 }, randomBytes(32)), key)).toBeUndefined();
  });

  it('refuses a tampered text', () => {
    const text = seal({ admin: false }, key);
    const raw = Buffer.from(text.slice(3), 'base64url');
    raw[20] = (raw[20] ?? 0) ^ 1;
    expect(open(`v1.${raw.toString('base64url')}`, key)).toBeUndefined();
  });

  it.each(['', 'v1.', 'v2.AAAA', 'garbage', 'v1.!!!!'])('refuses malformed text %p', (text) => {
    expect(open(text, key)).toBeUndefined();
  });
});
