import { randomUUID } from 'node:crypto';
import type { components } from '../../../backend/api/generated/api';
import { removeGroup, updateGroupMembers } from '../../../backend/src/platform/minio/admin/groups';
import { addPolicy, removePolicy, type PolicyDocument } from '../../../backend/src/platform/minio/admin/policies';
import { attachPolicies } from '../../../backend/src/platform/minio/admin/policy-mappings';
import { addUser, removeUser } from '../../../backend/src/platform/minio/admin/users';
import { createUserWithPolicy, rootConnection } from '../../support/minio-admin';
import { loadWorld, need } from '../../world/state';
import {
  asRoot,
  consoleFor,
  consoleUser,
  uniqueBucket,
  type ApiErrorBody,
  type ConsoleUser,
  type TestConsole,
} from './bucket-test-kit';

type Schemas = components['schemas'];

jest.setTimeout(60_000);

const erasure = need(loadWorld().minio.erasure, 'erasure MinIO');
const admin = rootConnection(erasure);
let harness: TestConsole;
let root: ConsoleUser;

beforeAll(async () => {
  harness = await consoleFor(erasure);
  root = harness.root;
});
afterAll(() => harness?.close());

async function newBucket(label: string): Promise<string> {
  const name = uniqueBucket(label);
  harness.made.add(name);
  expect((await root.post('/buckets', { name })).status).toBe(201);
  return name;
}

describe('Access Audit', () => {
  it('lists the policies that reach the bucket, and the users holding them directly or through a group', async () => {
    const bucket = await newBucket('audit');
    const suffix = randomUUID().slice(0, 8);
    const policy = `audit-${suffix}`;
    const other = `audit-other-${suffix}`;
    const group = `audit-group-${suffix}`;
    const objectsOnly: PolicyDocument = {
      Version: '2012-10-17',
      Statement: [{ Effect: 'Allow', Action: ['s3:GetObject'], Resource: [`arn:aws:s3:::${bucket}/*`] }],
    };
    const elsewhere: PolicyDocument = {
      Version: '2012-10-17',
      Statement: [{ Effect: 'Allow', Action: ['s3:*'], Resource: ['arn:aws:s3:::elsewhere/*'] }],
    };
    await addPolicy(admin, policy, objectsOnly);
    await addPolicy(admin, other, elsewhere);
    const direct = await createUserWithPolicy(erasure, policy);
    const outsider = await createUserWithPolicy(erasure, other);
    const member = { accessKey: `member-${suffix}`, secretKey: `secret-${randomUUID()}` };
    await addUser(admin, member);
    await updateGroupMembers(admin, { group, members: [member.accessKey] });
    await attachPolicies(admin, { group }, [policy]);
    try {
      const policies = await root.get<Schemas['BucketPolicyList']>(`/bucket-policy/${bucket}`);
      const names = policies.body.policies.map((entry) => entry.name);
      expect(names).toEqual(expect.arrayContaining([policy, 'readwrite', 'consoleAdmin']));
      expect(names).not.toContain(other);
      const users = await root.get<Schemas['BucketUserList']>(`/bucket-users/${bucket}`);
      expect(users.status).toBe(200);
      expect(users.body.users).toEqual(
        expect.arrayContaining([
          { accessKey: direct.accessKey, policy: [policy] },
          { accessKey: member.accessKey, policy: [policy] },
        ]),
      );
      expect(users.body.users.map((user) => user.accessKey)).not.toContain(outsider.accessKey);
    } finally {
      await updateGroupMembers(admin, { group, members: [member.accessKey], isRemove: true });
      await removeGroup(admin, group).catch(() => undefined);
      await Promise.all([member, direct, outsider].map((user) => removeUser(admin, user.accessKey)));
      await Promise.all([policy, other].map((name) => removePolicy(admin, name)));
    }
  });

  it('is refused to a user who may not list policies', async () => {
    const bucket = await newBucket('audit-ro');
    const user = await createUserWithPolicy(erasure, 'readonly');
    const reader = await consoleUser(harness.app, user.accessKey, user.secretKey);
    expect((await reader.get(`/bucket-policy/${bucket}`)).status).toBe(403);
    expect((await reader.get(`/bucket-users/${bucket}`)).status).toBe(403);
  });
});

describe('Access Rules', () => {
  it('grants anonymous access per prefix, as anonymous clients see it, and removes it again', async () => {
    const bucket = await newBucket('rules');
    await asRoot(erasure, async (s3) => {
      await s3.putObject(bucket, 'public/a.txt', Buffer.from('a'));
      await s3.putObject(bucket, 'private/b.txt', Buffer.from('b'));
    });
    const anonymous = async (key: string, method = 'GET') =>
      (await fetch(`${erasure.endpoint}/${bucket}/${key}`, { method, ...(method === 'PUT' ? { body: 'x' } : {}) }))
        .status;
    const rules = async () => (await root.get<Schemas['AccessRuleList']>(`/bucket/${bucket}/access-rules`)).body;

    expect(await rules()).toEqual({ accessRules: [] });
    expect((await root.put(`/bucket/${bucket}/access-rules`, { prefix: 'public/', access: 'readonly' })).status).toBe(
      204,
    );
    expect((await root.put(`/bucket/${bucket}/access-rules`, { prefix: 'drop/', access: 'writeonly' })).status).toBe(
      204,
    );
    expect(await rules()).toEqual({
      accessRules: [
        { prefix: 'drop/', access: 'writeonly' },
        { prefix: 'public/', access: 'readonly' },
      ],
    });
    expect(await anonymous('public/a.txt')).toBe(200);
    expect(await anonymous('private/b.txt')).toBe(403);
    expect(await anonymous('drop/new.txt', 'PUT')).toBe(200);
    expect(await anonymous('public/new.txt', 'PUT')).toBe(403);
    expect((await root.get<Schemas['BucketInfo']>(`/buckets/${bucket}`)).body.access).toBe('CUSTOM');

    // Changing a rule replaces it.
    expect((await root.put(`/bucket/${bucket}/access-rules`, { prefix: 'public/', access: 'readwrite' })).status).toBe(
      204,
    );
    expect(await anonymous('public/new.txt', 'PUT')).toBe(200);

    expect((await root.del(`/bucket/${bucket}/access-rules`, { prefix: 'public/' })).status).toBe(204);
    expect(await anonymous('public/a.txt')).toBe(403);
    const missing = await root.del<ApiErrorBody>(`/bucket/${bucket}/access-rules`, { prefix: 'public/' });
    expect(missing).toMatchObject({ status: 404, body: { message: 'No such access rule' } });
    expect((await root.del(`/bucket/${bucket}/access-rules`, { prefix: 'drop/' })).status).toBe(204);
    expect((await root.get<Schemas['BucketInfo']>(`/buckets/${bucket}`)).body.access).toBe('PRIVATE');
  });

  it('keeps statements of a custom policy it does not manage', async () => {
    const bucket = await newBucket('rules-custom');
    const foreign = {
      Effect: 'Deny',
      Principal: { AWS: ['*'] },
      Action: ['s3:DeleteObject'],
      Resource: [`arn:aws:s3:::${bucket}/keep/*`],
    };
    const definition = JSON.stringify({ Version: '2012-10-17', Statement: [foreign] });
    expect((await root.put(`/buckets/${bucket}/set-policy`, { access: 'CUSTOM', definition })).status).toBe(204);
    expect((await root.put(`/bucket/${bucket}/access-rules`, { prefix: 'docs/', access: 'readonly' })).status).toBe(
      204,
    );
    expect((await root.del(`/bucket/${bucket}/access-rules`, { prefix: 'docs/' })).status).toBe(204);
    const info = (await root.get<Schemas['BucketInfo']>(`/buckets/${bucket}`)).body;
    expect(JSON.parse(info.definition ?? '{}')).toEqual({ Version: '2012-10-17', Statement: [foreign] });
  });

  it('is refused to a user who may not read the bucket policy', async () => {
    const bucket = await newBucket('rules-ro');
    const user = await createUserWithPolicy(erasure, 'readonly');
    const reader = await consoleUser(harness.app, user.accessKey, user.secretKey);
    expect((await reader.get(`/bucket/${bucket}/access-rules`)).status).toBe(403);
    expect((await reader.put(`/bucket/${bucket}/access-rules`, { prefix: 'x/', access: 'readonly' })).status).toBe(403);
  });
});
