import { bucketReadPolicy, byName, createUser, loginPersona, iamTestBed, unique, type Schemas } from './iam-fixture';

const bed = iamTestBed();

/** Creates a policy through the API (the JSON editor's Save), removed at the end. */
async function savePolicy(name: string, policy = bucketReadPolicy(unique('bucket'))) {
  const saved = await bed.root.post<Schemas['Policy']>('/policies', { name, policy });
  expect(saved.status).toBe(201);
  bed.cleanup.policy(name);
  return saved.body;
}

describe('policies as root', () => {
  it('creates, lists, reads, replaces and deletes a policy', async () => {
    const name = unique('pol');
    const saved = await savePolicy(name, bucketReadPolicy('first'));
    expect(JSON.parse(saved.policy)).toMatchObject({ Version: '2012-10-17' });

    const list = await bed.root.get<Schemas['PolicyList']>('/policies');
    expect(list.body.policies).toEqual(expect.arrayContaining([{ name }, { name: 'readwrite' }]));
    const limited = await bed.root.get<Schemas['PolicyList']>('/policies?limit=1');
    expect(limited.body.policies).toHaveLength(1);

    await bed.root.post('/policies', { name, policy: bucketReadPolicy('second') });
    const read = await bed.root.get<Schemas['Policy']>(`/policy${byName(name)}`);
    expect(read.status).toBe(200);
    expect(read.body.name).toBe(name);
    expect(JSON.parse(read.body.policy)).toMatchObject({
      Statement: [{ Effect: 'Allow', Action: ['s3:GetObject'], Resource: ['arn:aws:s3:::second/*'] }],
    });

    expect((await bed.root.delete(`/policy${byName(name)}`)).status).toBe(204);
    expect(await bed.root.get(`/policy${byName(name)}`)).toMatchObject({ status: 404 });
  });

  it.each([
    ['text that is not JSON', '{"Version": "2012-10-17", "Statement": [', /not valid JSON/],
    ['a document without Version', JSON.stringify({ Statement: [] }), /no "Version"/],
    ['a document without Statement', JSON.stringify({ Version: '2012-10-17' }), /no "Statement"/],
    ['a JSON value that is not a document', '[1, 2]', /must be a JSON object/],
  ])('refuses %s with a 400 naming the problem, and saves nothing', async (_case, policy, problem) => {
    const name = unique('bad-pol');
    const res = await bed.root.post('/policies', { name, policy });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Invalid policy document');
    expect(res.body.detailedMessage).toMatch(problem);
    expect((await bed.root.get(`/policy${byName(name)}`)).status).toBe(404);
  });

  it("passes on MinIO's refusal of a document it cannot use", async () => {
    const policy = JSON.stringify({
      Version: '2012-10-17',
      Statement: [{ Effect: 'Allow', Action: ['s3:NoSuchAction'], Resource: ['arn:aws:s3:::x/*'] }],
    });
    const res = await bed.root.post('/policies', { name: unique('bad-pol'), policy });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/s3:NoSuchAction/);
  });

  it('refuses a policy name the contract does not allow', async () => {
    const res = await bed.root.post('/policies', { name: 'has space', policy: bucketReadPolicy('x') });
    expect(res.status).toBe(400);
    expect(res.body.detailedMessage).toMatch(/name/);
  });

  it('lists the users and groups a policy is attached to, and sets the policies of each', async () => {
    const name = unique('pol');
    await savePolicy(name);
    const { accessKey: user } = await createUser(bed, unique('pol-user'));
    const group = unique('pol-group');
    expect((await bed.root.post('/groups', { group, members: [] })).status).toBe(201);
    bed.cleanup.group(group);

    for (const [entityType, entityName] of [
      ['user', user],
      ['group', group],
    ]) {
      const set = await bed.root.put('/set-policy', { name: [name, 'readonly'], entityName, entityType });
      expect(set.status).toBe(204);
    }
    expect((await bed.root.get<Schemas['User']>(`/user${byName(user)}`)).body.policy.sort()).toEqual(
      [name, 'readonly'].sort(),
    );
    expect(await bed.root.get(`/policies/${name}/users`)).toEqual({ status: 200, body: { users: [user] } });
    expect(await bed.root.get(`/policies/${name}/groups`)).toEqual({ status: 200, body: { groups: [group] } });

    await bed.root.put('/set-policy', { name: [], entityName: user, entityType: 'user' });
    expect((await bed.root.get<Schemas['User']>(`/user${byName(user)}`)).body.policy).toEqual([]);
    expect(await bed.root.get(`/policies/${name}/users`)).toEqual({ status: 200, body: { users: [] } });
  });

  it('refuses to attach a policy that does not exist', async () => {
    const { accessKey: user } = await createUser(bed, unique('pol-user'));
    const res = await bed.root.put('/set-policy', { name: [unique('ghost')], entityName: user, entityType: 'user' });
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(/policy does not exist/);
  });

  it('says that a user is disabled when MinIO refuses to set its policies as "no such user"', async () => {
    const { accessKey: user } = await createUser(bed, unique('pol-user'));
    await bed.root.put(`/user${byName(user)}`, { status: 'disabled', groups: [] });
    const res = await bed.root.put('/set-policy', { name: ['readonly'], entityName: user, entityType: 'user' });
    expect(res).toMatchObject({ status: 409, body: { message: `User '${user}' is disabled` } });
  });

  it('refuses to delete a policy in use with a 409 naming who has it, and keeps it', async () => {
    const name = unique('pol');
    await savePolicy(name);
    const { accessKey: user } = await createUser(bed, unique('pol-user'));
    const group = unique('pol-group');
    await bed.root.post('/groups', { group, members: [] });
    bed.cleanup.group(group);
    await bed.root.put('/set-policy', { name: [name], entityName: user, entityType: 'user' });
    await bed.root.put('/set-policy', { name: [name], entityName: group, entityType: 'group' });

    const res = await bed.root.delete(`/policy${byName(name)}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(`Policy '${name}' is in use and cannot be deleted`);
    expect(res.body.detailedMessage).toBe(
      `It is attached to users '${user}' and groups '${group}': detach it from them first.`,
    );
    expect((await bed.root.get(`/policy${byName(name)}`)).status).toBe(200);

    await bed.root.put('/set-policy', { name: [], entityName: user, entityType: 'user' });
    await bed.root.put('/set-policy', { name: [], entityName: group, entityType: 'group' });
    expect((await bed.root.delete(`/policy${byName(name)}`)).status).toBe(204);
  });

  it('answers 404 for a policy that does not exist (MinIO alone would answer success)', async () => {
    const res = await bed.root.delete(`/policy${byName(unique('ghost'))}`);
    expect(res.status).toBe(404);
  });
});

describe('policies as a persona that may only read them', () => {
  it('lists and reads policies, but MinIO refuses saving, deleting and attaching with a 403', async () => {
    const reader = await loginPersona(bed, 'policy-reader');
    const name = unique('pol');
    await savePolicy(name);

    expect((await reader.get<Schemas['PolicyList']>('/policies')).body.policies).toContainEqual({ name });
    expect((await reader.get(`/policy${byName(name)}`)).status).toBe(200);
    expect((await reader.get(`/policies/${name}/users`)).status).toBe(200);

    for (const refused of [
      await reader.post('/policies', { name, policy: bucketReadPolicy('elsewhere') }),
      await reader.delete(`/policy${byName(name)}`),
      await reader.put('/set-policy', { name: ['consoleAdmin'], entityName: reader.user, entityType: 'user' }),
    ]) {
      expect(refused).toMatchObject({ status: 403, body: { code: 403, message: 'Access Denied.' } });
    }
    const unchanged = await bed.root.get<Schemas['Policy']>(`/policy${byName(name)}`);
    expect(unchanged.body.policy).not.toContain('elsewhere');
  });
});
