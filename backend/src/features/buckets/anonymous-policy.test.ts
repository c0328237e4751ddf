import { accessPolicyOf, readAnonymousAccess, type BucketPolicyJson } from './anonymous-policy';
import { publicBucketPolicy, withPrefixAccess, writeAnonymousAccess } from './anonymous-policy-writer';

const bucket = 'photos';
const anyone = { AWS: ['*'] };

describe('anonymous bucket access', () => {
  it('reads no policy as PRIVATE and the public policy as PUBLIC', () => {
    expect(accessPolicyOf(readAnonymousAccess(undefined, bucket))).toBe('PRIVATE');
    const publicAccess = readAnonymousAccess(publicBucketPolicy(bucket), bucket);
    expect(publicAccess).toEqual({ rules: [{ prefix: '', access: 'readwrite' }], foreign: [] });
    expect(accessPolicyOf(publicAccess)).toBe('PUBLIC');
  });

  it('writes prefix rules the way mc does, and reads them back', () => {
    let access = readAnonymousAccess(undefined, bucket);
    access = withPrefixAccess(access, 'public/', 'readonly');
    access = withPrefixAccess(access, 'drop/', 'writeonly');
    access = withPrefixAccess(access, 'shared/', 'readwrite');
    const policy = writeAnonymousAccess(access, bucket);
    expect(policy?.Statement).toEqual([
      {
        Effect: 'Allow',
        Principal: anyone,
        Action: ['s3:GetBucketLocation', 's3:ListBucketMultipartUploads'],
        Resource: ['arn:aws:s3:::photos'],
      },
      {
        Effect: 'Allow',
        Principal: anyone,
        Action: ['s3:ListBucket'],
        Resource: ['arn:aws:s3:::photos'],
        Condition: { StringEquals: { 's3:prefix': ['public/', 'shared/'] } },
      },
      { Effect: 'Allow', Principal: anyone, Action: ['s3:GetObject'], Resource: ['arn:aws:s3:::photos/public/*'] },
      expect.objectContaining({
        Action: expect.arrayContaining(['s3:PutObject']),
        Resource: ['arn:aws:s3:::photos/drop/*'],
      }),
      expect.objectContaining({ Resource: ['arn:aws:s3:::photos/shared/*'] }),
    ]);
    const again = readAnonymousAccess(policy, bucket);
    expect(again.rules).toEqual([
      { prefix: 'drop/', access: 'writeonly' },
      { prefix: 'public/', access: 'readonly' },
      { prefix: 'shared/', access: 'readwrite' },
    ]);
    expect(again.foreign).toEqual([]);
    expect(accessPolicyOf(again)).toBe('CUSTOM');
  });

  it('deletes the policy when the last rule goes', () => {
    const one = withPrefixAccess(readAnonymousAccess(undefined, bucket), 'a/', 'readonly');
    expect(writeAnonymousAccess(withPrefixAccess(one, 'a/', undefined), bucket)).toBeUndefined();
  });

  it('keeps statements it does not understand, verbatim', () => {
    const custom: BucketPolicyJson = {
      Version: '2012-10-17',
      Statement: [
        {
          Effect: 'Allow',
          Principal: { AWS: ['arn:aws:iam::123:user/x'] },
          Action: ['s3:GetObject'],
          Resource: ['arn:aws:s3:::photos/*'],
        },
        { Effect: 'Deny', Principal: '*', Action: 's3:DeleteObject', Resource: 'arn:aws:s3:::photos/*' },
        { Effect: 'Allow', Principal: '*', Action: ['s3:DeleteObject'], Resource: ['arn:aws:s3:::photos/tmp/*'] },
        { Effect: 'Allow', Principal: '*', Action: ['s3:ListBucket'], Resource: ['arn:aws:s3:::photos'] },
      ],
    };
    const access = readAnonymousAccess(custom, bucket);
    expect(access.rules).toEqual([]);
    expect(access.foreign).toHaveLength(4);
    expect(accessPolicyOf(access)).toBe('CUSTOM');
    const written = writeAnonymousAccess(withPrefixAccess(access, 'docs/', 'readonly'), bucket);
    expect(written?.Statement.slice(0, 4)).toEqual(custom.Statement);
  });

  it('accepts the single-string forms and a policy with a wildcard prefix as foreign', () => {
    const policy: BucketPolicyJson = {
      Statement: [
        { Effect: 'Allow', Principal: '*', Action: 's3:GetObject', Resource: 'arn:aws:s3:::photos/a/*' },
        { Effect: 'Allow', Principal: '*', Action: 's3:GetObject', Resource: 'arn:aws:s3:::photos/*/b*' },
      ],
    };
    const access = readAnonymousAccess(policy, bucket);
    expect(access.rules).toEqual([{ prefix: 'a/', access: 'readonly' }]);
    expect(access.foreign).toEqual([policy.Statement[1]]);
  });
});
