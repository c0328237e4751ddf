import type { Schema } from '@contract/shared/contract-types';
import { consoleFixture } from '@test/support/fixtures';
import { unique } from '@test/support/unique';
import { byName, iamPersona } from './iam-fixture';

const world = consoleFixture();

const getGroup = (name: string) => world.root.GET('/api/v1/group', byName(name));
const editGroup = (name: string, body: Schema<'UpdateGroupRequest'>, user = world.root) =>
  user.PUT('/api/v1/group', { ...byName(name), body });
const setPolicies = (body: Schema<'SetPoliciesRequest'>, user = world.root) => user.PUT('/api/v1/set-policy', { body });

/** Creates a group with members through the API, removed at the end. */
async function createGroup(members: string[] = [], group = unique('grp')) {
  world.cleanup.group(group);
  return { group, created: await world.root.POST('/api/v1/groups', { body: { group, members } }) };
}

async function twoUsers(): Promise<[string, string]> {
  return [(await world.user(unique('mem'))).accessKey, (await world.user(unique('mem'))).accessKey];
}

describe('groups as root', () => {
  it('creates a group with members, lists it and reads it back', async () => {
    const members = await twoUsers();
    const { group, created } = await createGroup(members);
    const expected = { name: group, members: [...members].sort(), status: 'enabled', policy: '' };
    expect(created).toEqual({ status: 201, data: expected });
    expect((await world.root.GET('/api/v1/groups')).data?.groups).toContain(group);
    expect(await getGroup(group)).toEqual({ status: 200, data: expected });
  });

  it('refuses to create a group that exists, and leaves its members alone', async () => {
    const [alice, bob] = await twoUsers();
    const { group } = await createGroup([alice]);
    const again = await world.root.POST('/api/v1/groups', { body: { group, members: [bob] } });
    expect(again).toMatchObject({ status: 409, error: { message: `Group '${group}' already exists` } });
    expect((await getGroup(group)).data?.members).toEqual([alice]);
  });

  it('creates nothing when a member does not exist', async () => {
    const { group, created } = await createGroup([unique('ghost')]);
    expect(created.status).toBe(404);
    expect((await getGroup(group)).status).toBe(404);
  });

  it('replaces the members and the status, and shows the policies set on it', async () => {
    const [alice, bob] = await twoUsers();
    const { group } = await createGroup([alice]);
    const edited = await editGroup(group, { group, members: [bob], status: 'disabled' });
    expect(edited).toEqual({ status: 200, data: { name: group, members: [bob], status: 'disabled', policy: '' } });

    // MinIO's own group info hides the policies of a disabled group; the console still shows them.
    const set = await setPolicies({ name: ['readonly', 'diagnostics'], entityName: group, entityType: 'group' });
    expect(set.status).toBe(204);
    expect((await getGroup(group)).data?.policy.split(',').sort()).toEqual(['diagnostics', 'readonly']);
    const enabled = await editGroup(group, { members: [bob], status: 'enabled' });
    expect(enabled.data?.policy.split(',').sort()).toEqual(['diagnostics', 'readonly']);
  });

  it('refuses to delete a group with members with a 409 naming them, and keeps it', async () => {
    const [alice, bob] = await twoUsers();
    const { group } = await createGroup([alice, bob]);
    const res = await world.root.DELETE('/api/v1/group', byName(group));
    expect(res.status).toBe(409);
    expect(res.error?.message).toBe(`Group '${group}' still has members and cannot be deleted`);
    expect(res.error?.detailedMessage).toContain(
      [alice, bob]
        .sort()
        .map((name) => `'${name}'`)
        .join(', '),
    );
    expect((await getGroup(group)).status).toBe(200);
  });

  it('removes the members first when asked to, then deletes the group; the users stay', async () => {
    const [alice, bob] = await twoUsers();
    const { group } = await createGroup([alice, bob]);
    const removed = await world.root.DELETE('/api/v1/group', {
      params: { query: { name: group, removeMembers: true } },
    });
    expect(removed.status).toBe(204);
    expect((await getGroup(group)).status).toBe(404);
    const alicesGroups = await world.root.GET('/api/v1/user', byName(alice));
    expect(alicesGroups).toMatchObject({ status: 200, data: { memberOf: [] } });
  });

  it('answers 404 for a group that does not exist', async () => {
    const ghost = unique('ghost');
    expect((await getGroup(ghost)).status).toBe(404);
    expect((await world.root.DELETE('/api/v1/group', byName(ghost))).status).toBe(404);
    expect((await editGroup(ghost, { members: [], status: 'enabled' })).status).toBe(404);
  });
});

describe('groups as a persona that manages users and groups but not policies', () => {
  it('creates and edits groups, but MinIO refuses setting their policies with a 403', async () => {
    const manager = await world.persona(iamPersona('user-manager'), 'user-manager');
    const [alice] = await twoUsers();
    const group = unique('grp');
    world.cleanup.group(group);
    expect((await manager.POST('/api/v1/groups', { body: { group, members: [alice] } })).status).toBe(201);
    expect((await editGroup(group, { members: [], status: 'disabled' }, manager)).status).toBe(200);
    const refused = await setPolicies({ name: ['consoleAdmin'], entityName: group, entityType: 'group' }, manager);
    expect(refused).toMatchObject({ status: 403, error: { message: 'Access Denied.' } });
    expect((await getGroup(group)).data).toMatchObject({ status: 'disabled', members: [], policy: '' });
  });
});
