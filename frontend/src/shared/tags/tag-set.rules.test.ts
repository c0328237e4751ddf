import { canAddTag, MAX_TAGS, tagQuery, withoutTag, withTag } from './tag-set.rules';

describe('tag editor rules', () => {
  it('disables Save on a blank key or value', () => {
    expect(canAddTag({}, '', 'v')).toBe(false);
    expect(canAddTag({}, 'k', '   ')).toBe(false);
    expect(canAddTag({}, 'k', 'v')).toBe(true);
  });

  it('refuses an eleventh tag but allows replacing an existing one', () => {
    const full = Object.fromEntries(Array.from({ length: MAX_TAGS }, (_, i) => [`k${i}`, 'v']));
    expect(canAddTag(full, 'new', 'v')).toBe(false);
    expect(canAddTag(full, 'k3', 'other')).toBe(true);
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
