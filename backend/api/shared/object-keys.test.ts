import { MAX_KEY_BYTES, objectKeyProblem, relativePathSegments } from './object-keys';

describe('objectKeyProblem', () => {
  it.each([
    ['a.txt'],
    ['photos/2024/'],
    ['dir/sub/file name (1).txt'],
    ['ünïcødé/日本語.txt'],
    ['..hidden/x..y'],
    ['a'.repeat(MAX_KEY_BYTES)],
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
    ['tab\there', /control/],
    ['nul\u0000', /control/],
    ['del\u007f', /control/],
    ['invoice\u202egpj.exe', /bidirectional/],
    ['iso\u2066late', /bidirectional/],
    ['a'.repeat(MAX_KEY_BYTES + 1), /longer than 1024 bytes/],
    // 342 three-byte characters are 1026 bytes though only 342 UTF-16 units.
    ['€'.repeat(342), /longer than 1024 bytes/],
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
