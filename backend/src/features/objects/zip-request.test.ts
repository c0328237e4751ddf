import { commonFolder, entryName, zipFileName, zipRequestOf } from './zip-request';

describe('zipRequestOf', () => {
  it('reads JSON bodies and the request field of a form', () => {
    expect(zipRequestOf({ paths: ['a/'] })).toEqual({ paths: ['a/'] });
    expect(zipRequestOf({ request: JSON.stringify({ paths: ['a.txt'], name: 'x' }) })).toEqual({
      paths: ['a.txt'],
      name: 'x',
    });
  });

  it.each([
    [{ request: '{nope' }, /not JSON/],
    [{ paths: [] }, /1 to 1000/],
    [{ paths: ['../other-bucket/secret'] }, /"\.\." path segment|\.\./],
    [{ paths: ['a/./b'] }, /path segment/],
    [{ paths: ['/abs'] }, /Not a key of this bucket/],
    [{ paths: [42] }, /Not a key of this bucket/],
    [{ request: JSON.stringify({ paths: ['a.txt'], extra: 1 }) }, /extra is not a field/],
    [{ request: `{"paths":["a.txt"],"x":${'['.repeat(10_000)}${']'.repeat(10_000)}}` }, /nests deeper than 32/],
  ])('refuses %j', (body, detail) => {
    expect(() => zipRequestOf(body)).toThrow(
      expect.objectContaining({ status: 400, detailedMessage: expect.stringMatching(detail) }),
    );
  });
});

describe('commonFolder', () => {
  it('is the deepest folder holding every path', () => {
    expect(commonFolder(['a/b/c.txt', 'a/b/d/'])).toBe('a/b/');
    expect(commonFolder(['a/b/'])).toBe('a/');
    expect(commonFolder(['a/b/c.txt', 'a/x.txt'])).toBe('a/');
    expect(commonFolder(['ab/c.txt', 'a/x.txt'])).toBe('');
    expect(commonFolder(['top.txt'])).toBe('');
  });
});

describe('entryName', () => {
  it('is relative to the folder, with unsafe segments cleaned', () => {
    expect(entryName('a/b/c.txt', 'a/')).toBe('b/c.txt');
    expect(entryName('a//b/../c\u202e.txt', '')).toBe('a/b/c.txt');
    expect(entryName('a/', 'a/')).toBeUndefined();
  });
});

describe('zipFileName', () => {
  it('ends in .zip and defaults to the bucket', () => {
    expect(zipFileName({ paths: ['x'] }, 'bucket')).toBe('bucket.zip');
    expect(zipFileName({ paths: ['x'], name: 'photos.ZIP' }, 'bucket')).toBe('photos.ZIP');
  });
});
