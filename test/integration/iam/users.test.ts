import { randomUUID } from 'node:crypto';
import type { Schema } from '@contract/shared/contract-types';
import { consoleFixture } from '@test/support/fixtures';
import { unique } from '@test/support/unique';
import { byName, iamPersona } from './iam-fixture';

const world = consoleFixture();

/** Creates an empty group through the API, removed at the end. */
async function createGroup(group = unique('grp')): Promise<string> {
  expect((await world.root.POST('/api/v1/groups', { body: { group, members: [] } })).status).toBe(201);
  world.cleanup.group(group);
  return group;
}

const getUser = (accessKey: string) => world.root.GET('/api/v1/user', byName(accessKey));
const editUser = (accessKey: string, body: Schema<'UpdateUserRequest'>, user = world.root) =>
  user.PUT('/api/v1/user', { ...byName(accessKey), body });
const addToGroups = (body: Schema<'BulkUserGroupsRequest'>) => world.root.PUT('/api/v1/users-groups-bulk', { body });
const newUser = async () => (await world.user(unique('usr'))).accessKey;

describe('users as root', () => {
  it('creates a user with groups and policies, lists it and reads it back', async () => {
    const group = await createGroup();
    const accessKey = unique('usr');
    const secretKey = `s-${randomUUID().slice(0, 18)}`;
    world.cleanup.user(accessKey);
    const created = await world.root.POST('/api/v1/users', {
      body: { accessKey, secretKey, groups: [group], policies: ['readonly'] },
    });
    expect(created).toEqual({
      status: 201,
      data: { accessKey, status: 'enabled', memberOf: [group], policy: ['readonly'], hasPolicy: true },
    });
    const list = await world.root.GET('/api/v1/users');
    expect(list.data?.users).toContainEqual({ accessKey, status: 'enabled', memberOf: [group], policy: ['readonly'] });
    expect((await getUser(accessKey)).data).toEqual(created.data);
    await expect(world.login(accessKey, secretKey)).resolves.toMatchObject({ user: accessKey });
  });

  it('refuses an access key that exists with a 409, and leaves its password alone', async () => {
    const existing = await world.user(unique('usr'));
    const res = await world.root.POST('/api/v1/users', {
      body: { accessKey: existing.accessKey, secretKey: 'another-secret-1' },
    });
    expect(res.status).toBe(409);
    expect(res.error?.message).toBe(`User '${existing.accessKey}' already exists`);
    await expect(world.login(existing.accessKey, existing.secretKey)).resolves.toBeDefined();
  });

  it("refuses a secret key under 8 characters with the spec's message", async () => {
    const accessKey = unique('usr');
    const res = await world.root.POST('/api/v1/users', { body: { accessKey, secretKey: 'short' } });
    expect(res).toMatchObject({ status: 400, error: { message: 'Passwords must be at least 8 characters long' } });
    expect((await getUser(accessKey)).status).toBe(404);
  });

  it('refuses a common password, or one holding the user name, and creates nothing', async () => {
    const accessKey = unique('usr');
    const common = await world.root.POST('/api/v1/users', { body: { accessKey, secretKey: 'password123' } });
    expect(common).toMatchObject({
      status: 400,
      error: { code: 400, message: 'This password is one of the most common passwords: choose another' },
    });
    const named = await world.root.POST('/api/v1/users', { body: { accessKey, secretKey: `x-${accessKey}-1` } });
    expect(named).toMatchObject({ status: 400, error: { detailedMessage: 'secretKey contains the user name' } });
    expect((await getUser(accessKey)).status).toBe(404);
  });

  it('reports exactly what was applied when a later step of Create User fails', async () => {
    const group = await createGroup();
    const accessKey = unique('usr');
    const ghost = unique('ghost-policy');
    world.cleanup.user(accessKey);
    const res = await world.root.POST('/api/v1/users', {
      body: { accessKey, secretKey: 'secret-123456', groups: [group], policies: [ghost] },
    });
    expect(res.status).toBe(404);
    expect(res.error?.message).toBe(
      `Only partly saved: could not set the policies of user '${accessKey}' to '${ghost}'`,
    );
    expect(res.error?.detailedMessage).toMatch(
      new RegExp(
        `^Applied: create user '${accessKey}'; add '${accessKey}' to group '${group}'\\. ` +
          `Failed: set the policies of user '${accessKey}' to '${ghost}': .*policy does not exist`,
      ),
    );
    // What the report says was applied is what MinIO has.
    expect((await getUser(accessKey)).data).toMatchObject({ memberOf: [group], policy: [] });
  });

  it('edits status, groups and policies, changing only what differs', async () => {
    const [kept, dropped, joined] = [await createGroup(), await createGroup(), await createGroup()];
    const accessKey = await newUser();
    await addToGroups({ users: [accessKey], groups: [kept, dropped] });

    const edited = await editUser(accessKey, {
      status: 'disabled',
      groups: [kept, joined],
      policies: ['readonly', 'diagnostics'],
    });
    expect(edited.status).toBe(200);
    expect(edited.data).toMatchObject({ accessKey, status: 'disabled', memberOf: [kept, joined].sort() });
    expect(edited.data?.policy.sort()).toEqual(['diagnostics', 'readonly']);

    // The detail screen's toggle: status only, groups as they are, policies left out.
    const enabled = await editUser(accessKey, { status: 'enabled', groups: edited.data?.memberOf ?? [] });
    expect(enabled.data).toMatchObject({ status: 'enabled', memberOf: edited.data?.memberOf });
    expect(enabled.data?.policy.sort()).toEqual(['diagnostics', 'readonly']);
  });

  it('reports the groups joined and the status change not attempted when setting the policies fails', async () => {
    const group = await createGroup();
    const accessKey = await newUser();
    const ghost = unique('ghost-policy');
    const res = await editUser(accessKey, { status: 'disabled', groups: [group], policies: [ghost] });
    expect(res.status).toBe(404);
    expect(res.error?.detailedMessage).toMatch(
      new RegExp(
        `^Applied: add '${accessKey}' to group '${group}'\\. ` +
          `Failed: set the policies of user '${accessKey}' to '${ghost}': .+\\. ` +
          `Not attempted: set user '${accessKey}' disabled\\.$`,
      ),
    );
    expect((await getUser(accessKey)).data).toMatchObject({ status: 'enabled', memberOf: [group], policy: [] });
  });

  it("sets a new secret key with the edit, keeping the old one from working, and refuses a short one with the spec's message", async () => {
    const { accessKey, secretKey } = await world.user(unique('usr'));
    const short = await editUser(accessKey, { status: 'enabled', groups: [], secretKey: 'short' });
    expect(short).toMatchObject({ status: 400, error: { message: 'Passwords must be at least 8 characters long' } });
    await expect(world.login(accessKey, secretKey)).resolves.toMatchObject({ user: accessKey });

    const next = `n-${randomUUID().slice(0, 18)}`;
    const edited = await editUser(accessKey, { status: 'disabled', groups: [], secretKey: next });
    expect(edited).toMatchObject({ status: 200, data: { accessKey, status: 'disabled' } });
    // The key was set before the status step: enabling again lets the new key (not the old one) in.
    await editUser(accessKey, { status: 'enabled', groups: [] });
    await expect(world.login(accessKey, next)).resolves.toMatchObject({ user: accessKey });
    await expect(world.login(accessKey, secretKey)).rejects.toThrow();
  });

  it('answers 404 for a user that does not exist', async () => {
    const ghost = unique('ghost');
    expect((await getUser(ghost)).status).toBe(404);
    expect((await editUser(ghost, { status: 'enabled', groups: [] })).status).toBe(404);
  });

  it('deletes a user; deleting it again is a clear 404', async () => {
    const accessKey = await newUser();
    expect((await world.root.DELETE('/api/v1/user', byName(accessKey))).status).toBe(204);
    expect((await getUser(accessKey)).status).toBe(404);
    const again = await world.root.DELETE('/api/v1/user', byName(accessKey));
    expect(again.status).toBe(404);
    expect(again.error?.message).toMatch(/^The specified user does not exist/);
  });
});

describe('adding users to groups in bulk', () => {
  it('adds every user to every group', async () => {
    const groups = [await createGroup(), await createGroup()];
    const users = [await newUser(), await newUser()];
    expect((await addToGroups({ users, groups })).status).toBe(204);
    for (const user of users) expect((await getUser(user)).data?.memberOf).toEqual(groups.sort());
  });

  it("refuses an empty group list with the spec's message", async () => {
    const res = await addToGroups({ users: ['anyone'], groups: [] });
    expect(res).toMatchObject({ status: 400, error: { message: 'You need to select at least one group to assign' } });
  });

  it('reports the groups joined, the one that failed and those not attempted', async () => {
    const [first, last] = [await createGroup(), await createGroup()];
    const accessKey = await newUser();
    // MinIO refuses to create a group whose name starts with a space.
    const res = await addToGroups({ users: [accessKey], groups: [first, ' spaced', last] });
    expect(res.status).toBe(400);
    expect(res.error?.message).toBe(`Only partly saved: could not add '${accessKey}' to group ' spaced'`);
    expect(res.error?.detailedMessage).toMatch(
      new RegExp(
        `^Applied: add '${accessKey}' to group '${first}'\\. ` +
          `Failed: add '${accessKey}' to group ' spaced': .+\\. ` +
          `Not attempted: add '${accessKey}' to group '${last}'\\.$`,
      ),
    );
    expect((await getUser(accessKey)).data?.memberOf).toEqual([first]);
  });

  it('adds nobody when one of the users does not exist', async () => {
    const group = await createGroup();
    const accessKey = await newUser();
    const res = await addToGroups({ users: [accessKey, unique('ghost')], groups: [group] });
    expect(res.status).toBe(404);
    expect(res.error?.message).toMatch(/^The specified user does not exist/);
    expect((await getUser(accessKey)).data?.memberOf).toEqual([]);
  });
});

describe('users as a persona that manages users but not policies', () => {
  it('creates the user and joins the group, then reports MinIO refusing the policies', async () => {
    const manager = await world.persona(iamPersona('user-manager'), 'user-manager');
    const group = await createGroup();
    const accessKey = unique('usr');
    world.cleanup.user(accessKey);
    const res = await manager.POST('/api/v1/users', {
      body: { accessKey, secretKey: 'secret-123456', groups: [group], policies: ['consoleAdmin'] },
    });
    expect(res.status).toBe(403);
    expect(res.error?.message).toBe(
      `Only partly saved: could not set the policies of user '${accessKey}' to 'consoleAdmin'`,
    );
    expect(res.error?.detailedMessage).toContain(
      `Failed: set the policies of user '${accessKey}' to 'consoleAdmin': Access Denied.`,
    );
    expect((await getUser(accessKey)).data).toMatchObject({ memberOf: [group], policy: [] });
  });

  it('may not delete the user it is logged in as', async () => {
    const manager = await world.persona(iamPersona('user-manager'), 'user-manager');
    const res = await manager.DELETE('/api/v1/user', byName(manager.user));
    expect(res).toMatchObject({ status: 409, error: { message: 'You cannot delete the user you are logged in as' } });
    expect((await getUser(manager.user)).status).toBe(200);
  });
});
