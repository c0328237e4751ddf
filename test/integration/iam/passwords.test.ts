import { jsonHeaders } from '../../support/app-under-test';
import { byName, createUser, iamTestBed, loginPersona, unique, type Schemas } from './iam-fixture';

const bed = iamTestBed();

/** The status of a login attempt: 204 when MinIO accepts the keys. */
const loginStatus = async (accessKey: string, secretKey: string) =>
  (
    await fetch(`${bed.app.base}/api/v1/login`, {
      method: 'POST',
      headers: jsonHeaders,
      body: JSON.stringify({ accessKey, secretKey }),
    })
  ).status;

describe("changing another user's password (admin)", () => {
  it('sets the new password and keeps the user disabled when it was', async () => {
    const user = await createUser(bed, unique('pw-user'));
    await bed.root.put(`/user${byName(user.accessKey)}`, { status: 'disabled', groups: [] });
    const res = await bed.root.post('/account/change-user-password', {
      selectedUser: user.accessKey,
      newSecretKey: 'brand-new-secret',
    });
    expect(res.status).toBe(204);
    expect((await bed.root.get<Schemas['User']>(`/user${byName(user.accessKey)}`)).body.status).toBe('disabled');

    await bed.root.put(`/user${byName(user.accessKey)}`, { status: 'enabled', groups: [] });
    expect(await loginStatus(user.accessKey, 'brand-new-secret')).toBe(204);
    expect(await loginStatus(user.accessKey, user.secretKey)).toBe(401);
  });

  it('answers 404 for a user that does not exist, and does not create it', async () => {
    const ghost = unique('ghost');
    const res = await bed.root.post('/account/change-user-password', {
      selectedUser: ghost,
      newSecretKey: 'secret-1234',
    });
    expect(res.status).toBe(404);
    expect((await bed.root.get(`/user${byName(ghost)}`)).status).toBe(404);
  });

  it("refuses a password under 8 characters with the spec's message", async () => {
    const user = await createUser(bed, unique('pw-user'));
    const res = await bed.root.post('/account/change-user-password', {
      selectedUser: user.accessKey,
      newSecretKey: '1234567',
    });
    expect(res).toMatchObject({ status: 400, body: { message: 'Passwords must be at least 8 characters long' } });
    expect(await loginStatus(user.accessKey, user.secretKey)).toBe(204);
  });

  it('sends the logged-in user to Change Password, which needs the current one', async () => {
    const res = await bed.root.post('/account/change-user-password', {
      selectedUser: bed.minio.accessKey,
      newSecretKey: 'whatever-123',
    });
    expect(res).toMatchObject({ status: 400, body: { message: 'Use Change Password to change your own password' } });
  });
});

describe('changing your own password', () => {
  it('needs the right current password, then changes it and the session continues', async () => {
    const me = await loginPersona(bed, 'self-service');
    const wrong = await me.post('/account/change-password', {
      current_secret_key: 'not-my-password',
      new_secret_key: 'my-new-password',
    });
    expect(wrong).toMatchObject({ status: 400, body: { message: 'The current password is not correct' } });
    const short = await me.post('/account/change-password', {
      current_secret_key: me.persona.secretKey,
      new_secret_key: 'short',
    });
    expect(short).toMatchObject({ status: 400, body: { message: 'Passwords must be at least 8 characters long' } });

    const changed = await me.post('/account/change-password', {
      current_secret_key: me.persona.secretKey,
      new_secret_key: 'my-new-password',
    });
    expect(changed.status).toBe(204);
    // The session's temporary keys stay valid in MinIO until they expire.
    expect((await me.get('/session')).status).toBe(200);
    expect((await me.get('/service-accounts')).status).toBe(200);
    expect(await loginStatus(me.user, me.persona.secretKey)).toBe(401);
    expect(await loginStatus(me.user, 'my-new-password')).toBe(204);
  });

  it('counts wrong current passwords like failed logins and then answers 429', async () => {
    const me = await loginPersona(bed, 'self-service');
    const attempt = () =>
      me.post('/account/change-password', { current_secret_key: 'guess', new_secret_key: 'my-new-password' });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await attempt()).status);
    expect(statuses).toEqual([...Array<number>(10).fill(400), 429]);
  });

  it("refuses root, whose keys come from the server's environment", async () => {
    const res = await bed.root.post('/account/change-password', {
      current_secret_key: bed.minio.secretKey,
      new_secret_key: 'whatever-123',
    });
    expect(res).toMatchObject({ status: 403, body: { message: 'Your password cannot be changed here' } });
    expect(await loginStatus(bed.minio.accessKey, bed.minio.secretKey)).toBe(204);
  });
});
