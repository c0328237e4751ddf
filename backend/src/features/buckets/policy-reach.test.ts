import { policyReachesBucket, resourceReachesBucket } from './policy-reach';

describe('Access Audit policy matching', () => {
  it.each([
    ['arn:aws:s3:::photos', true],
    ['arn:aws:s3:::photos/*', true],
    ['arn:aws:s3:::photos/2024/*', true],
    ['arn:aws:s3:::pho*', true],
    ['arn:aws:s3:::*', true],
    ['arn:aws:s3:::photos-old/*', false],
    ['arn:aws:s3:::other', false],
  ])('%s reaches photos: %s', (pattern, expected) => {
    expect(resourceReachesBucket(pattern, 'photos')).toBe(expected);
  });

  it('counts only Allow statements with S3 actions', () => {
    const resource = ['arn:aws:s3:::photos/*'];
    expect(
      policyReachesBucket({ Statement: [{ Effect: 'Allow', Action: ['s3:GetObject'], Resource: resource }] }, 'photos'),
    ).toBe(true);
    expect(
      policyReachesBucket({ Statement: [{ Effect: 'Deny', Action: ['s3:GetObject'], Resource: resource }] }, 'photos'),
    ).toBe(false);
    expect(policyReachesBucket({ Statement: [{ Effect: 'Allow', Action: ['admin:*'] }] }, 'photos')).toBe(false);
  });
});
