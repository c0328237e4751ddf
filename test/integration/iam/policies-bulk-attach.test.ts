import type { Schema } from '@contract/shared/contract-types';
import { dataOf } from '@test/support/api-client';
import { consoleFixture } from '@test/support/fixtures';
import { unique } from '@test/support/unique';
import { byName } from './iam-fixture';

/** MinIO Console v1.7.6's bulk policy: attach policies to many users and groups at once. */
const world = consoleFixture();

const attach = (body: Schema<'AttachPoliciesBulkRequest'>) => world.root.POST('/api/v1/policies-attach', { body });
const userPolicies = async (user: string) => (await world.root.GET('/api/v1/user', byName(user))).data?.policy;
/** A group's policies (the group answer lists them comma-separated, as MinIO does). */
const groupPolicies = async (group: string) =>
  ((await world.root.GET('/api/v1/group', byName(group))).data?.policy ?? '').split(',').filter(Boolean);

async function createGroup(): Promise<string> {
  const group = unique('grp');
  world.cleanup.group(group);
  expect((await world.root.POST('/api/v1/groups', { body: { group, members: [] } })).status).toBe(201);
  return group;
}

describe('attach policies to many users and groups', () => {
  it('adds the policies to each, keeping what they had, and reports each principal', async () => {
    const [first, second] = [(await world.user(unique('usr'))).accessKey, (await world.user(unique('usr'))).accessKey];
    const group = await createGroup();
    expect(
      (
        await world.root.PUT('/api/v1/set-policy', {
          body: { name: ['diagnostics'], entityName: first, entityType: 'user' },
        })
      ).status,
    ).toBe(204);

    const answer = await attach({ policies: ['readonly', 'writeonly'], users: [first, second], groups: [group] });
    expect(dataOf(answer).results).toEqual([
      { entityType: 'user', entityName: first, status: 'attached' },
      { entityType: 'user', entityName: second, status: 'attached' },
      { entityType: 'group', entityName: group, status: 'attached' },
    ]);
    expect([...((await userPolicies(first)) ?? [])].sort()).toEqual(['diagnostics', 'readonly', 'writeonly']);
    expect([...((await userPolicies(second)) ?? [])].sort()).toEqual(['readonly', 'writeonly']);
    expect((await groupPolicies(group)).sort()).toEqual(['readonly', 'writeonly']);

    const again = await attach({ policies: ['readonly'], users: [second] });
    expect(dataOf(again).results).toEqual([{ entityType: 'user', entityName: second, status: 'unchanged' }]);
  });

  it('reports a principal MinIO refuses and still changes the others', async () => {
    const user = (await world.user(unique('usr'))).accessKey;
    const ghost = unique('ghost');
    const answer = await attach({ policies: ['readonly'], users: [ghost, user] });
    const [missing, done] = dataOf(answer).results;
    expect(missing).toMatchObject({ entityType: 'user', entityName: ghost, status: 'failed' });
    expect(missing?.error).toMatch(/does not exist/i);
    expect(done).toEqual({ entityType: 'user', entityName: user, status: 'attached' });
    expect(await userPolicies(user)).toEqual(['readonly']);
  });

  it('refuses an unknown policy (404) and an empty choice (400), changing nothing', async () => {
    const user = (await world.user(unique('usr'))).accessKey;
    const unknown = unique('nopolicy');
    const refused = await attach({ policies: ['readonly', unknown], users: [user] });
    expect(refused.status).toBe(404);
    expect(await userPolicies(user)).toEqual([]);
    const empty = await attach({ policies: ['readonly'], users: [], groups: [] });
    expect(empty).toMatchObject({ status: 400, error: { message: 'Choose at least one user or group' } });
    const noPolicy = await attach({ policies: [], users: [user] });
    expect(noPolicy.status).toBe(400);
    expect(noPolicy.error?.message).toBeTruthy();
  });
});
