import { randomUUID } from 'node:crypto';
import { loadWorld, need } from '@test/world/state';
import type { AdminConnection } from '../admin-request';
import { MinioError } from '../errors';
import { withS3 } from '../s3/s3-client';
import { assumeRole } from '../sts';
import { groupInfo, listGroups, removeGroup, setGroupStatus, updateGroupMembers } from './groups';
import { addPolicy, listPolicies, policyInfo, removePolicy, type PolicyDocument } from './policies';
import { attachPolicies, detachPolicies, policyEntities, setPolicies } from './policy-mappings';
import { revokeOwnTokens, revokeTokens } from './revoke-tokens';
import {
  addServiceAccount,
  deleteServiceAccount,
  listServiceAccounts,
  serviceAccountInfo,
  updateServiceAccount,
} from './service-accounts';
import { userInfo } from './user-info';
import { addUser, listUsers, removeUser, setUserStatus } from './users';

jest.setTimeout(60_000);

const minio = need(loadWorld().minio.erasure, 'erasure MinIO');
let session: AdminConnection;

beforeAll(async () => {
  // Like a console session: temporary keys, whose secret is also the payload encryption password.
  session = { endpoint: minio.endpoint, credentials: await assumeRole(minio.endpoint, minio, 900) };
});

const unique = (prefix: string): string => `${prefix}-${randomUUID().slice(0, 8)}`;
const bucketPolicy = (bucket: string): PolicyDocument => ({
  Version: '2012-10-17',
  Statement: [
    {
      Effect: 'Allow',
      Action: ['s3:GetObject', 's3:ListBucket'],
      Resource: [`arn:aws:s3:::${bucket}`, `arn:aws:s3:::${bucket}/*`],
    },
  ],
});

describe('users', () => {
  it('disables, lists by bucket and removes a user', async () => {
    const accessKey = unique('it-user');
    const bucket = unique('it-users-bucket');
    const policy = unique('it-users-policy');
    await withS3(session, (s3) => s3.makeBucket(bucket));
    await addPolicy(session, policy, bucketPolicy(bucket));
    await addUser(session, { accessKey, secretKey: 'it-user-secret-1' });
    try {
      await attachPolicies(session, { user: accessKey }, [policy]);
      await setUserStatus(session, accessKey, 'disabled');
      expect(await userInfo(session, accessKey)).toMatchObject({ status: 'disabled', policyName: policy });
      expect((await listUsers(session))[accessKey]).toMatchObject({ status: 'disabled' });

      const withAccess = await listUsers(session, { bucket });
      expect(Object.keys(withAccess)).toContain(accessKey);
      const elsewhere = await listUsers(session, { bucket: unique('no-such-bucket') });
      expect(Object.keys(elsewhere)).not.toContain(accessKey);
    } finally {
      await removeUser(session, accessKey);
      await removePolicy(session, policy);
      await withS3(session, (s3) => s3.removeBucket(bucket));
    }
    await expect(userInfo(session, accessKey)).rejects.toMatchObject({ status: 404, code: 'XMinioAdminNoSuchUser' });
    await expect(setUserStatus(session, accessKey, 'enabled')).rejects.toMatchObject({
      code: 'XMinioAdminNoSuchUser',
    });
  });
});

describe('groups', () => {
  it('creates a group, adds and removes members, disables it and deletes it', async () => {
    const group = unique('it-group');
    const alice = unique('it-alice');
    const bob = unique('it-bob');
    await addUser(session, { accessKey: alice, secretKey: 'it-alice-secret' });
    await addUser(session, { accessKey: bob, secretKey: 'it-bob-secret' });
    try {
      await updateGroupMembers(session, { group, members: [alice, bob] });
      expect(await listGroups(session)).toContain(group);
      const info = await groupInfo(session, group);
      expect(info).toMatchObject({ name: group, status: 'enabled' });
      expect([...(info.members ?? [])].sort()).toEqual([alice, bob].sort());
      expect((await userInfo(session, alice)).memberOf).toContain(group);

      await setGroupStatus(session, group, 'disabled');
      expect((await groupInfo(session, group)).status).toBe('disabled');

      await expect(removeGroup(session, group)).rejects.toMatchObject({ code: 'XMinioAdminGroupNotEmpty' });
      await updateGroupMembers(session, { group, members: [alice, bob], isRemove: true });
      expect((await groupInfo(session, group)).members ?? []).toEqual([]);
      await removeGroup(session, group);
    } finally {
      await removeUser(session, alice);
      await removeUser(session, bob);
    }
    expect(await listGroups(session)).not.toContain(group);
    await expect(groupInfo(session, group)).rejects.toMatchObject({ status: 404, code: 'XMinioAdminNoSuchGroup' });
  });

  it('creates an empty group from an empty member list', async () => {
    const group = unique('it-empty-group');
    await updateGroupMembers(session, { group, members: [] });
    try {
      expect(await groupInfo(session, group)).toMatchObject({ name: group, status: 'enabled' });
    } finally {
      await removeGroup(session, group);
    }
  });
});

describe('policies', () => {
  it('adds, reads, lists by bucket, attaches, detaches, sets and removes a policy', async () => {
    const bucket = unique('it-policy-bucket');
    const policy = unique('it-policy');
    const user = unique('it-policy-user');
    const group = unique('it-policy-group');
    await addPolicy(session, policy, bucketPolicy(bucket));
    await addUser(session, { accessKey: user, secretKey: 'it-policy-user-secret' });
    await updateGroupMembers(session, { group, members: [] });
    try {
      const info = await policyInfo(session, policy);
      expect(info.PolicyName).toBe(policy);
      // MinIO keeps actions in a set: their order varies.
      expect(info.Policy.Statement[0]?.Effect).toBe('Allow');
      expect([...(info.Policy.Statement[0]?.Action ?? [])].sort()).toEqual(['s3:GetObject', 's3:ListBucket']);
      expect(info.CreateDate).toEqual(expect.any(String));
      expect(Object.keys(await listPolicies(session))).toEqual(expect.arrayContaining([policy, 'readwrite']));
      expect(Object.keys(await listPolicies(session, { bucket }))).toContain(policy);
      expect(Object.keys(await listPolicies(session, { bucket: unique('other-bucket') }))).not.toContain(policy);

      const attached = await attachPolicies(session, { user }, [policy]);
      expect(attached.policiesAttached).toEqual([policy]);
      await attachPolicies(session, { group }, [policy, 'readonly']);
      await expect(attachPolicies(session, { user }, [policy])).rejects.toMatchObject({
        status: 400,
        code: 'XMinioAdminPolicyChangeAlreadyApplied',
      });

      const byPolicy = await policyEntities(session, { policies: [policy] });
      expect(byPolicy.policyMappings).toEqual([expect.objectContaining({ policy, users: [user], groups: [group] })]);
      const byUser = await policyEntities(session, { users: [user], groups: [group] });
      expect(byUser.userMappings).toEqual([expect.objectContaining({ user, policies: [policy] })]);
      expect(byUser.groupMappings?.[0]?.policies.slice().sort()).toEqual([policy, 'readonly'].sort());

      const detached = await detachPolicies(session, { user }, [policy]);
      expect(detached.policiesDetached).toEqual([policy]);
      expect((await userInfo(session, user)).policyName ?? '').toBe('');

      await setPolicies(session, { user }, ['readonly', policy]);
      expect((await userInfo(session, user)).policyName?.split(',').sort()).toEqual(['readonly', policy].sort());
      await setPolicies(session, { group }, ['readwrite']);
      expect((await groupInfo(session, group)).policy).toBe('readwrite');
      await setPolicies(session, { user }, []);
      expect((await userInfo(session, user)).policyName ?? '').toBe('');
    } finally {
      await removeUser(session, user);
      await removeGroup(session, group);
      await removePolicy(session, policy);
    }
    await expect(policyInfo(session, policy)).rejects.toMatchObject({
      status: 404,
      code: 'XMinioAdminNoSuchPolicy',
    });
  });

  it('refuses a policy that is not a policy with a MinioError', async () => {
    await expect(addPolicy(session, unique('it-bad-policy'), '{"Statement": "nope"}')).rejects.toBeInstanceOf(
      MinioError,
    );
  });
});

describe('service accounts', () => {
  it('creates, lists, reads, updates and deletes a service account of a user', async () => {
    const user = unique('it-sa-parent');
    await addUser(session, { accessKey: user, secretKey: 'it-sa-parent-secret' });
    try {
      await attachPolicies(session, { user }, ['readwrite']);
      const created = await addServiceAccount(session, {
        targetUser: user,
        name: 'it-key',
        description: 'made by a test',
        policy: bucketPolicy('it-only-this'),
      });
      expect(created.accessKey).toEqual(expect.any(String));
      expect(created.secretKey.length).toBeGreaterThan(0);

      const listed = await listServiceAccounts(session, { user });
      expect(listed).toEqual([
        expect.objectContaining({ accessKey: created.accessKey, parentUser: user, accountStatus: 'on' }),
      ]);
      const info = await serviceAccountInfo(session, created.accessKey);
      expect(info).toMatchObject({ parentUser: user, accountStatus: 'on', impliedPolicy: false, name: 'it-key' });
      const effective = JSON.parse(info.policy) as PolicyDocument;
      expect([...(effective.Statement[0]?.Action ?? [])].sort()).toEqual(['s3:GetObject', 's3:ListBucket']);

      await updateServiceAccount(session, created.accessKey, { newStatus: 'off', newDescription: 'changed' });
      expect(await serviceAccountInfo(session, created.accessKey)).toMatchObject({
        accountStatus: 'off',
        description: 'changed',
      });

      await deleteServiceAccount(session, created.accessKey);
      expect(await listServiceAccounts(session, { user })).toEqual([]);
      await expect(serviceAccountInfo(session, created.accessKey)).rejects.toBeInstanceOf(MinioError);
    } finally {
      await removeUser(session, user);
    }
  });

  it("lists the caller's own service accounts when no user is named", async () => {
    const created = await addServiceAccount(session, { accessKey: unique('itsa'), secretKey: 'it-own-sa-secret-1' });
    try {
      const own = await listServiceAccounts(session);
      expect(own.map((account) => account.accessKey)).toContain(created.accessKey);
      expect(own.find((account) => account.accessKey === created.accessKey)?.parentUser).toBe(minio.accessKey);
    } finally {
      await deleteServiceAccount(session, created.accessKey);
    }
  });
});

describe('token revocation', () => {
  it('ends a session labelled with a revoke type, and leaves other sessions working', async () => {
    const label = randomUUID();
    const labelled = await assumeRole(minio.endpoint, minio, 900, { tokenRevokeType: label });
    const other = await assumeRole(minio.endpoint, minio, 900);
    const labelledSession = { endpoint: minio.endpoint, credentials: labelled };
    expect(await listGroups(labelledSession)).toEqual(expect.any(Array));

    await revokeOwnTokens(labelledSession, label);
    await expect(listGroups(labelledSession)).rejects.toMatchObject({ status: 403, code: 'InvalidAccessKeyId' });
    expect(await listGroups({ endpoint: minio.endpoint, credentials: other })).toEqual(expect.any(Array));
  });

  it('ends every token of a named user when asked for a full revoke', async () => {
    const user = unique('it-revoke-user');
    await addUser(session, { accessKey: user, secretKey: 'it-revoke-secret' });
    try {
      await attachPolicies(session, { user }, ['readwrite']);
      const keys = await assumeRole(minio.endpoint, { accessKey: user, secretKey: 'it-revoke-secret' }, 900);
      const userS3 = { endpoint: minio.endpoint, credentials: keys };
      expect(await withS3(userS3, (s3) => s3.listBuckets())).toEqual(expect.any(Array));
      await expect(revokeTokens(session, { user })).rejects.toMatchObject({ status: 400, code: 'InvalidRequest' });
      await revokeTokens(session, { user, fullRevoke: true });
      await expect(withS3(userS3, (s3) => s3.listBuckets())).rejects.toMatchObject({
        status: 403,
        code: 'InvalidAccessKeyId',
      });
    } finally {
      await removeUser(session, user);
    }
  });
});
