import type { Schema } from '@contract/shared/contract-types';
import type { ApiClient } from '@test/support/api-client';
import { jsonHeaders } from '@test/support/app-under-test';
import { consoleFixture } from '@test/support/fixtures';
import { unique } from '@test/support/unique';
import { byName, iamPersona } from './iam-fixture';

const world = consoleFixture();

/** The status of a login attempt: 204 when MinIO accepts the keys. */
const loginStatus = async (accessKey: string, secretKey: string) =>
  (
    await fetch(`${world.app.base}/api/v1/login`, {
      method: 'POST',
      headers: jsonHeaders,
      body: JSON.stringify({ accessKey, secretKey }),
    })
  ).status;

const changeUserPassword = (body: Schema<'ChangeUserPasswordRequest'>) =>
  world.root.POST('/api/v1/account/change-user-password', { body });
const setStatus = (accessKey: string, status: 'enabled' | 'disabled') =>
  world.root.PUT('/api/v1/user', { ...byName(accessKey), body: { status, groups: [] } });

describe("changing another user's password (admin)", () => {
  it('sets the new password and keeps the user disabled when it was', async () => {
    const user = await world.user(unique('pw-user'));
    await setStatus(user.accessKey, 'disabled');
    const res = await changeUserPassword({ selectedUser: user.accessKey, newSecretKey: 'brand-new-secret' });
    expect(res.status).toBe(204);
    expect((await world.root.GET('/api/v1/user', byName(user.accessKey))).data?.status).toBe('disabled');

    await setStatus(user.accessKey, 'enabled');
    expect(await loginStatus(user.accessKey, 'brand-new-secret')).toBe(204);
    expect(await loginStatus(user.accessKey, user.secretKey)).toBe(401);
  });

  it('answers 404 for a user that does not exist, and does not create it', async () => {
    const ghost = unique('ghost');
    const res = await changeUserPassword({ selectedUser: ghost, newSecretKey: 'secret-1234' });
    expect(res.status).toBe(404);
    expect((await world.root.GET('/api/v1/user', byName(ghost))).status).toBe(404);
  });

  it("refuses a password under 8 characters with the spec's message", async () => {
    const user = await world.user(unique('pw-user'));
    const res = await changeUserPassword({ selectedUser: user.accessKey, newSecretKey: '1234567' });
    expect(res).toMatchObject({ status: 400, error: { message: 'Passwords must be at least 8 characters long' } });
    expect(await loginStatus(user.accessKey, user.secretKey)).toBe(204);
  });

  it('sends the logged-in user to Change Password, which needs the current one', async () => {
    const res = await changeUserPassword({ selectedUser: world.minio.accessKey, newSecretKey: 'whatever-123' });
    expect(res).toMatchObject({ status: 400, error: { message: 'Use Change Password to change your own password' } });
  });
});

describe('changing your own password', () => {
  const changePassword = (user: ApiClient, current: string, next: string) =>
    user.POST('/api/v1/account/change-password', { body: { current_secret_key: current, new_secret_key: next } });

  it('needs the right current password, then changes it and the session continues', async () => {
    const me = await world.persona(iamPersona('self-service'), 'self-service');
    const wrong = await changePassword(me, 'not-my-password', 'my-new-password');
    expect(wrong).toMatchObject({ status: 400, error: { message: 'The current password is not correct' } });
    const short = await changePassword(me, me.secretKey, 'short');
    expect(short).toMatchObject({ status: 400, error: { message: 'Passwords must be at least 8 characters long' } });

    const changed = await changePassword(me, me.secretKey, 'my-new-password');
    expect(changed.status).toBe(204);
    // The session's temporary keys stay valid in MinIO until they expire.
    expect((await me.GET('/api/v1/session')).status).toBe(200);
    expect((await me.GET('/api/v1/service-accounts')).status).toBe(200);
    expect(await loginStatus(me.user, me.secretKey)).toBe(401);
    expect(await loginStatus(me.user, 'my-new-password')).toBe(204);
  });

  it('counts wrong current passwords like failed logins and then answers 429', async () => {
    const me = await world.persona(iamPersona('self-service'), 'self-service');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await changePassword(me, 'guess', 'my-new-password')).status);
    expect(statuses).toEqual([...Array<number>(10).fill(400), 429]);
  });

  it("refuses root, whose keys come from the server's environment", async () => {
    const res = await changePassword(world.root, world.minio.secretKey, 'whatever-123');
    expect(res).toMatchObject({ status: 403, error: { message: 'Your password cannot be changed here' } });
    expect(await loginStatus(world.minio.accessKey, world.minio.secretKey)).toBe(204);
  });
});
