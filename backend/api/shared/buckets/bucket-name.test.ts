import { bucketNameProblem, isValidBucketName } from './bucket-name';

describe('bucketNameProblem', () => {
  it.each(['abc', 'my-bucket', 'logs.2024.archive', 'a1b', '0-0', 'x'.repeat(63), 'xn-a', 'bucket-s3alias1'])(
    'accepts %s',
    (name) => {
      expect(bucketNameProblem(name)).toBeUndefined();
      expect(isValidBucketName(name)).toBe(true);
    },
  );

  it.each([
    ['', 'Enter a bucket name'],
    ['   ', 'Enter a bucket name'],
    ['ab', 'must be 3 to 63 characters long (this one has 2)'],
    ['x'.repeat(64), 'must be 3 to 63 characters long (this one has 64)'],
    ['MyBucket', 'cannot contain uppercase letters'],
    ['my_bucket', "not '_'"],
    ['my bucket', 'not a space'],
    ['-bucket', 'must begin and end with a lowercase letter or a digit'],
    ['bucket.', 'must begin and end with a lowercase letter or a digit'],
    ['.bucket', 'must begin and end'],
    ['my..bucket', 'two dots in a row'],
    ['my.-bucket', 'dot next to a hyphen'],
    ['my-.bucket', 'dot next to a hyphen'],
    ['192.168.5.4', 'look like an IP address'],
    ['xn--bucket', "cannot start with 'xn--'"],
    ['sthree-bucket', "cannot start with 'sthree-'"],
    ['bucket-s3alias', "cannot end with '-s3alias'"],
    ['bucket--ol-s3', "cannot end with '--ol-s3'"],
  ])('refuses %j: %s', (name, reason) => {
    expect(bucketNameProblem(name)).toContain(reason);
    expect(isValidBucketName(name)).toBe(false);
  });

  it('does not mistake a name with four numeric labels and letters for an IP address', () => {
    expect(bucketNameProblem('192.168.5.4a')).toBeUndefined();
  });
});
