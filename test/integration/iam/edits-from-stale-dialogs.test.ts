import type { Schema } from '@contract/shared/contract-types';
import { consoleFixture } from '@test/support/fixtures';
import { unique } from '@test/support/unique';
import { byName } from './iam-fixture';

/**
 * Two administrators editing the same user or group: a dialog (or the status toggle) opened before another admin's
 * change sends what it showed as `previous`, and only its own change is applied to what MinIO has at save time.
 */
const world = consoleFixture();

const getUser = async (name: string) => (await world.root.GET('/api/v1/user', byName(name))).data!;
const getGroup = async (name: string) => (await world.root.GET('/api/v1/group', byName(name))).data!;
const editUser = (name: string, body: Schema<'UpdateUserRequest'>) =>
  world.root.PUT('/api/v1/user', { ...byName(name), body });
const editGroup = (name: string, body: Schema<'UpdateGroupRequest'>) =>
  world.root.PUT('/api/v1/group', { ...byName(name), body });
const setPolicies = (body: Schema<'SetPoliciesRequest'>) => world.root.PUT('/api/v1/set-policy', { body });

async function createGroup(members: string[] = []): Promise<string> {
  const group = unique('grp');
  world.cleanup.group(group);
  expect((await world.root.POST('/api/v1/groups', { body: { group, members } })).status).toBe(201);
  return group;
}

describe('edits saved from a dialog opened before another admin changed the same user or group', () => {
  it('keeps a group another admin added the user to, and the status they set, when groups are edited', async () => {
    const { accessKey: user } = await world.user(unique('stale'));
    const [first, second] = [await createGroup(), await createGroup()];
    expect((await editUser(user, { status: 'enabled', groups: [first] })).status).toBe(200);
    const opened = await getUser(user);

    // Another admin adds the user to the second group and disables it.
    expect((await editUser(user, { status: 'disabled', groups: [first, second] })).status).toBe(200);

    // The stale "Add to Groups" dialog takes the user out of the first group.
    const previous = { status: opened.status, groups: [...(opened.memberOf ?? [])] };
    expect((await editUser(user, { status: opened.status, groups: [], previous })).status).toBe(200);
    expect(await getUser(user)).toMatchObject({ memberOf: [second], status: 'disabled' });

    // The stale status toggle enables the user: the groups stay as they are now.
    const toggle: Schema<'UpdateUserRequest'> = {
      status: 'enabled',
      groups: [first],
      previous: { status: 'disabled', groups: [first] },
    };
    expect((await editUser(user, toggle)).status).toBe(200);
    expect(await getUser(user)).toMatchObject({ memberOf: [second], status: 'enabled' });
  });

  it('keeps a member another admin added, and the status they set, when members are edited', async () => {
    const [alice, bob, carol] = await Promise.all(
      ['a', 'b', 'c'].map(async (n) => (await world.user(unique(n))).accessKey),
    );
    const group = await createGroup([alice!]);
    const opened = await getGroup(group);
    expect((await editGroup(group, { members: [alice!, bob!], status: 'disabled' })).status).toBe(200);

    const previous = { members: [...opened.members], status: opened.status };
    const saved = await editGroup(group, { members: [alice!, carol!], status: opened.status, previous });
    expect(saved.status).toBe(200);
    expect(await getGroup(group)).toMatchObject({ members: [alice, bob, carol].sort(), status: 'disabled' });
  });

  it('keeps a policy another admin attached, also when both dialogs save at once', async () => {
    const { accessKey: user } = await world.user(unique('pol'));
    expect((await setPolicies({ name: ['readonly'], entityName: user, entityType: 'user' })).status).toBe(204);
    const opened = ['readonly'];
    const saved = await Promise.all(
      ['writeonly', 'diagnostics', 'consoleAdmin'].map((added) =>
        setPolicies({ name: [...opened, added], entityName: user, entityType: 'user', previous: opened }),
      ),
    );
    expect(saved.map((answer) => answer.status)).toEqual([204, 204, 204]);
    const attached = async () => [...((await getUser(user)).policy ?? [])].sort();
    expect(await attached()).toEqual(['consoleAdmin', 'diagnostics', 'readonly', 'writeonly']);

    // A stale dialog that unticks readonly leaves the others alone.
    const unticked = await setPolicies({ name: [], entityName: user, entityType: 'user', previous: opened });
    expect(unticked.status).toBe(204);
    expect(await attached()).toEqual(['consoleAdmin', 'diagnostics', 'writeonly']);
  });
});
