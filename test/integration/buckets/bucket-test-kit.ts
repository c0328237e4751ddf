import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Client } from 'minio';
import { addPolicy, removePolicy } from '../../../backend/src/platform/minio/admin/policies';
import { withS3 } from '../../../backend/src/platform/minio/s3/s3-client';
import { jsonHeaders, login, startApp, type AppUnderTest } from '../../support/app-under-test';
import { createUserWithPolicy, rootConnection } from '../../support/minio-admin';
import type { MinioServer } from '../../world/state';

/** An answer of the console's API: status and parsed JSON body (undefined when there is none). */
export interface ApiAnswer<T = unknown> {
  readonly status: number;
  readonly body: T;
}

/** Calls `/api/v1` as one logged-in user, the way the pages do (cookie and CSRF header). */
export interface ConsoleUser {
  get<T = unknown>(path: string): Promise<ApiAnswer<T>>;
  post<T = unknown>(path: string, body?: unknown): Promise<ApiAnswer<T>>;
  put<T = unknown>(path: string, body?: unknown): Promise<ApiAnswer<T>>;
  del<T = unknown>(path: string, body?: unknown): Promise<ApiAnswer<T>>;
}

/** The error payload every failure carries (spec 01 §8). */
export interface ApiErrorBody {
  readonly code: number;
  readonly message: string;
  readonly detailedMessage: string;
}

/** Logs `accessKey` in to the console under test and returns a client for the API. */
export async function consoleUser(app: AppUnderTest, accessKey: string, secretKey: string): Promise<ConsoleUser> {
  const cookie = await login(app.base, accessKey, secretKey);
  const call = async <T>(method: string, path: string, body?: unknown): Promise<ApiAnswer<T>> => {
    const res = await fetch(`${app.base}/api/v1${path}`, {
      method,
      headers: { ...jsonHeaders, Cookie: cookie },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
  };
  return {
    get: (path) => call('GET', path),
    post: (path, body) => call('POST', path, body),
    put: (path, body) => call('PUT', path, body),
    del: (path, body) => call('DELETE', path, body),
  };
}

/**
 * The console against `server`, with root logged in, configured by `env` besides. `close` removes the buckets listed
 * in `made` (whatever they hold) and stops the app, even when the removal fails.
 */
export async function consoleFor(server: MinioServer, env: Record<string, string> = {}): Promise<TestConsole> {
  const app = await startApp({ CONSOLE_MINIO_SERVER: server.endpoint, ...env });
  const made = new Set<string>();
  try {
    return {
      app,
      root: await consoleUser(app, server.accessKey, server.secretKey),
      made,
      close: async () => {
        try {
          await removeBucketsFully(server, made);
        } finally {
          await app.close();
        }
      },
    };
  } catch (error) {
    await app.close();
    throw error;
  }
}

/**
 * The world's second MinIO (the replication and tier target) listens on 127.0.0.1, an address the console refuses
 * to connect to for users by default: tests that use it as a remote allow loopback, as an operator would.
 */
export const LOOPBACK_TARGETS = { CONSOLE_OUTBOUND_ALLOW_LOOPBACK: 'on' } as const;

export interface TestConsole {
  readonly app: AppUnderTest;
  readonly root: ConsoleUser;
  /** Buckets to remove at the end. */
  readonly made: Set<string>;
  close(): Promise<void>;
}

/** A fresh bucket name no parallel test uses. */
export function uniqueBucket(label: string): string {
  return `it-${label}-${randomUUID().slice(0, 8)}`;
}

/** S3 calls as root, for set-up and for checking what really happened on the server. */
export function asRoot<T>(server: MinioServer, call: (s3: Client) => Promise<T>): Promise<T> {
  return withS3(rootConnection(server), call);
}

export function bucketExists(server: MinioServer, bucket: string): Promise<boolean> {
  return asRoot(server, (s3) => s3.bucketExists(bucket));
}

/**
 * Removes test buckets whatever they hold: replication, every object version (locks bypassed), the bucket. Missing
 * buckets are fine; a failure is reported after every bucket was tried.
 */
export async function removeBucketsFully(server: MinioServer, buckets: Iterable<string>): Promise<void> {
  const results = await Promise.allSettled([...new Set(buckets)].map((bucket) => removeBucketFully(server, bucket)));
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}

/** Removes one test bucket, whatever it holds (see removeBucketsFully). */
export async function removeBucketFully(server: MinioServer, bucket: string): Promise<void> {
  await asRoot(server, async (s3) => {
    if (!(await s3.bucketExists(bucket))) return;
    await s3.removeBucketReplication(bucket).catch(() => undefined);
    const versions: Array<{ name: string; versionId?: string }> = [];
    for await (const item of s3.listObjects(bucket, '', true, { IncludeVersion: true })) {
      const { name, versionId } = item as { name?: string; versionId?: string };
      if (name) versions.push({ name, ...(versionId ? { versionId } : {}) });
    }
    for (const { name, versionId } of versions) {
      await s3.removeObject(bucket, name, { ...(versionId ? { versionId } : {}), governanceBypass: true });
    }
    await s3.removeBucket(bucket).catch((error: unknown) => {
      if ((error as { code?: string }).code !== 'NoSuchBucket') throw error;
    });
  });
}

/**
 * An IAM user whose only policy is a persona file of ./personas (the bucket names in it are kept as written).
 * Returns the keys and a clean-up that removes the policy (the user is left, as createUserWithPolicy's are).
 */
export async function createPersona(
  server: MinioServer,
  persona: string,
): Promise<{ accessKey: string; secretKey: string; remove(): Promise<void> }> {
  const name = `persona-${persona}-${randomUUID().slice(0, 8)}`;
  const document = readFileSync(join(__dirname, 'personas', `${persona}.json`), 'utf8');
  await addPolicy(rootConnection(server), name, document);
  const user = await createUserWithPolicy(server, name);
  return { ...user, remove: () => removePolicy(rootConnection(server), name).catch(() => undefined) };
}

/** Polls `probe` until it returns a value other than undefined, or fails after `timeoutMs`. */
export async function eventually<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (let wait = 50; ; wait = Math.min(wait * 2, 1000)) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}
