import { randomBytes } from 'node:crypto';
import { CSRF_HEADER, CSRF_VALUE } from '../../backend/src/platform/http/csrf';
import { SessionManager } from '../../backend/src/platform/session/session-manager';
import { freePort } from '../world/ports';
import { startApp, type AppUnderTest } from './app-under-test';

/** The real app with no storage server behind it, and the headers of a page logged in to it. */
export interface OfflineApp extends AppUnderTest {
  /** The session cookie and the CSRF header of a logged-in page. */
  readonly loggedIn: Readonly<Record<string, string>>;
}

/**
 * The real app whose MinIO is a port just bound and closed, so whatever listens on the default port (the MinIO
 * `npm start` leaves on 127.0.0.1:9000) never answers these tests; calls that reach MinIO get a 503. The session is
 * a cookie sealed with the app's own key, as good as a login's, so no storage server is needed to get one.
 */
export async function startOfflineApp(env: Record<string, string> = {}): Promise<OfflineApp> {
  const sessionKey = randomBytes(32);
  const app = await startApp({ CONSOLE_MINIO_SERVER: `http://127.0.0.1:${await freePort()}`, ...env }, sessionKey);
  const { cookie } = new SessionManager(sessionKey, { durationMs: 3_600_000, idleMs: 3_600_000 }).create({
    kind: 'minio',
    user: 'offline-test',
    loginMethod: 'form',
    credentials: { accessKey: 'offline-test', secretKey: 'unused', sessionToken: 'unused' },
  });
  return { ...app, loggedIn: { cookie: `oc-session=${encodeURIComponent(cookie)}`, [CSRF_HEADER]: CSRF_VALUE } };
}
