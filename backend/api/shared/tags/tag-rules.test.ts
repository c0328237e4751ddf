import { tagKeyProblem, tagSetProblem, tagValueProblem } from './tag-rules';

describe('tag rules', () => {
  it("takes keys and values of MinIO's characters within S3's lengths, an empty value too", () => {
    expect(tagKeyProblem('Team 2/app:env_x@y+z=w.v-u')).toBeUndefined();
    expect(tagKeyProblem('k'.repeat(128))).toBeUndefined();
    expect(tagValueProblem('')).toBeUndefined();
    expect(tagValueProblem('v'.repeat(256))).toBeUndefined();
  });

  it('says which rule a key or value breaks', () => {
    expect(tagKeyProblem('')).toBe('A tag needs a key.');
    expect(tagKeyProblem('k'.repeat(129))).toBe('A tag key can have at most 128 characters; this one has 129.');
    expect(tagValueProblem('v'.repeat(257))).toBe('A tag value can have at most 256 characters; this one has 257.');
    expect(tagKeyProblem('año')).toBe(
      'A tag key can hold only letters A–Z and a–z, digits, spaces and + - = . _ : / @; remove "ñ".',
    );
    expect(tagValueProblem('a😀')).toContain('remove "😀"');
    expect(tagKeyProblem('aws:cost')).toBe('Tag keys starting with "aws:" are reserved for AWS: choose another key.');
    expect(tagKeyProblem('AWS:cost')).toContain('reserved');
    expect(tagKeyProblem('my-aws:cost')).toBeUndefined();
  });

  it('allows 10 tags on an object and 50 on a bucket, and names the tag a set is refused for', () => {
    const tags = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, at) => [`k${at}`, 'v']));
    expect(tagSetProblem(tags(10), 'object')).toBeUndefined();
    expect(tagSetProblem(tags(11), 'object')?.message).toBe('An object can have at most 10 tags: remove one first.');
    expect(tagSetProblem(tags(50), 'bucket')).toBeUndefined();
    expect(tagSetProblem(tags(51), 'bucket')?.message).toBe('A bucket can have at most 50 tags: remove one first.');
    expect(tagSetProblem({ ok: 'v', 'bad!': 'v' }, 'object')).toEqual({
      message: expect.stringContaining('remove "!"'),
      detailedMessage: 'The tag "bad!" was refused.',
    });
  });
});
