import {
  canAddNewTag,
  canAddTag,
  newTagProblems,
  objectTagProblems,
  tagQuery,
  withoutTag,
  withTag,
} from './tag-set.rules';

describe('tag editor rules', () => {
  it('disables Save on a blank key or value', () => {
    expect(canAddTag({}, '', 'v')).toBe(false);
    expect(canAddTag({}, 'k', '   ')).toBe(false);
    expect(canAddTag({}, 'k', 'v')).toBe(true);
  });

  it('refuses an eleventh tag on an object and a 51st on a bucket, saying so', () => {
    const tags = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, i) => [`k${i}`, 'v']));
    expect(canAddTag(tags(9), 'new', 'v')).toBe(true);
    expect(canAddTag(tags(10), 'new', 'v')).toBe(false);
    expect(objectTagProblems(tags(10), '', '')).toEqual({
      full: 'An object can have at most 10 tags: remove one first.',
    });
    expect(canAddNewTag(tags(49), 'new', '', 'bucket')).toBe(true);
    expect(newTagProblems(tags(50), 'new', '', 'bucket').full).toBe(
      'A bucket can have at most 50 tags: remove one first.',
    );
  });

  it("names S3's rule a key or value breaks as typed, and a key already there", () => {
    expect(objectTagProblems({}, 'año', 'v').key).toContain('remove "ñ"');
    expect(objectTagProblems({}, 'k', 'a#b').value).toContain('A tag value can hold only');
    expect(objectTagProblems({}, 'aws:stack', 'v').key).toContain('reserved');
    expect(objectTagProblems({}, 'k'.repeat(129), 'v').key).toContain('at most 128 characters');
    expect(objectTagProblems({ env: 'a' }, ' env ', 'b').key).toBe('The object already has a tag with this key.');
    expect(newTagProblems({ env: 'a' }, 'env', '', 'bucket').key).toBe('The bucket already has a tag with this key.');
    expect(canAddTag({}, 'año', 'v')).toBe(false);
    expect(objectTagProblems({}, '', '')).toEqual({});
  });

  it('adds trimmed and deletes one tag, keeping the rest', () => {
    const tags = withTag({ a: '1' }, ' b ', ' 2 ');
    expect(tags).toEqual({ a: '1', b: '2' });
    expect(withoutTag(tags, 'a')).toEqual({ b: '2' });
  });

  it('emits only complete rows as key=value joined by &', () => {
    expect(
      tagQuery([
        { key: 'a', value: '1' },
        { key: 'b', value: '' },
        { key: 'c d', value: 'x&y' },
      ]),
    ).toBe('a=1&c%20d=x%26y');
  });
});
