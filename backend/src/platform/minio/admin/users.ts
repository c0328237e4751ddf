import { adminRequest, type AdminCallOptions, type AdminConnection } from '../admin-request';
import { expectObject } from './json-shape';

/** `enabled` or `disabled`. */
export type AccountStatus = 'enabled' | 'disabled';

/** A built-in (IAM) user as `/list-users` describes it. */
export interface UserSummary {
  readonly status: AccountStatus;
  /** Comma-separated policy names; empty when none is attached directly. */
  readonly policyName?: string;
  readonly memberOf?: readonly string[] | null;
  readonly updatedAt?: string;
}

/**
 * `GET /list-users`: every built-in user, keyed by access key. MinIO encrypts this answer with the caller's secret
 * key.
 */
export async function listUsers(
  connection: AdminConnection,
  options: AdminCallOptions = {},
): Promise<Readonly<Record<string, UserSummary>>> {
  const response = await adminRequest({ ...connection, ...options, path: '/list-users', decryptResponse: true });
  return expectObject(response.json(), 'user list') as Record<string, UserSummary>;
}

/** What `addUser` sets. */
export interface AddUserInput {
  readonly accessKey: string;
  readonly secretKey: string;
  /** Defaults to `enabled`. */
  readonly status?: AccountStatus;
  /** Comma-separated policy names to attach. */
  readonly policy?: string;
}

/**
 * `PUT /add-user`: creates a user, or replaces an existing user's secret key and status. The body is encrypted
 * with the caller's secret key. MinIO refuses the root user's key, and refuses it outright when LDAP is on. To
 * change one's own password, sign with the long-term keys, not a session's temporary ones.
 */
export async function addUser(
  connection: AdminConnection,
  input: AddUserInput,
  options: AdminCallOptions = {},
): Promise<void> {
  const body = JSON.stringify({
    secretKey: input.secretKey,
    ...(input.policy ? { policy: input.policy } : {}),
    status: input.status ?? 'enabled',
  });
  await adminRequest({
    ...connection,
    ...options,
    method: 'PUT',
    path: '/add-user',
    query: { accessKey: input.accessKey },
    body,
    encryptBody: true,
  });
}
