import { randomBytes } from 'node:crypto';
import { jsonHeaders, startApp, type AppUnderTest } from '@test/support/app-under-test';
import { freePort } from '@test/world/ports';
import { SessionManager } from '@platform/session/session-manager';

/**
 * Which mode answers what: operator mode takes over the login operations and GET /session, console mode keeps them
 * and refuses the operator ones with a 400 that says why. Sessions are sealed with the app's own key, and every
 * answer here is decided before MinIO or the API server would be called, so neither needs to exist.
 */
type NewSession = Parameters<SessionManager['create']>[0];

const minioSession: NewSession = {
  kind: 'minio',
  user: 'mode-test',
  loginMethod: 'form',
  credentials: { accessKey: 'mode-test', secretKey: 'unused', sessionToken: 'unused' },
};
const operatorSession: NewSession = { kind: 'operator', jwt: 'header.payload.signature' };

interface ModeApp {
  readonly app: AppUnderTest;
  call(method: string, path: string, init?: { body?: unknown; session?: NewSession }): Promise<Answer>;
}

interface Answer {
  readonly status: number;
  readonly body: unknown;
}

async function startMode(env: Record<string, string>): Promise<ModeApp> {
  const sessionKey = randomBytes(32);
  // Ports just bound and closed: nothing answers there, so a call that reached a server would fail differently.
  const nowhere = `http://127.0.0.1:${await freePort()}`;
  const app = await startApp({ CONSOLE_MINIO_SERVER: nowhere, ...env }, sessionKey);
  const sessions = new SessionManager(sessionKey, { durationMs: 3_600_000, idleMs: 3_600_000 });
  return {
    app,
    call: async (method, path, { body, session } = {}) => {
      const cookie: Record<string, string> = session
        ? { Cookie: `oc-session=${encodeURIComponent(sessions.create(session).cookie)}` }
        : {};
      const res = await fetch(`${app.base}/api/v1${path}`, {
        method,
        headers: { ...jsonHeaders, ...cookie },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, body: text ? (JSON.parse(text) as unknown) : undefined };
    },
  };
}

const refusal = (status: number, message: string) => ({
  status,
  body: expect.objectContaining({ message }) as unknown,
});

describe('console mode', () => {
  let mode: ModeApp;
  beforeAll(async () => {
    mode = await startMode({});
  });
  afterAll(() => mode.app.close());

  it('offers the key login and refuses the token login', async () => {
    expect(await mode.call('GET', '/login')).toEqual({ status: 200, body: { loginStrategy: 'form' } });
    expect(await mode.call('POST', '/login/operator', { body: { jwt: 'a.b.c' } })).toEqual(
      refusal(400, 'Operator login is not available'),
    );
  });

  it('asks for a session before the tenant operations, then refuses a MinIO session with a 400', async () => {
    expect((await mode.call('GET', '/tenants')).status).toBe(401);
    const asMinioUser = { session: minioSession };
    expect(await mode.call('GET', '/tenants', asMinioUser)).toEqual(refusal(400, 'Only available in operator mode'));
    expect(await mode.call('GET', '/namespaces/ns/tenants/t/pods', asMinioUser)).toEqual(
      refusal(400, 'Only available in operator mode'),
    );
  });

  it('answers GET /session with the console handler, which needs a MinIO session', async () => {
    expect(await mode.call('GET', '/session', { session: operatorSession })).toEqual(
      refusal(400, 'Not available in operator mode'),
    );
  });
});

describe('operator mode', () => {
  let mode: ModeApp;
  beforeAll(async () => {
    mode = await startMode({
      CONSOLE_OPERATOR_MODE: 'on',
      CONSOLE_K8S_API_SERVER: `https://127.0.0.1:${await freePort()}`,
    });
  });
  afterAll(() => mode.app.close());

  it('asks for a token and refuses the key login, without a session', async () => {
    expect(await mode.call('GET', '/login')).toEqual({ status: 200, body: { loginStrategy: 'service-account' } });
    expect(await mode.call('POST', '/login', { body: { accessKey: 'a', secretKey: 'b' } })).toEqual(
      refusal(400, 'Not available in operator mode'),
    );
  });

  it('answers GET /session with the operator handler, which needs an operator session', async () => {
    expect(await mode.call('GET', '/session', { session: minioSession })).toEqual(
      refusal(400, 'Only available in operator mode'),
    );
  });

  it('keeps logout, and refuses the console operations that need MinIO', async () => {
    expect(await mode.call('POST', '/logout', { session: operatorSession })).toEqual({ status: 204, body: undefined });
    const asOperator = { session: operatorSession };
    const ask = { actions: [{ id: 'a', action: 's3:ListBucket' }] };
    expect(await mode.call('POST', '/has-permission', { ...asOperator, body: ask })).toEqual(
      refusal(400, 'Not available in operator mode'),
    );
    expect(await mode.call('POST', '/service/restart', asOperator)).toEqual(
      refusal(400, 'Not available in operator mode'),
    );
  });
});
