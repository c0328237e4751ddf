import { MAX_KEY_BYTES, MAX_SEGMENT_BYTES, objectKeyProblem, relativePathSegments } from './object-keys';

/** A key of exactly MAX_KEY_BYTES bytes in parts MinIO accepts (at most 255 bytes each). */
const LONGEST_KEY = `${'a'.repeat(255)}/${'b'.repeat(255)}/${'c'.repeat(255)}/${'d'.repeat(254)}/e`;

describe('objectKeyProblem', () => {
  it.each([
    ['a.txt'],
    ['photos/2024/'],
    ['dir/sub/file name (1).txt'],
    ['ünïcødé/日本語.txt'],
    ['..hidden/x..y'],
    [LONGEST_KEY],
    ['a'.repeat(MAX_SEGMENT_BYTES)],
    // 85 three-byte characters are 255 bytes.
    [`dir/${'€'.repeat(85)}`],
    ['x/ .../y'],
  ])('accepts %j', (key) => {
    expect(objectKeyProblem(key)).toBeUndefined();
  });

  it.each([
    ['', /empty/],
    ['/abs.txt', /start with "\/"/],
    ['dir\\file.txt', /backslash/],
    ['a/../b', /"\." or "\.\." path segment/],
    ['..', /path segment/],
    ['a/./b', /path segment/],
    // MinIO trims the spaces around a part before it looks for "." and "..".
    ['a/ .. /b', /path segment/],
    ['a/ ./b', /path segment/],
    ['tab\there', /control/],
    ['nul\u0000', /control/],
    ['del\u007f', /control/],
    ['invoice\u202egpj.exe', /bidirectional/],
    ['iso\u2066late', /bidirectional/],
    ['a'.repeat(MAX_KEY_BYTES + 1), /longer than 1024 bytes/],
    // 342 three-byte characters are 1026 bytes though only 342 UTF-16 units.
    ['€'.repeat(342), /longer than 1024 bytes/],
    ['a'.repeat(MAX_SEGMENT_BYTES + 1), /a part of the name between "\/" is longer than 255 bytes/i],
    [`dir/${'€'.repeat(86)}/x.txt`, /longer than 255 bytes/],
  ])('refuses %j', (key, message) => {
    expect(objectKeyProblem(key)).toMatch(message);
  });
});

describe('relativePathSegments', () => {
  it('splits on both slashes and drops empty and "." segments', () => {
    expect(relativePathSegments('./dir\\sub//a.txt')).toEqual(['dir', 'sub', 'a.txt']);
  });

  it('refuses ".." anywhere', () => {
    expect(relativePathSegments('dir/../../etc/passwd')).toBeUndefined();
  });
});
