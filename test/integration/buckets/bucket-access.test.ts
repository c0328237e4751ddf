import { randomUUID } from 'node:crypto';
import { updateGroupMembers } from '@platform/minio/admin/groups';
import { addPolicy, type PolicyDocument } from '@platform/minio/admin/policies';
import { attachPolicies } from '@platform/minio/admin/policy-mappings';
import { inBucket } from '@test/support/api-client';
import { consoleFixture } from '@test/support/fixtures';
import { rootConnection } from '@test/support/minio-admin';
import { asRoot } from '@test/support/minio-root';
import { createdBucket } from './bucket-test-kit';

jest.setTimeout(60_000);

const world = consoleFixture();

describe('Access Audit', () => {
  it('lists the policies that reach the bucket, and the users holding them directly or through a group', async () => {
    const admin = rootConnection(world.minio);
    const bucket = await createdBucket(world, 'audit');
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
    for (const [name, document] of [
      [policy, objectsOnly],
      [other, elsewhere],
    ] as const) {
      await addPolicy(admin, name, document);
      world.cleanup.policy(name);
    }
    const direct = await world.persona(policy);
    const outsider = await world.persona(other);
    const member = await world.user(`member-${suffix}`);
    await updateGroupMembers(admin, { group, members: [member.accessKey] });
    world.cleanup.group(group);
    await attachPolicies(admin, { group }, [policy]);

    const policies = await world.root.GET('/api/v1/bucket-policy/{bucket}', inBucket(bucket));
    const names = policies.data?.policies.map((entry) => entry.name);
    expect(names).toEqual(expect.arrayContaining([policy, 'readwrite', 'consoleAdmin']));
    expect(names).not.toContain(other);
    const users = await world.root.GET('/api/v1/bucket-users/{bucket}', inBucket(bucket));
    expect(users.status).toBe(200);
    expect(users.data?.users).toEqual(
      expect.arrayContaining([
        { accessKey: direct.accessKey, policy: [policy] },
        { accessKey: member.accessKey, policy: [policy] },
      ]),
    );
    expect(users.data?.users.map((user) => user.accessKey)).not.toContain(outsider.accessKey);
  });

  it('is refused to a user who may not list policies', async () => {
    const bucket = await createdBucket(world, 'audit-ro');
    const reader = await world.persona('readonly');
    expect((await reader.GET('/api/v1/bucket-policy/{bucket}', inBucket(bucket))).status).toBe(403);
    expect((await reader.GET('/api/v1/bucket-users/{bucket}', inBucket(bucket))).status).toBe(403);
  });
});

describe('Access Rules', () => {
  const rulesPath = '/api/v1/bucket/{bucket}/access-rules';

  it('grants anonymous access per prefix, as anonymous clients see it, and removes it again', async () => {
    const root = world.root;
    const bucket = await createdBucket(world, 'rules');
    await asRoot(world.minio, async (s3) => {
      await s3.putObject(bucket, 'public/a.txt', Buffer.from('a'));
      await s3.putObject(bucket, 'private/b.txt', Buffer.from('b'));
    });
    const anonymous = async (key: string, method = 'GET') =>
      (
        await fetch(`${world.minio.endpoint}/${bucket}/${key}`, {
          method,
          ...(method === 'PUT' ? { body: 'x' } : {}),
        })
      ).status;
    const rules = async () => (await root.GET(rulesPath, inBucket(bucket))).data;
    const grant = (prefix: string, access: 'readonly' | 'writeonly' | 'readwrite') =>
      root.PUT(rulesPath, { ...inBucket(bucket), body: { prefix, access } });
    const revoke = (prefix: string) => root.DELETE(rulesPath, { ...inBucket(bucket), body: { prefix } });
    const access = async () => (await root.GET('/api/v1/buckets/{bucket}', inBucket(bucket))).data?.access;

    expect(await rules()).toEqual({ accessRules: [] });
    expect((await grant('public/', 'readonly')).status).toBe(204);
    expect((await grant('drop/', 'writeonly')).status).toBe(204);
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
    expect(await access()).toBe('CUSTOM');

    // Changing a rule replaces it.
    expect((await grant('public/', 'readwrite')).status).toBe(204);
    expect(await anonymous('public/new.txt', 'PUT')).toBe(200);

    expect((await revoke('public/')).status).toBe(204);
    expect(await anonymous('public/a.txt')).toBe(403);
    expect(await revoke('public/')).toMatchObject({ status: 404, error: { message: 'No such access rule' } });
    expect((await revoke('drop/')).status).toBe(204);
    expect(await access()).toBe('PRIVATE');
  });

  it('keeps statements of a custom policy it does not manage', async () => {
    const root = world.root;
    const bucket = await createdBucket(world, 'rules-custom');
    const foreign = {
      Effect: 'Deny',
      Principal: { AWS: ['*'] },
      Action: ['s3:DeleteObject'],
      Resource: [`arn:aws:s3:::${bucket}/keep/*`],
    };
    const definition = JSON.stringify({ Version: '2012-10-17', Statement: [foreign] });
    const custom = await root.PUT('/api/v1/buckets/{bucket}/set-policy', {
      ...inBucket(bucket),
      body: { access: 'CUSTOM', definition },
    });
    expect(custom.status).toBe(204);
    const granted = await root.PUT(rulesPath, { ...inBucket(bucket), body: { prefix: 'docs/', access: 'readonly' } });
    expect(granted.status).toBe(204);
    expect((await root.DELETE(rulesPath, { ...inBucket(bucket), body: { prefix: 'docs/' } })).status).toBe(204);
    const info = (await root.GET('/api/v1/buckets/{bucket}', inBucket(bucket))).data;
    expect(JSON.parse(info?.definition ?? '{}')).toEqual({ Version: '2012-10-17', Statement: [foreign] });
  });

  it('is refused to a user who may not read the bucket policy', async () => {
    const bucket = await createdBucket(world, 'rules-ro');
    const reader = await world.persona('readonly');
    expect((await reader.GET(rulesPath, inBucket(bucket))).status).toBe(403);
    const rule = { ...inBucket(bucket), body: { prefix: 'x/', access: 'readonly' as const } };
    expect((await reader.PUT(rulesPath, rule)).status).toBe(403);
  });
});
