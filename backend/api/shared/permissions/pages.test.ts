import type { IamPolicy } from './iam-policy';
import contract from '../../generated/openapi.json';
import { consolePages, consolePagesFor, operatorPages, type SessionFacts } from './pages';

const consoleAdmin: IamPolicy = {
  Statement: [
    { Effect: 'Allow', Action: ['admin:*'] },
    { Effect: 'Allow', Action: ['s3:*'], Resource: ['arn:aws:s3:::*'] },
  ],
};
const readOnly: IamPolicy = {
  Statement: [
    {
      Effect: 'Allow',
      Action: ['s3:GetBucketLocation', 's3:GetObject', 's3:ListAllMyBuckets', 's3:ListBucket'],
      Resource: ['arn:aws:s3:::*'],
    },
  ],
};
const facts = (policy: IamPolicy, extra: Partial<SessionFacts> = {}): SessionFacts => ({
  policy,
  distributedMode: true,
  features: [],
  ownPassword: false,
  ...extra,
});

describe('consolePagesFor', () => {
  it('gives an administrator every console page of a distributed setup except the ones it excludes', () => {
    const pages = consolePagesFor(facts(consoleAdmin));
    expect(pages).toEqual(
      expect.arrayContaining([
        '/dashboard',
        '/buckets',
        '/users',
        '/groups',
        '/policies',
        '/settings',
        '/tools/heal',
        '/heal',
        '/tiers',
      ]),
    );
    expect(pages).not.toContain('/tools/audit-logs');
    expect(pages).not.toContain('/account/change-password');
  });

  it('gives a read-only user the buckets and their own access keys, and no admin pages', () => {
    const pages = consolePagesFor(facts(readOnly));
    expect(pages).toEqual(['/buckets', '/buckets/*', '/account', '/license']);
  });

  it('follows the deployment and the session: single drive, log search, own password', () => {
    const pages = consolePagesFor(
      facts(consoleAdmin, { distributedMode: false, features: ['log-search'], ownPassword: true }),
    );
    // MinIO has no heal on a single drive (pages.ts), so neither heal page is offered there.
    expect(pages).not.toContain('/heal');
    expect(pages).not.toContain('/tools/heal');
    expect(pages).toContain('/tools/audit-logs');
    expect(pages).toContain('/account/change-password');
  });
});

describe('the page table and the contract', () => {
  it('has exactly one entry per page id the contract declares, in one mode or the other', () => {
    const declared = (contract.components.schemas.PageId as { enum: string[] }).enum;
    const tabled = new Set([...Object.keys(consolePages), ...operatorPages]);
    expect([...tabled].sort()).toEqual([...declared].sort());
  });
});
