import { randomUUID } from 'node:crypto';
import { byName, createUser, iamTestBed, loginPersona, unique, type Schemas } from './iam-fixture';

const bed = iamTestBed();

/** Creates an empty group through the API, removed at the end. */
async function createGroup(group = unique('grp')): Promise<string> {
  expect((await bed.root.post('/groups', { group, members: [] })).status).toBe(201);
  bed.cleanup.group(group);
  return group;
}

const getUser = (accessKey: string) => bed.root.get<Schemas['User']>(`/user${byName(accessKey)}`);

describe('users as root', () => {
  it('creates a user with groups and policies, lists it and reads it back', async () => {
    const group = await createGroup();
    const accessKey = unique('usr');
    const secretKey = `s-${randomUUID().slice(0, 18)}`;
    bed.cleanup.user(accessKey);
    const created = await bed.root.post<Schemas['User']>('/users', {
      accessKey,
      secretKey,
      groups: [group],
      policies: ['readonly'],
    });
    expect(created).toEqual({
      status: 201,
      body: { accessKey, status: 'enabled', memberOf: [group], policy: ['readonly'], hasPolicy: true },
    });
    const list = await bed.root.get<Schemas['UserList']>('/users');
    expect(list.body.users).toContainEqual({ accessKey, status: 'enabled', memberOf: [group], policy: ['readonly'] });
    expect((await getUser(accessKey)).body).toEqual(created.body);
    await expect(bed.loginAs(accessKey, secretKey)).resolves.toMatchObject({ user: accessKey });
  });

  it('refuses an access key that exists with a 409, and leaves its password alone', async () => {
    const existing = await createUser(bed, unique('usr'));
    const res = await bed.root.post('/users', { accessKey: existing.accessKey, secretKey: 'another-secret-1' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(`User '${existing.accessKey}' already exists`);
    await expect(bed.loginAs(existing.accessKey, existing.secretKey)).resolves.toBeDefined();
  });

  it("refuses a secret key under 8 characters with the spec's message", async () => {
    const accessKey = unique('usr');
    const res = await bed.root.post('/users', { accessKey, secretKey: 'short' });
    expect(res).toMatchObject({ status: 400, body: { message: 'Passwords must be at least 8 characters long' } });
    expect((await getUser(accessKey)).status).toBe(404);
  });

  it('reports exactly what was applied when a later step of Create User fails', async () => {
    const group = await createGroup();
    const accessKey = unique('usr');
    const ghost = unique('ghost-policy');
    bed.cleanup.user(accessKey);
    const res = await bed.root.post('/users', {
      accessKey,
      secretKey: 'secret-123456',
      groups: [group],
      policies: [ghost],
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(`Only partly saved: could not set the policies of user '${accessKey}' to '${ghost}'`);
    expect(res.body.detailedMessage).toMatch(
      new RegExp(
        `^Applied: create user '${accessKey}'; add '${accessKey}' to group '${group}'\\. ` +
          `Failed: set the policies of user '${accessKey}' to '${ghost}': .*policy does not exist`,
      ),
    );
    // What the report says was applied is what MinIO has.
    expect((await getUser(accessKey)).body).toMatchObject({ memberOf: [group], policy: [] });
  });

  it('edits status, groups and policies, changing only what differs', async () => {
    const [kept, dropped, joined] = [await createGroup(), await createGroup(), await createGroup()];
    const { accessKey } = await createUser(bed, unique('usr'));
    await bed.root.put('/users-groups-bulk', { users: [accessKey], groups: [kept, dropped] });

    const edited = await bed.root.put<Schemas['User']>(`/user${byName(accessKey)}`, {
      status: 'disabled',
      groups: [kept, joined],
      policies: ['readonly', 'diagnostics'],
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ accessKey, status: 'disabled', memberOf: [kept, joined].sort() });
    expect(edited.body.policy.sort()).toEqual(['diagnostics', 'readonly']);

    // The detail screen's toggle: status only, groups as they are, policies left out.
    const enabled = await bed.root.put<Schemas['User']>(`/user${byName(accessKey)}`, {
      status: 'enabled',
      groups: edited.body.memberOf,
    });
    expect(enabled.body).toMatchObject({ status: 'enabled', memberOf: edited.body.memberOf });
    expect(enabled.body.policy.sort()).toEqual(['diagnostics', 'readonly']);
  });

  it('reports the groups joined and the status change not attempted when setting the policies fails', async () => {
    const group = await createGroup();
    const { accessKey } = await createUser(bed, unique('usr'));
    const ghost = unique('ghost-policy');
    const res = await bed.root.put(`/user${byName(accessKey)}`, {
      status: 'disabled',
      groups: [group],
      policies: [ghost],
    });
    expect(res.status).toBe(404);
    expect(res.body.detailedMessage).toMatch(
      new RegExp(
        `^Applied: add '${accessKey}' to group '${group}'\\. ` +
          `Failed: set the policies of user '${accessKey}' to '${ghost}': .+\\. ` +
          `Not attempted: set user '${accessKey}' disabled\\.$`,
      ),
    );
    expect((await getUser(accessKey)).body).toMatchObject({ status: 'enabled', memberOf: [group], policy: [] });
  });

  it("sets a new secret key with the edit, keeping the old one from working, and refuses a short one with the spec's message", async () => {
    const { accessKey, secretKey } = await createUser(bed, unique('usr'));
    const short = await bed.root.put(`/user${byName(accessKey)}`, {
      status: 'enabled',
      groups: [],
      secretKey: 'short',
    });
    expect(short).toMatchObject({ status: 400, body: { message: 'Passwords must be at least 8 characters long' } });
    await expect(bed.loginAs(accessKey, secretKey)).resolves.toMatchObject({ user: accessKey });

    const next = `n-${randomUUID().slice(0, 18)}`;
    const edited = await bed.root.put<Schemas['User']>(`/user${byName(accessKey)}`, {
      status: 'disabled',
      groups: [],
      secretKey: next,
    });
    expect(edited).toMatchObject({ status: 200, body: { accessKey, status: 'disabled' } });
    // The key was set before the status step: enabling again lets the new key (not the old one) in.
    await bed.root.put(`/user${byName(accessKey)}`, { status: 'enabled', groups: [] });
    await expect(bed.loginAs(accessKey, next)).resolves.toMatchObject({ user: accessKey });
    await expect(bed.loginAs(accessKey, secretKey)).rejects.toThrow();
  });

  it('answers 404 for a user that does not exist', async () => {
    const ghost = unique('ghost');
    expect((await getUser(ghost)).status).toBe(404);
    expect((await bed.root.put(`/user${byName(ghost)}`, { status: 'enabled', groups: [] })).status).toBe(404);
  });

  it('deletes a user; deleting it again is a clear 404', async () => {
    const { accessKey } = await createUser(bed, unique('usr'));
    expect((await bed.root.delete(`/user${byName(accessKey)}`)).status).toBe(204);
    expect((await getUser(accessKey)).status).toBe(404);
    const again = await bed.root.delete(`/user${byName(accessKey)}`);
    expect(again.status).toBe(404);
    expect(again.body.message).toMatch(/^The specified user does not exist/);
  });
});

describe('adding users to groups in bulk', () => {
  it('adds every user to every group', async () => {
    const groups = [await createGroup(), await createGroup()];
    const users = [(await createUser(bed, unique('usr'))).accessKey, (await createUser(bed, unique('usr'))).accessKey];
    expect((await bed.root.put('/users-groups-bulk', { users, groups })).status).toBe(204);
    for (const user of users) expect((await getUser(user)).body.memberOf).toEqual(groups.sort());
  });

  it("refuses an empty group list with the spec's message", async () => {
    const res = await bed.root.put('/users-groups-bulk', { users: ['anyone'], groups: [] });
    expect(res).toMatchObject({ status: 400, body: { message: 'You need to select at least one group to assign' } });
  });

  it('reports the groups joined, the one that failed and those not attempted', async () => {
    const [first, last] = [await createGroup(), await createGroup()];
    const { accessKey } = await createUser(bed, unique('usr'));
    // MinIO refuses to create a group whose name starts with a space.
    const res = await bed.root.put('/users-groups-bulk', { users: [accessKey], groups: [first, ' spaced', last] });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(`Only partly saved: could not add '${accessKey}' to group ' spaced'`);
    expect(res.body.detailedMessage).toMatch(
      new RegExp(
        `^Applied: add '${accessKey}' to group '${first}'\\. ` +
          `Failed: add '${accessKey}' to group ' spaced': .+\\. ` +
          `Not attempted: add '${accessKey}' to group '${last}'\\.$`,
      ),
    );
    expect((await getUser(accessKey)).body.memberOf).toEqual([first]);
  });

  it('adds nobody when one of the users does not exist', async () => {
    const group = await createGroup();
    const { accessKey } = await createUser(bed, unique('usr'));
    const res = await bed.root.put('/users-groups-bulk', { users: [accessKey, unique('ghost')], groups: [group] });
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(/^The specified user does not exist/);
    expect((await getUser(accessKey)).body.memberOf).toEqual([]);
  });
});

describe('users as a persona that manages users but not policies', () => {
  it('creates the user and joins the group, then reports MinIO refusing the policies', async () => {
    const manager = await loginPersona(bed, 'user-manager');
    const group = await createGroup();
    const accessKey = unique('usr');
    bed.cleanup.user(accessKey);
    const res = await manager.post('/users', {
      accessKey,
      secretKey: 'secret-123456',
      groups: [group],
      policies: ['consoleAdmin'],
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(
      `Only partly saved: could not set the policies of user '${accessKey}' to 'consoleAdmin'`,
    );
    expect(res.body.detailedMessage).toContain(
      `Failed: set the policies of user '${accessKey}' to 'consoleAdmin': Access Denied.`,
    );
    expect((await getUser(accessKey)).body).toMatchObject({ memberOf: [group], policy: [] });
  });

  it('may not delete the user it is logged in as', async () => {
    const manager = await loginPersona(bed, 'user-manager');
    const res = await manager.delete(`/user${byName(manager.user)}`);
    expect(res).toMatchObject({ status: 409, body: { message: 'You cannot delete the user you are logged in as' } });
    expect((await getUser(manager.user)).status).toBe(200);
  });
});
