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
 * key. With `bucket` (the console's bucket Access Audit), only the users holding a policy whose resource pattern
 * matches the bare bucket name (see listPolicies); MinIO counts group policies only for users that also have a
 * policy of their own, and `policyName` then lists just the matching policies.
 */
export async function listUsers(
  connection: AdminConnection,
  options: AdminCallOptions & { readonly bucket?: string } = {},
): Promise<Readonly<Record<string, UserSummary>>> {
  const { bucket, ...call } = options;
  const response = await adminRequest({
    ...connection,
    ...call,
    path: '/list-users',
    // MinIO routes on the presence of the key, so it is sent only when asked for.
    ...(bucket !== undefined ? { query: { bucket } } : {}),
    decryptResponse: true,
  });
  return expectObject(response.json(), 'user list') as Record<string, UserSummary>;
}

/** What `addUser` sets. */
export interface AddUserInput {
  readonly accessKey: string;
  readonly secretKey: string;
  /** Defaults to `enabled`. */
  readonly status?: AccountStatus;
}

/**
 * `PUT /add-user`: creates a user, or replaces an existing user's secret key and status. The body is encrypted
 * with the caller's secret key. MinIO refuses the root user's key, and refuses it outright when LDAP is on. To
 * change one's own password, sign with the long-term keys, not a session's temporary ones. MinIO ignores policies
 * sent here: attach them afterwards (attachPolicies in policy-mappings.ts).
 */
export async function addUser(
  connection: AdminConnection,
  input: AddUserInput,
  options: AdminCallOptions = {},
): Promise<void> {
  const body = JSON.stringify({
    secretKey: input.secretKey,
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

/** `PUT /set-user-status`: enables or disables a built-in user; MinioError `XMinioAdminNoSuchUser` when unknown. */
export async function setUserStatus(
  connection: AdminConnection,
  accessKey: string,
  status: AccountStatus,
  options: AdminCallOptions = {},
): Promise<void> {
  await adminRequest({
    ...connection,
    ...options,
    method: 'PUT',
    path: '/set-user-status',
    query: { accessKey, status },
  });
}

/**
 * `DELETE /remove-user`: deletes a built-in user, with its service accounts and group memberships. MinioError
 * `XMinioAdminNoSuchUser` (404) when unknown.
 */
export async function removeUser(
  connection: AdminConnection,
  accessKey: string,
  options: AdminCallOptions = {},
): Promise<void> {
  await adminRequest({ ...connection, ...options, method: 'DELETE', path: '/remove-user', query: { accessKey } });
}
