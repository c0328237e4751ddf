import type { Schema } from '@contract/shared/contract-types';
import { dataOf } from '@test/support/api-client';
import { consoleFixture } from '@test/support/fixtures';
import { unique } from '@test/support/unique';
import { bucketReadPolicy, byName, iamPersona } from './iam-fixture';

const world = consoleFixture();

const save = (body: Schema<'SavePolicyRequest'>, user = world.root) => user.POST('/api/v1/policies', { body });
const getPolicy = (name: string) => world.root.GET('/api/v1/policy', byName(name));
const deletePolicy = (name: string, user = world.root) => user.DELETE('/api/v1/policy', byName(name));
const setPolicies = (body: Schema<'SetPoliciesRequest'>, user = world.root) => user.PUT('/api/v1/set-policy', { body });
const userPolicies = async (user: string) => (await world.root.GET('/api/v1/user', byName(user))).data?.policy;
const usersOf = (policy: string) => world.root.GET('/api/v1/policies/{policy}/users', { params: { path: { policy } } });

/** Creates a policy through the API (the JSON editor's Save), removed at the end. */
async function savePolicy(name: string, policy = bucketReadPolicy(unique('bucket'))) {
  const saved = await save({ name, policy });
  expect(saved.status).toBe(201);
  world.cleanup.policy(name);
  return dataOf(saved);
}

/** A group made through the API, removed at the end. */
async function createGroup(group: string) {
  const created = await world.root.POST('/api/v1/groups', { body: { group, members: [] } });
  world.cleanup.group(group);
  return created;
}

describe('policies as root', () => {
  it('creates, lists, reads, replaces and deletes a policy', async () => {
    const name = unique('pol');
    const saved = await savePolicy(name, bucketReadPolicy('first'));
    expect(saved.readable).toBe(true);
    expect(JSON.parse(saved.policy ?? '')).toMatchObject({ Version: '2012-10-17' });

    const list = await world.root.GET('/api/v1/policies');
    expect(list.data?.policies).toEqual(expect.arrayContaining([{ name }, { name: 'readwrite' }]));
    const limited = await world.root.GET('/api/v1/policies', { params: { query: { limit: 1 } } });
    expect(limited.data?.policies).toHaveLength(1);

    await save({ name, policy: bucketReadPolicy('second') });
    const read = await getPolicy(name);
    expect(read.status).toBe(200);
    expect(read.data?.name).toBe(name);
    expect(JSON.parse(read.data?.policy ?? '')).toMatchObject({
      Statement: [{ Effect: 'Allow', Action: ['s3:GetObject'], Resource: ['arn:aws:s3:::second/*'] }],
    });

    expect((await deletePolicy(name)).status).toBe(204);
    expect(await getPolicy(name)).toMatchObject({ status: 404 });
  });

  it('refuses a save over a change made since the editor loaded the policy (two tabs), and writes nothing', async () => {
    const name = unique('pol');
    const first = await savePolicy(name, bucketReadPolicy('first'));
    expect(first.updatedAt).toEqual(expect.any(String));
    // Tab A saves over the version it loaded: accepted, with MinIO's new version.
    const second = await save({ name, policy: bucketReadPolicy('tab-a'), ifUpdatedAt: first.updatedAt });
    expect(second.status).toBe(201);
    expect(second.data?.updatedAt).not.toBe(first.updatedAt);
    // Tab B still holds the first version: refused, and tab A's document stays.
    const stale = await save({ name, policy: bucketReadPolicy('tab-b'), ifUpdatedAt: first.updatedAt });
    expect(stale).toMatchObject({ status: 409, error: { message: 'This policy was changed since you opened it' } });
    expect((await getPolicy(name)).data).toMatchObject({
      policy: expect.stringContaining('tab-a'),
      updatedAt: second.data?.updatedAt,
    });
    // A policy deleted meanwhile is not re-created by a stale editor.
    expect((await deletePolicy(name)).status).toBe(204);
    const gone = await save({ name, policy: bucketReadPolicy('tab-b'), ifUpdatedAt: second.data?.updatedAt });
    expect(gone).toMatchObject({ status: 409, error: { detailedMessage: expect.stringContaining('deleted') } });
    expect(await getPolicy(name)).toMatchObject({ status: 404 });
  });

  it('refuses Create Policy over a policy of that name, and leaves that policy as it was', async () => {
    const name = unique('pol');
    const first = await savePolicy(name, bucketReadPolicy('first'));
    const again = await save({ name, policy: bucketReadPolicy('second'), createOnly: true });
    expect(again).toMatchObject({ status: 409, error: { message: `Policy '${name}' already exists` } });
    expect((await getPolicy(name)).data).toMatchObject({
      policy: expect.stringContaining('arn:aws:s3:::first/*'),
      updatedAt: first.updatedAt,
    });
    const builtIn = await save({ name: 'readwrite', policy: bucketReadPolicy('x'), createOnly: true });
    expect(builtIn).toMatchObject({ status: 409 });
    expect((await getPolicy('readwrite')).data?.policy).toContain('s3:*');
    const fresh = unique('pol');
    expect((await save({ name: fresh, policy: bucketReadPolicy('x'), createOnly: true })).status).toBe(201);
    world.cleanup.policy(fresh);
  });

  it.each([
    ['text that is not JSON', '{"Version": "2012-10-17", "Statement": [', /not valid JSON/],
    ['a document without Version', JSON.stringify({ Statement: [] }), /no "Version"/],
    ['a document without Statement', JSON.stringify({ Version: '2012-10-17' }), /no "Statement"/],
    ['a JSON value that is not a document', '[1, 2]', /must be a JSON object/],
  ])('refuses %s with a 400 naming the problem, and saves nothing', async (_case, policy, problem) => {
    const name = unique('bad-pol');
    const res = await save({ name, policy });
    expect(res.status).toBe(400);
    expect(res.error?.message).toBe('Invalid policy document');
    expect(res.error?.detailedMessage).toMatch(problem);
    expect((await getPolicy(name)).status).toBe(404);
  });

  it("passes on MinIO's refusal of a document it cannot use", async () => {
    const policy = JSON.stringify({
      Version: '2012-10-17',
      Statement: [{ Effect: 'Allow', Action: ['s3:NoSuchAction'], Resource: ['arn:aws:s3:::x/*'] }],
    });
    const res = await save({ name: unique('bad-pol'), policy });
    expect(res.status).toBe(400);
    expect(res.error?.message).toMatch(/s3:NoSuchAction/);
  });

  it('refuses a policy name the contract does not allow', async () => {
    const res = await save({ name: 'has space', policy: bucketReadPolicy('x') });
    expect(res.status).toBe(400);
    expect(res.error?.detailedMessage).toMatch(/name/);
  });

  it('lists the users and groups a policy is attached to, and sets the policies of each', async () => {
    const name = unique('pol');
    await savePolicy(name);
    const { accessKey: user } = await world.user(unique('pol-user'));
    const group = unique('pol-group');
    expect((await createGroup(group)).status).toBe(201);

    for (const [entityType, entityName] of [
      ['user', user],
      ['group', group],
    ] as const) {
      const set = await setPolicies({ name: [name, 'readonly'], entityName, entityType });
      expect(set.status).toBe(204);
    }
    expect((await userPolicies(user))?.sort()).toEqual([name, 'readonly'].sort());
    expect(await usersOf(name)).toEqual({ status: 200, data: { users: [user] } });
    const groups = await world.root.GET('/api/v1/policies/{policy}/groups', { params: { path: { policy: name } } });
    expect(groups).toEqual({ status: 200, data: { groups: [group] } });

    await setPolicies({ name: [], entityName: user, entityType: 'user' });
    expect(await userPolicies(user)).toEqual([]);
    expect(await usersOf(name)).toEqual({ status: 200, data: { users: [] } });
  });

  it('refuses to attach a policy that does not exist', async () => {
    const { accessKey: user } = await world.user(unique('pol-user'));
    const res = await setPolicies({ name: [unique('ghost')], entityName: user, entityType: 'user' });
    expect(res.status).toBe(404);
    expect(res.error?.message).toMatch(/policy does not exist/);
  });

  it('says that a user is disabled when MinIO refuses to set its policies as "no such user"', async () => {
    const { accessKey: user } = await world.user(unique('pol-user'));
    await world.root.PUT('/api/v1/user', { ...byName(user), body: { status: 'disabled', groups: [] } });
    const res = await setPolicies({ name: ['readonly'], entityName: user, entityType: 'user' });
    expect(res).toMatchObject({ status: 409, error: { message: `User '${user}' is disabled` } });
  });

  it('refuses to delete a policy in use with a 409 naming who has it, and keeps it', async () => {
    const name = unique('pol');
    await savePolicy(name);
    const { accessKey: user } = await world.user(unique('pol-user'));
    const group = unique('pol-group');
    await createGroup(group);
    await setPolicies({ name: [name], entityName: user, entityType: 'user' });
    await setPolicies({ name: [name], entityName: group, entityType: 'group' });

    const res = await deletePolicy(name);
    expect(res.status).toBe(409);
    expect(res.error?.message).toBe(`Policy '${name}' is in use and cannot be deleted`);
    expect(res.error?.detailedMessage).toBe(
      `It is attached to users '${user}' and groups '${group}': detach it from them first.`,
    );
    expect((await getPolicy(name)).status).toBe(200);

    await setPolicies({ name: [], entityName: user, entityType: 'user' });
    await setPolicies({ name: [], entityName: group, entityType: 'group' });
    expect((await deletePolicy(name)).status).toBe(204);
  });

  it('answers 404 for a policy that does not exist (MinIO alone would answer success)', async () => {
    const res = await deletePolicy(unique('ghost'));
    expect(res.status).toBe(404);
  });
});

describe('policies as a persona that may only read them', () => {
  it('lists and reads policies, but MinIO refuses saving, deleting and attaching with a 403', async () => {
    const reader = await world.persona(iamPersona('policy-reader'), 'policy-reader');
    const name = unique('pol');
    await savePolicy(name);

    expect((await reader.GET('/api/v1/policies')).data?.policies).toContainEqual({ name });
    expect((await reader.GET('/api/v1/policy', byName(name))).status).toBe(200);
    expect((await reader.GET('/api/v1/policies/{policy}/users', { params: { path: { policy: name } } })).status).toBe(
      200,
    );

    for (const refused of [
      await save({ name, policy: bucketReadPolicy('elsewhere') }, reader),
      await deletePolicy(name, reader),
      await setPolicies({ name: ['consoleAdmin'], entityName: reader.user, entityType: 'user' }, reader),
    ]) {
      expect(refused).toMatchObject({ status: 403, error: { code: 403, message: 'Access Denied.' } });
    }
    const unchanged = await getPolicy(name);
    expect(unchanged.data?.policy).not.toContain('elsewhere');
  });
});

describe('policies as a persona that may create them but not read them', () => {
  it('creates a policy and answers that it was saved, without the document MinIO will not show it', async () => {
    const writer = await world.persona(iamPersona('policy-writer'), 'policy-writer');
    const name = unique('pol');
    world.cleanup.policy(name);

    const created = await save({ name, policy: bucketReadPolicy('writer-only'), createOnly: true }, writer);
    expect(created).toMatchObject({ status: 201, data: { name, readable: false } });
    expect(created.data).not.toHaveProperty('policy');
    expect((await writer.GET('/api/v1/policy', byName(name))).status).toBe(403);
    expect((await getPolicy(name)).data?.policy).toContain('writer-only');
  });
});
