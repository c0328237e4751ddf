import type { ApiClient } from '@test/support/api-client';
import { consoleFixture } from '@test/support/fixtures';
import { unique } from '@test/support/unique';
import { iamPersona } from './iam-fixture';

const world = consoleFixture();

const endSessionsOf = (caller: ApiClient, user: string) =>
  caller.POST('/api/v1/user/{user}/sessions/end', { params: { path: { user } } });
/** Whether a console session still works: a call that reaches MinIO with its keys. */
const works = async (session: ApiClient) => (await session.GET('/api/v1/service-accounts')).status;

describe("ending a user's sessions (administrator)", () => {
  it('ends every console session of the user at once, and the user can log in again', async () => {
    const user = await world.persona(iamPersona('self-service'), 'ended');
    const second = await world.login(user.user, user.secretKey);
    expect([await works(user), await works(second)]).toEqual([200, 200]);

    expect((await endSessionsOf(world.root, user.user)).status).toBe(204);

    expect([await works(user), await works(second)]).toEqual([401, 401]);
    const again = await world.login(user.user, user.secretKey);
    expect(await works(again)).toBe(200);
  });

  it("leaves other users' sessions alone", async () => {
    const ended = await world.persona(iamPersona('self-service'), 'ended');
    const bystander = await world.persona(iamPersona('self-service'), 'bystander');
    expect((await endSessionsOf(world.root, ended.user)).status).toBe(204);
    expect(await works(bystander)).toBe(200);
  });

  it('answers 404 for an unknown user, 400 for oneself, 403 without the right', async () => {
    expect((await endSessionsOf(world.root, unique('ghost'))).status).toBe(404);
    expect(await endSessionsOf(world.root, world.minio.accessKey)).toMatchObject({
      status: 400,
      error: { message: 'Use Log out everywhere to end your own sessions' },
    });
    const plain = await world.persona(iamPersona('self-service'), 'plain');
    const target = await world.persona(iamPersona('self-service'), 'target');
    expect((await endSessionsOf(plain, target.user)).status).toBe(403);
    expect(await works(target)).toBe(200);
  });

  it("ends the user's sessions with a password change when asked", async () => {
    const user = await world.persona(iamPersona('self-service'), 'pw-ended');
    const res = await world.root.POST('/api/v1/account/change-user-password', {
      body: { selectedUser: user.user, newSecretKey: 'brand-new-secret', endSessions: true },
    });
    expect(res.status).toBe(204);
    expect(await works(user)).toBe(401);
    expect(await works(await world.login(user.user, 'brand-new-secret'))).toBe(200);
  });
});

describe('log out everywhere', () => {
  it("ends this session and the user's other sessions, and clears the cookie", async () => {
    const me = await world.persona(iamPersona('self-service'), 'everywhere');
    const other = await world.login(me.user, me.secretKey);
    const res = await me.fetch('/api/v1/account/sessions/end', { method: 'POST' });
    expect(res.status).toBe(204);
    expect(res.headers.get('set-cookie')).toMatch(/^oc-session=;.*Max-Age=0/);
    expect([await works(me), await works(other)]).toEqual([401, 401]);
    expect(await works(await world.login(me.user, me.secretKey))).toBe(200);
  });
});
