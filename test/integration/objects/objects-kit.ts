import { randomUUID } from 'node:crypto';
import type { components } from '../../../backend/api/generated/api';
import { addPolicy, removePolicy } from '../../../backend/src/platform/minio/admin/policies';
import { login } from '../../support/app-under-test';
import { createUserWithPolicy, rootConnection } from '../../support/minio-admin';
import type { MinioServer } from '../../world/state';
import { asRoot, consoleFor, uniqueBucket, type TestConsole } from '../buckets/bucket-test-kit';

export type Schemas = components['schemas'];

/** A key as the API takes it in `prefix` / `path`: base64 of its UTF-8 bytes. */
export function b64(key: string): string {
  return Buffer.from(key, 'utf8').toString('base64');
}

/** Raw API calls as one logged-in user (cookie and CSRF header), for streams, forms and headers. */
export interface ObjectsUser {
  fetch(path: string, init?: RequestInit & { csrf?: boolean }): Promise<Response>;
  json<T>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }>;
}

export async function objectsUser(base: string, accessKey: string, secretKey: string): Promise<ObjectsUser> {
  const cookie = await login(base, accessKey, secretKey);
  const call = (path: string, init: RequestInit & { csrf?: boolean } = {}) => {
    const { csrf = true, headers, ...rest } = init;
    return fetch(`${base}/api/v1${path}`, {
      ...rest,
      headers: { Cookie: cookie, ...(csrf ? { 'X-Requested-With': 'object-console' } : {}), ...(headers ?? {}) },
    });
  };
  return {
    fetch: call,
    async json<T>(method: string, path: string, body?: unknown) {
      const res = await call(path, {
        method,
        ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } }),
      });
      const text = await res.text();
      return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
    },
  };
}

/** The console against `server` with root logged in for raw calls; buckets made with `bucket()` go at the end. */
export interface ObjectsHarness {
  readonly console: TestConsole;
  readonly root: ObjectsUser;
  bucket(label: string, options?: { versioning?: boolean; locking?: boolean }): Promise<string>;
  close(): Promise<void>;
}

export async function objectsHarness(server: MinioServer): Promise<ObjectsHarness> {
  const harness = await consoleFor(server);
  const root = await objectsUser(harness.app.base, server.accessKey, server.secretKey);
  return {
    console: harness,
    root,
    async bucket(label, options = {}) {
      const name = uniqueBucket(label);
      harness.made.add(name);
      await asRoot(server, async (s3) => {
        await s3.makeBucket(name, '', { ObjectLocking: options.locking === true });
        if (options.versioning && !options.locking) await s3.setBucketVersioning(name, { Status: 'Enabled' });
      });
      return name;
    },
    close: () => harness.close(),
  };
}

/** Puts small objects as root, `parallel` at a time. */
export async function putObjects(
  server: MinioServer,
  bucket: string,
  objects: ReadonlyArray<readonly [string, string | Buffer]>,
  parallel = 32,
): Promise<void> {
  await asRoot(server, async (s3) => {
    for (let start = 0; start < objects.length; start += parallel) {
      await Promise.all(
        objects.slice(start, start + parallel).map(([key, body]) => s3.putObject(bucket, key, Buffer.from(body))),
      );
    }
  });
}

/** Reads an object's bytes as root (what really is on the server). */
export function readAsRoot(server: MinioServer, bucket: string, key: string): Promise<Buffer> {
  return asRoot(server, async (s3) => {
    const chunks: Buffer[] = [];
    for await (const chunk of await s3.getObject(bucket, key)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  });
}

/** An IAM user whose only policy is `statements` (removed again by `remove`). */
export async function policyUser(
  server: MinioServer,
  statements: unknown[],
): Promise<{ accessKey: string; secretKey: string; remove(): Promise<void> }> {
  const name = `objects-${randomUUID().slice(0, 8)}`;
  await addPolicy(rootConnection(server), name, JSON.stringify({ Version: '2012-10-17', Statement: statements }));
  const user = await createUserWithPolicy(server, name);
  return { ...user, remove: () => removePolicy(rootConnection(server), name).catch(() => undefined) };
}

/** Every page of a listing, following next_continuation_token. */
export async function allPages(
  user: ObjectsUser,
  path: (token: string | undefined) => string,
): Promise<{ pages: Schemas['ObjectList'][]; objects: Schemas['BucketObject'][] }> {
  const pages: Schemas['ObjectList'][] = [];
  let token: string | undefined;
  do {
    const page = await user.json<Schemas['ObjectList']>('GET', path(token));
    expect(page.status).toBe(200);
    pages.push(page.body);
    token = page.body.next_continuation_token;
  } while (token);
  return { pages, objects: pages.flatMap((page) => page.objects) };
}
