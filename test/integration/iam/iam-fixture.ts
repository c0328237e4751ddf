import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { components } from '../../../backend/api/generated/api';
import { removeGroup } from '../../../backend/src/platform/minio/admin/groups';
import { addPolicy, removePolicy } from '../../../backend/src/platform/minio/admin/policies';
import { deleteServiceAccount } from '../../../backend/src/platform/minio/admin/service-accounts';
import { setPolicies } from '../../../backend/src/platform/minio/admin/policy-mappings';
import { addUser, removeUser } from '../../../backend/src/platform/minio/admin/users';
import { MinioError } from '../../../backend/src/platform/minio/errors';
import { jsonHeaders, login, startApp, type AppUnderTest } from '../../support/app-under-test';
import { rootConnection } from '../../support/minio-admin';
import { loadWorld, need, type MinioServer } from '../../world/state';

/** Shared set-up of the IAM integration tests: the app, callers with a session, personas, clean-up. */

export type Schemas = components['schemas'];
export type ApiErrorBody = Schemas['ApiError'];

/** A name no other test (or earlier run) uses. */
export const unique = (prefix: string): string => `${prefix}-${randomUUID().slice(0, 8)}`;

/** A status and the parsed JSON body (undefined for 204). */
export interface Answer<Body> {
  readonly status: number;
  readonly body: Body;
}

/** Calls the API as one logged-in user, as the browser does (session cookie, CSRF header on every call). */
export interface Caller {
  readonly user: string;
  readonly cookie: string;
  get<Body = ApiErrorBody>(path: string): Promise<Answer<Body>>;
  post<Body = ApiErrorBody>(path: string, body?: unknown): Promise<Answer<Body>>;
  put<Body = ApiErrorBody>(path: string, body: unknown): Promise<Answer<Body>>;
  delete<Body = ApiErrorBody>(path: string): Promise<Answer<Body>>;
}

/** The erasure MinIO of the test world, the app under test against it, and a root caller. */
export interface IamTestBed {
  readonly minio: MinioServer;
  readonly app: AppUnderTest;
  readonly root: Caller;
  /** Removes, at the end of the file, what a test created (through the API or directly in MinIO). */
  readonly cleanup: Cleanup;
  loginAs(accessKey: string, secretKey: string): Promise<Caller>;
}

/** What a test file leaves behind for removal; each call registers one identity. */
export interface Cleanup {
  user(accessKey: string): void;
  group(name: string): void;
  policy(name: string): void;
  serviceAccount(accessKey: string): void;
}

/** Starts the app for one test file and registers its clean-up with jest's beforeAll / afterAll. */
export function iamTestBed(): IamTestBed {
  // Many IAM calls are encrypted with Argon2id (~150 ms of CPU each); with the test files sharing two cores, jest's
  // default 5 s per test or hook is too tight. A hung call still fails.
  jest.setTimeout(30_000);
  const minio = need(loadWorld().minio.erasure, 'erasure MinIO');
  const root = rootConnection(minio);
  const undos: Array<() => Promise<unknown>> = [];
  const later = (undo: () => Promise<unknown>) => {
    undos.push(undo);
  };
  let app: AppUnderTest | undefined;
  let rootCaller: Caller | undefined;
  const bed: IamTestBed = {
    minio,
    get app() {
      return started(app);
    },
    get root() {
      return started(rootCaller);
    },
    cleanup: {
      user: (name) => later(() => removeUser(root, name)),
      group: (name) => later(() => removeGroup(root, name)),
      policy: (name) => later(() => removePolicy(root, name)),
      serviceAccount: (name) => later(() => deleteServiceAccount(root, name)),
    },
    loginAs: async (accessKey, secretKey) =>
      callerFor(bed.app.base, accessKey, await login(bed.app.base, accessKey, secretKey)),
  };
  beforeAll(async () => {
    app = await startApp({ CONSOLE_MINIO_SERVER: minio.endpoint });
    rootCaller = await bed.loginAs(minio.accessKey, minio.secretKey);
  }, 60_000);
  afterAll(async () => {
    await undoAll(undos.reverse());
    await app?.close();
  }, 60_000);
  return bed;
}

function started<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('the IAM test bed is used before its beforeAll ran');
  return value;
}

/**
 * Runs the removals, newest first, in up to three passes: a group empties and a policy becomes unused only once
 * the users holding them are gone, whatever order the test created them in. "No such …" means already removed.
 */
async function undoAll(undos: ReadonlyArray<() => Promise<unknown>>): Promise<void> {
  let pending = undos;
  for (let pass = 0; pass < 3 && pending.length > 0; pass += 1) {
    const failed: Array<() => Promise<unknown>> = [];
    for (const undo of pending) {
      await undo().catch((error: unknown) => {
        if (!(error instanceof MinioError && error.status === 404)) failed.push(undo);
      });
    }
    pending = failed;
  }
  if (pending.length > 0) throw new Error(`${pending.length} test identities could not be removed`);
}

function callerFor(base: string, user: string, cookie: string): Caller {
  const call = async <Body>(method: string, path: string, body?: unknown): Promise<Answer<Body>> => {
    const res = await fetch(`${base}/api/v1${path}`, {
      method,
      headers: { ...jsonHeaders, Cookie: cookie },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : undefined) as Body };
  };
  return {
    user,
    cookie,
    get: (path) => call('GET', path),
    post: (path, body) => call('POST', path, body ?? {}),
    put: (path, body) => call('PUT', path, body),
    delete: (path) => call('DELETE', path),
  };
}

/** The personas kept beside the tests (personas/*.json): each is one MinIO policy. */
export type PersonaName = 'self-service' | 'user-manager' | 'policy-reader';

/** A user of the test world holding only its persona's policy. */
export interface Persona {
  readonly accessKey: string;
  readonly secretKey: string;
  /** The unique name the persona's policy got in MinIO. */
  readonly policy: string;
}

/** The policy document of a persona, as kept in personas/<name>.json. */
export function personaDocument(persona: PersonaName): string {
  return readFileSync(join(__dirname, 'personas', `${persona}.json`), 'utf8');
}

/** Creates a persona (its policy under a unique name, and a user holding only it) as root, removed at the end. */
export async function createPersona(bed: IamTestBed, persona: PersonaName): Promise<Persona> {
  const root = rootConnection(bed.minio);
  const policy = unique(`persona-${persona}`);
  const accessKey = unique(persona);
  const secretKey = `s-${randomUUID().slice(0, 18)}`;
  await addPolicy(root, policy, personaDocument(persona));
  bed.cleanup.policy(policy);
  await createUser(bed, accessKey, secretKey);
  await setPolicies(root, { user: accessKey }, [policy]);
  return { accessKey, secretKey, policy };
}

/** Creates a persona and logs it in. */
export async function loginPersona(bed: IamTestBed, persona: PersonaName): Promise<Caller & { persona: Persona }> {
  const created = await createPersona(bed, persona);
  return { ...(await bed.loginAs(created.accessKey, created.secretKey)), persona: created };
}

/** Creates a user as root through MinIO directly (set-up, not the feature under test); removed at the end. */
export async function createUser(bed: IamTestBed, accessKey: string, secretKey = `s-${randomUUID().slice(0, 18)}`) {
  const root = rootConnection(bed.minio);
  await addUser(root, { accessKey, secretKey });
  bed.cleanup.user(accessKey);
  return { accessKey, secretKey };
}

/** A policy document that lets read one bucket, as the JSON editor would send it. */
export function bucketReadPolicy(bucket: string): string {
  return JSON.stringify({
    Version: '2012-10-17',
    Statement: [{ Effect: 'Allow', Action: ['s3:GetObject'], Resource: [`arn:aws:s3:::${bucket}/*`] }],
  });
}

/** `?name=…` for the IAM routes that take the entity name in the query. */
export const byName = (name: string): string => `?name=${encodeURIComponent(name)}`;
