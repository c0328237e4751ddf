import { loadWorld, need, type MinioServer } from '../world/state';
import { logIn, type ApiClient } from './api-client';
import { startApp, type AppUnderTest } from './app-under-test';
import { MinioCleanup } from './cleanup';
import { makeBucket } from './minio-root';
import { createPolicyUser, createUser, type Keys, type PersonaPolicy, type PolicyUser } from './personas';
import { uniqueBucket } from './unique';

/** A MinIO user holding one policy, logged in to the app under test. */
export type Persona = ApiClient & PolicyUser;

/**
 * The vocabulary of an integration test file: the app under test against one MinIO of the world, root logged in,
 * and what a test makes (users, personas, buckets), removed when the file ends.
 */
export interface ConsoleFixture {
  readonly minio: MinioServer;
  readonly app: AppUnderTest;
  readonly root: ApiClient;
  readonly cleanup: MinioCleanup;
  /** Logs keys in to the app under test (fails unless the login succeeds). */
  login(accessKey: string, secretKey: string): Promise<ApiClient>;
  /** A user without any policy, removed at the end. */
  user(accessKey?: string, secretKey?: string): Promise<Keys>;
  /** A user holding only `policy`, logged in; the user (and a policy made for it) removed at the end. */
  persona(policy: PersonaPolicy, label?: string): Promise<Persona>;
  /** A bucket made in MinIO as root (set-up, not the feature under test), removed with all it holds at the end. */
  bucket(label: string, options?: { readonly versioning?: boolean; readonly locking?: boolean }): Promise<string>;
  /** A fresh bucket name for a test to create (on `server`, by default this MinIO); removed at the end if it exists. */
  bucketName(label: string, server?: MinioServer): string;
}

export interface ConsoleFixtureOptions {
  /** The MinIO the app is configured with: the world's erasure server unless given (a function: known only later). */
  readonly minio?: MinioServer | (() => MinioServer);
  /** CONSOLE_* settings besides the MinIO server. */
  readonly env?: Readonly<Record<string, string>>;
}

/**
 * Starts the app under test for one test file (jest's beforeAll) and stops it after removing what the tests made
 * (afterAll). Call it at the top of the file, after any beforeAll that starts the MinIO it needs.
 */
export function consoleFixture(options: ConsoleFixtureOptions = {}): ConsoleFixture {
  const given = options.minio ?? need(loadWorld().minio.erasure, 'erasure MinIO');
  let state: { minio: MinioServer; app: AppUnderTest; root: ApiClient; cleanup: MinioCleanup } | undefined;
  const started = () => {
    if (!state) throw new Error('the console fixture is used before its beforeAll ran');
    return state;
  };
  beforeAll(async () => {
    const minio = typeof given === 'function' ? given() : given;
    const app = await startApp({ CONSOLE_MINIO_SERVER: minio.endpoint, ...options.env });
    state = {
      minio,
      app,
      root: await logIn(app.base, minio.accessKey, minio.secretKey),
      cleanup: new MinioCleanup(minio),
    };
  }, 60_000);
  afterAll(async () => {
    try {
      await state?.cleanup.run();
    } finally {
      await state?.app.close();
    }
  }, 120_000);

  const fixture: ConsoleFixture = {
    get minio() {
      // Known from the start unless it is given as a function (a MinIO of the file's own, started in a beforeAll).
      return typeof given === 'function' ? started().minio : given;
    },
    get app() {
      return started().app;
    },
    get root() {
      return started().root;
    },
    get cleanup() {
      return started().cleanup;
    },
    login: (accessKey, secretKey) => logIn(fixture.app.base, accessKey, secretKey),
    user: (accessKey, secretKey) => createUser(fixture.minio, fixture.cleanup, accessKey, secretKey),
    async persona(policy, label) {
      const user = await createPolicyUser(fixture.minio, fixture.cleanup, policy, label);
      return { ...(await fixture.login(user.accessKey, user.secretKey)), ...user };
    },
    async bucket(label, bucketOptions = {}) {
      const name = fixture.bucketName(label);
      await makeBucket(fixture.minio, name, bucketOptions);
      return name;
    },
    bucketName(label, server = fixture.minio) {
      const name = uniqueBucket(label);
      fixture.cleanup.bucket(name, server);
      return name;
    },
  };
  return fixture;
}
