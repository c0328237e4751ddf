import { randomBytes } from 'node:crypto';
import { seal } from './sealed-box';
import { SessionManager } from './session-manager';

const credentials = { accessKey: 'TMPKEY', secretKey: 'tmp-secret', sessionToken: 'tok' };
const hour = 3_600_000;

describe('SessionManager', () => {
  let now = 1_700_000_000_000;
  const key = randomBytes(32);
  const manager = () => new SessionManager(key, { durationMs: 12 * hour, idleMs: hour }, () => now);
  const login = (m: SessionManager, notAfter?: number) =>
    m.create({ kind: 'minio', user: 'alice', loginMethod: 'form', credentials, ...(notAfter ? { notAfter } : {}) });

  beforeEach(() => (now = 1_700_000_000_000));

  it('opens the cookie it created', () => {
    const m = manager();
    const { cookie, session } = login(m);
    expect(m.read(cookie)).toEqual({ session });
    expect(session.exp - session.iat).toBe(12 * hour);
  });

  it('gives every login a new session id', () => {
    const m = manager();
    expect(login(m).session.sid).not.toBe(login(m).session.sid);
  });

  it('bounds the session by the credentials expiry', () => {
    const { session } = login(manager(), now + hour);
    expect(session.exp).toBe(now + hour);
  });

  it('ends a session at its absolute expiry even when it is used', () => {
    const m = manager();
    let { cookie } = login(m);
    for (let i = 0; i < 13; i += 1) {
      now += hour - 1000;
      const read = m.read(cookie);
      if ('problem' in read) {
        expect(read.problem).toBe('expired');
        return;
      }
      cookie = m.touch(read.session) ?? cookie;
    }
    throw new Error('the session never expired');
  });

  it('ends an idle session, and touching it keeps it alive', () => {
    const m = manager();
    const { cookie, session } = login(m);
    now += 30 * 60_000;
    const touched = m.touch(session);
    expect(touched).toBeDefined();
    now += 50 * 60_000;
    expect(m.read(cookie)).toEqual({ problem: 'idle' });
    expect('session' in m.read(touched)).toBe(true);
  });

  it('makes a revoked cookie unusable at once', () => {
    const m = manager();
    const { cookie, session } = login(m);
    m.revoke(session);
    expect(m.read(cookie)).toEqual({ problem: 'revoked' });
  });

  it('refuses a cookie sealed with another key, a missing one, and a sealed non-session', () => {
    const m = manager();
    const foreign = new SessionManager(randomBytes(32), { durationMs: hour, idleMs: hour }, () => now);
    expect(m.read(login(foreign).cookie)).toEqual({ problem: 'invalid' });
    expect(m.read(undefined)).toEqual({ problem: 'missing' });
    expect(m.read(seal({ hello: 'world' }, key))).toEqual({ problem: 'invalid' });
  });
});
