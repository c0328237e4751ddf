import { byName, createUser, iamTestBed, loginPersona, unique, type Schemas } from './iam-fixture';

const bed = iamTestBed();

const getGroup = (name: string) => bed.root.get<Schemas['Group']>(`/group${byName(name)}`);

/** Creates a group with members through the API, removed at the end. */
async function createGroup(members: string[] = [], group = unique('grp')) {
  bed.cleanup.group(group);
  return { group, created: await bed.root.post<Schemas['Group']>('/groups', { group, members }) };
}

async function twoUsers(): Promise<[string, string]> {
  return [(await createUser(bed, unique('mem'))).accessKey, (await createUser(bed, unique('mem'))).accessKey];
}

describe('groups as root', () => {
  it('creates a group with members, lists it and reads it back', async () => {
    const members = await twoUsers();
    const { group, created } = await createGroup(members);
    const expected = { name: group, members: [...members].sort(), status: 'enabled', policy: '' };
    expect(created).toEqual({ status: 201, body: expected });
    expect((await bed.root.get<Schemas['GroupList']>('/groups')).body.groups).toContain(group);
    expect(await getGroup(group)).toEqual({ status: 200, body: expected });
  });

  it('refuses to create a group that exists, and leaves its members alone', async () => {
    const [alice, bob] = await twoUsers();
    const { group } = await createGroup([alice]);
    const again = await bed.root.post('/groups', { group, members: [bob] });
    expect(again).toMatchObject({ status: 409, body: { message: `Group '${group}' already exists` } });
    expect((await getGroup(group)).body.members).toEqual([alice]);
  });

  it('creates nothing when a member does not exist', async () => {
    const { group, created } = await createGroup([unique('ghost')]);
    expect(created.status).toBe(404);
    expect((await getGroup(group)).status).toBe(404);
  });

  it('replaces the members and the status, and shows the policies set on it', async () => {
    const [alice, bob] = await twoUsers();
    const { group } = await createGroup([alice]);
    const edited = await bed.root.put<Schemas['Group']>(`/group${byName(group)}`, {
      group,
      members: [bob],
      status: 'disabled',
    });
    expect(edited).toEqual({ status: 200, body: { name: group, members: [bob], status: 'disabled', policy: '' } });

    // MinIO's own group info hides the policies of a disabled group; the console still shows them.
    const set = await bed.root.put('/set-policy', {
      name: ['readonly', 'diagnostics'],
      entityName: group,
      entityType: 'group',
    });
    expect(set.status).toBe(204);
    expect((await getGroup(group)).body.policy.split(',').sort()).toEqual(['diagnostics', 'readonly']);
    const enabled = await bed.root.put<Schemas['Group']>(`/group${byName(group)}`, {
      members: [bob],
      status: 'enabled',
    });
    expect(enabled.body.policy.split(',').sort()).toEqual(['diagnostics', 'readonly']);
  });

  it('refuses to delete a group with members with a 409 naming them, and keeps it', async () => {
    const [alice, bob] = await twoUsers();
    const { group } = await createGroup([alice, bob]);
    const res = await bed.root.delete(`/group${byName(group)}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(`Group '${group}' still has members and cannot be deleted`);
    expect(res.body.detailedMessage).toContain(
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
    expect((await bed.root.delete(`/group${byName(group)}&removeMembers=true`)).status).toBe(204);
    expect((await getGroup(group)).status).toBe(404);
    const alicesGroups = await bed.root.get<Schemas['User']>(`/user${byName(alice)}`);
    expect(alicesGroups).toMatchObject({ status: 200, body: { memberOf: [] } });
  });

  it('answers 404 for a group that does not exist', async () => {
    const ghost = unique('ghost');
    expect((await getGroup(ghost)).status).toBe(404);
    expect((await bed.root.delete(`/group${byName(ghost)}`)).status).toBe(404);
    expect((await bed.root.put(`/group${byName(ghost)}`, { members: [], status: 'enabled' })).status).toBe(404);
  });
});

describe('groups as a persona that manages users and groups but not policies', () => {
  it('creates and edits groups, but MinIO refuses setting their policies with a 403', async () => {
    const manager = await loginPersona(bed, 'user-manager');
    const [alice] = await twoUsers();
    const group = unique('grp');
    bed.cleanup.group(group);
    expect((await manager.post('/groups', { group, members: [alice] })).status).toBe(201);
    expect((await manager.put(`/group${byName(group)}`, { members: [], status: 'disabled' })).status).toBe(200);
    const refused = await manager.put('/set-policy', {
      name: ['consoleAdmin'],
      entityName: group,
      entityType: 'group',
    });
    expect(refused).toMatchObject({ status: 403, body: { message: 'Access Denied.' } });
    expect((await getGroup(group)).body).toMatchObject({ status: 'disabled', members: [], policy: '' });
  });
});
