import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { addPolicy, type PolicyDocument } from '@platform/minio/admin/policies';
import { setPolicies } from '@platform/minio/admin/policy-mappings';
import { addUser } from '@platform/minio/admin/users';
import type { MinioServer } from '../world/state';
import type { MinioCleanup } from './cleanup';
import { rootConnection } from './minio-admin';
import { unique } from './unique';

/** The keys of a MinIO user. */
export interface Keys {
  readonly accessKey: string;
  readonly secretKey: string;
}

/** A user and the one policy it holds, by name. */
export interface PolicyUser extends Keys {
  readonly policy: string;
}

/**
 * What a persona holds: the name of a policy MinIO has (`readonly`, `readwrite`, `consoleAdmin`…), or a document,
 * added under a unique name for the persona alone.
 */
export type PersonaPolicy = string | PolicyDocument;

/** A policy document kept beside the tests, e.g. a kit's `personas/<name>.json`. */
export function policyFile(path: string): PolicyDocument {
  return JSON.parse(readFileSync(path, 'utf8')) as PolicyDocument;
}

/** Creates a user as root through MinIO directly (set-up, not the feature under test), removed at the end. */
export async function createUser(
  server: MinioServer,
  cleanup: MinioCleanup,
  accessKey = unique('user'),
  secretKey = `s-${randomUUID().slice(0, 18)}`,
): Promise<Keys> {
  await addUser(rootConnection(server), { accessKey, secretKey });
  cleanup.user(accessKey);
  return { accessKey, secretKey };
}

/** Creates a user whose only policy is `policy` (a document is added first); both removed at the end. */
export async function createPolicyUser(
  server: MinioServer,
  cleanup: MinioCleanup,
  policy: PersonaPolicy,
  label = 'persona',
): Promise<PolicyUser> {
  let name = policy;
  if (typeof name !== 'string') {
    name = unique(`${label}-policy`);
    await addPolicy(rootConnection(server), name, policy);
    cleanup.policy(name);
  }
  const keys = await createUser(server, cleanup, unique(label));
  await setPolicies(rootConnection(server), { user: keys.accessKey }, [name]);
  return { ...keys, policy: name };
}
