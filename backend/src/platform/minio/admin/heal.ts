import { adminRequest, type AdminCallOptions, type AdminConnection, type AdminResponse } from '../admin-request';
import { parseMinioError } from '../errors';
import { expectObject } from './json-shape';

/** MinIO's `HealOpts`. */
export interface HealOptions {
  readonly recursive?: boolean;
  readonly dryRun?: boolean;
  /** Remove dangling objects and parts. */
  readonly remove?: boolean;
  /** Rewrite everything under the path. */
  readonly recreate?: boolean;
  /** 1 = normal, 2 = deep (verify bitrot). */
  readonly scanMode?: 1 | 2;
  readonly updateParity?: boolean;
  readonly nolock?: boolean;
}

/** Where to heal: the whole deployment, a bucket, or a prefix in a bucket. */
export interface HealPath {
  readonly bucket?: string;
  readonly prefix?: string;
}

/** MinIO's answer to a heal start or stop. */
export interface HealStart {
  /** Pass back to `healStatus`. */
  readonly clientToken: string;
  readonly clientAddress: string;
  readonly startTime: string;
}

/** A drive as a heal result reports it. */
export interface HealDriveInfo {
  readonly uuid: string;
  readonly endpoint: string;
  /** `ok`, `offline`, `corrupt`, `missing`, `unformatted`, … */
  readonly state: string;
}

/** One healed (or checked) item. Bucket items come with `diskCount` 0 and `setCount` -1. */
export interface HealResultItem {
  readonly resultId: number;
  readonly type: 'metadata' | 'bucket' | 'bucket-metadata' | 'object';
  readonly bucket: string;
  readonly object: string;
  readonly versionId: string;
  readonly detail: string;
  readonly parityBlocks?: number;
  readonly dataBlocks?: number;
  readonly diskCount: number;
  readonly setCount: number;
  readonly before: { readonly drives: readonly HealDriveInfo[] | null };
  readonly after: { readonly drives: readonly HealDriveInfo[] | null };
  readonly objectSize: number;
}

/**
 * `running`, `stopped` or `finished`, with the items healed since the previous poll. MinIO capitalises these keys
 * (unlike madmin's lower-case HealTaskStatus, which Go decodes case-insensitively).
 */
export interface HealStatus {
  readonly Summary: 'running' | 'stopped' | 'finished';
  /** Why the sequence failed, when it did. */
  readonly Detail?: string;
  readonly StartTime: string;
  readonly Settings?: HealOptions;
  /** Only the items since the last poll: MinIO hands each item out once. */
  readonly Items?: readonly HealResultItem[] | null;
}

/**
 * Starts a heal sequence (`POST /heal/[bucket[/prefix]]` with HealOpts). Erasure deployments only: a single drive
 * answers 426 `XMinioAdminVersionMismatch` ("not supported by server in 'mode-server-xl-single'"). If a sequence for the same path is already running, MinIO hands back its token instead;
 * `forceStart` stops that one and starts afresh. A conflicting sequence gives MinioError `XMinioHealAlreadyRunning`.
 */
export async function startHeal(
  connection: AdminConnection,
  path: HealPath,
  heal: HealOptions = {},
  options: AdminCallOptions & { readonly forceStart?: boolean } = {},
): Promise<HealStart> {
  const { forceStart, ...call } = options;
  const response = await adminRequest({
    ...connection,
    ...call,
    method: 'POST',
    path: healPath(path),
    // MinIO tests for the presence of the key, whatever its value.
    ...(forceStart ? { query: { forceStart: 'true' } } : {}),
    body: JSON.stringify({ recursive: false, dryRun: false, remove: false, scanMode: 1, ...heal }),
  });
  return healAnswer(response, 'heal start') as unknown as HealStart;
}

/** Polls a heal sequence (`clientToken=`, empty body). Poll every second or two; items are popped per poll. */
export async function healStatus(
  connection: AdminConnection,
  path: HealPath,
  clientToken: string,
  options: AdminCallOptions = {},
): Promise<HealStatus> {
  const response = await adminRequest({
    ...connection,
    ...options,
    method: 'POST',
    path: healPath(path),
    query: { clientToken },
  });
  return healAnswer(response, 'heal status') as unknown as HealStatus;
}

/**
 * Stops the heal sequence on a path (`forceStop`). MinIO waits for it to wind down before answering, and answers
 * with the token `unknown` when nothing was running there.
 */
export async function stopHeal(
  connection: AdminConnection,
  path: HealPath,
  options: AdminCallOptions = {},
): Promise<HealStart> {
  const response = await adminRequest({
    ...connection,
    ...options,
    method: 'POST',
    path: healPath(path),
    query: { forceStop: 'true' },
    // Without a client token MinIO decodes the body as HealOpts even when stopping.
    body: '{}',
  });
  return healAnswer(response, 'heal stop') as unknown as HealStart;
}

function healPath({ bucket, prefix }: HealPath): string {
  if (!bucket) return '/heal/';
  return prefix ? `/heal/${bucket}/${prefix}` : `/heal/${bucket}`;
}

/**
 * A slow start or stop makes MinIO commit to 200 and send keep-alive spaces; if it then fails, the error JSON comes
 * in that 200 body. The real status is lost by then, so such errors report 500.
 */
function healAnswer(response: AdminResponse, what: string): Record<string, unknown> {
  const answer = expectObject(response.json(), what);
  if (typeof answer['Code'] === 'string' && typeof answer['Message'] === 'string') {
    throw parseMinioError(500, response.text());
  }
  return answer;
}
