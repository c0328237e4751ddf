import { filterMatch } from './audit-pattern';

describe("the Audit Logs filters' wildcards", () => {
  it('matches exactly without wildcards, so the column index serves it', () => {
    expect(filterMatch('photos')).toEqual({ exact: 'photos' });
  });

  it("turns '*' into any characters and '.' into one, keeping LIKE's own characters literal", () => {
    expect(filterMatch('mybucket-*')).toEqual({ like: 'mybucket-%' });
    expect(filterMatch('Put.bject')).toEqual({ like: 'Put_bject' });
    expect(filterMatch('100%_done*')).toEqual({ like: '100\\%\\_done%' });
  });

  it('makes the character after a backslash literal', () => {
    expect(filterMatch('file\\.txt')).toEqual({ exact: 'file.txt' });
    expect(filterMatch('a\\*b*')).toEqual({ like: 'a*b%' });
    expect(filterMatch('back\\\\slash')).toEqual({ exact: 'back\\slash' });
    expect(filterMatch('x\\\\*')).toEqual({ like: 'x\\\\%' });
  });
});
