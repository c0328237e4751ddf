import { can, canAll, canAny } from './can';
import { wildcardMatch, type IamPolicy } from './iam-policy';

const allow = (Action: string | string[], Resource?: string | string[]): IamPolicy['Statement'][number] => ({
  Effect: 'Allow',
  Action,
  ...(Resource ? { Resource } : {}),
});

describe('wildcardMatch', () => {
  it.each([
    ['s3:*', 's3:GetObject', true],
    ['s3:Get*', 's3:GetObject', true],
    ['s3:Get*', 's3:PutObject', false],
    ['*', 'admin:ServerInfo', true],
    ['arn:aws:s3:::photos/*', 'arn:aws:s3:::photos/2024/a.jpg', true],
    ['arn:aws:s3:::photos/*', 'arn:aws:s3:::photos', false],
    ['arn:aws:s3:::ph?tos', 'arn:aws:s3:::photos', true],
    ['arn:aws:s3:::a*b*c', 'arn:aws:s3:::aXXbYYc', true],
    ['arn:aws:s3:::a*b*c', 'arn:aws:s3:::aXXbYY', false],
  ])('%s ~ %s → %s', (pattern, value, expected) => {
    expect(wildcardMatch(pattern, value)).toBe(expected);
  });
});

describe('can', () => {
  const readOnly: IamPolicy = {
    Version: '2012-10-17',
    Statement: [
      allow(['s3:GetBucketLocation', 's3:GetObject', 's3:ListBucket', 's3:ListAllMyBuckets'], 'arn:aws:s3:::*'),
    ],
  };
  const admin: IamPolicy = { Statement: [allow('admin:*'), allow('s3:*', 'arn:aws:s3:::*')] };

  it('allows what a statement grants and nothing else', () => {
    expect(can(readOnly, 's3:GetObject')).toBe(true);
    expect(can(readOnly, 's3:PutObject')).toBe(false);
    expect(can(readOnly, 'admin:ServerInfo')).toBe(false);
  });

  it('treats s3:* and admin:* as wildcards, and action names case-insensitively', () => {
    expect(can(admin, 's3:CreateBucket')).toBe(true);
    expect(can(admin, 'admin:ListUsers')).toBe(true);
    expect(can(admin, 'S3:createbucket')).toBe(true);
  });

  it('lets an explicit Deny win over an Allow', () => {
    const policy: IamPolicy = { Statement: [...admin.Statement, { Effect: 'Deny', Action: 'admin:CreateUser' }] };
    expect(can(policy, 'admin:CreateUser')).toBe(false);
    expect(can(policy, 'admin:ListUsers')).toBe(true);
  });

  it('scopes S3 actions to resources', () => {
    const policy: IamPolicy = { Statement: [allow('s3:PutObject', 'arn:aws:s3:::uploads/*')] };
    expect(can(policy, 's3:PutObject', { bucket: 'uploads', object: 'a/b.txt' })).toBe(true);
    expect(can(policy, 's3:PutObject', { bucket: 'other', object: 'a.txt' })).toBe(false);
    expect(can(policy, 's3:PutObject')).toBe(true);
  });

  it('counts a Deny on one bucket only against that bucket', () => {
    const policy: IamPolicy = {
      Statement: [
        allow('s3:*', 'arn:aws:s3:::*'),
        { Effect: 'Deny', Action: 's3:DeleteBucket', Resource: 'arn:aws:s3:::keep' },
      ],
    };
    expect(can(policy, 's3:DeleteBucket', { bucket: 'keep' })).toBe(false);
    expect(can(policy, 's3:DeleteBucket', { bucket: 'scratch' })).toBe(true);
    expect(can(policy, 's3:DeleteBucket')).toBe(true);
  });

  it('supports NotAction', () => {
    const policy: IamPolicy = { Statement: [{ Effect: 'Allow', NotAction: 'admin:*', Resource: 'arn:aws:s3:::*' }] };
    expect(can(policy, 's3:GetObject')).toBe(true);
    expect(can(policy, 'admin:ServerInfo')).toBe(false);
  });

  it('allows nothing without a policy', () => {
    expect(can(undefined, 's3:GetObject')).toBe(false);
  });

  it('combines lists with all and any', () => {
    expect(canAll(readOnly, ['s3:GetObject', 's3:ListBucket'])).toBe(true);
    expect(canAll(readOnly, ['s3:GetObject', 's3:PutObject'])).toBe(false);
    expect(canAny(readOnly, ['s3:PutObject', 's3:GetObject'])).toBe(true);
    expect(canAny(readOnly, ['s3:PutObject', 'admin:*'])).toBe(false);
  });
});
