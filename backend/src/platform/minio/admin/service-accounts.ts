import { adminRequest, type AdminCallOptions, type AdminConnection } from '../admin-request';
import { expectObject } from './json-shape';
import type { PolicyDocument } from './policies';

/** What a new service account (access key) gets. Everything is optional: MinIO generates the keys. */
export interface AddServiceAccountInput {
  /** Session policy narrowing the parent's rights; without it the account inherits them ("implied policy"). */
  readonly policy?: PolicyDocument;
  /** Parent user; defaults to the caller (for a console session, the user who logged in). */
  readonly targetUser?: string;
  readonly accessKey?: string;
  readonly secretKey?: string;
  readonly name?: string;
  readonly description?: string;
  /** RFC 3339; the account stops working then. */
  readonly expiration?: string;
}

/** Keys of a new service account; the secret is shown once and cannot be read back. */
export interface ServiceAccountCredentials {
  readonly accessKey: string;
  readonly secretKey: string;
  /** `0001-01-01T00:00:00Z` or absent when it never expires. */
  readonly expiration?: string;
}

/** `on` / `off`: MinIO's status words for service accounts (users use enabled / disabled). */
export type ServiceAccountStatus = 'on' | 'off';

/** A service account in a listing. */
export interface ServiceAccountSummary {
  readonly parentUser: string;
  readonly accountStatus: ServiceAccountStatus;
  /** True when it has no policy of its own and acts with its parent's rights. */
  readonly impliedPolicy: boolean;
  readonly accessKey: string;
  readonly name?: string;
  readonly description?: string;
  readonly expiration?: string | null;
}

/** One service account in detail. */
export interface ServiceAccountInfo {
  readonly parentUser: string;
  readonly accountStatus: ServiceAccountStatus;
  readonly impliedPolicy: boolean;
  /** The effective policy as JSON text (the parent's when implied). */
  readonly policy: string;
  readonly name?: string;
  readonly description?: string;
  readonly expiration?: string | null;
}

/** `PUT /add-service-account`: request and answer are encrypted with the caller's secret key. */
export async function addServiceAccount(
  connection: AdminConnection,
  input: AddServiceAccountInput,
  options: AdminCallOptions = {},
): Promise<ServiceAccountCredentials> {
  const response = await adminRequest({
    ...connection,
    ...options,
    method: 'PUT',
    path: '/add-service-account',
    // The policy travels as a JSON object, not as a string.
    body: JSON.stringify(input),
    encryptBody: true,
    decryptResponse: true,
  });
  const answer = expectObject(response.json(), 'new service account');
  return expectObject(answer['credentials'], 'service account credentials') as unknown as ServiceAccountCredentials;
}

/**
 * `GET /list-service-accounts?user=`: the service accounts of a user; without `user`, the caller's own. Encrypted.
 */
export async function listServiceAccounts(
  connection: AdminConnection,
  options: AdminCallOptions & { readonly user?: string } = {},
): Promise<ServiceAccountSummary[]> {
  const { user, ...call } = options;
  const response = await adminRequest({
    ...connection,
    ...call,
    path: '/list-service-accounts',
    query: { user: user ?? '' },
    decryptResponse: true,
  });
  const answer = expectObject(response.json(), 'service account list');
  return (answer['accounts'] ?? []) as ServiceAccountSummary[];
}

/** `GET /info-service-account?accessKey=`: encrypted; MinioError `XMinioAdminNoSuchServiceAccount` when unknown. */
export async function serviceAccountInfo(
  connection: AdminConnection,
  accessKey: string,
  options: AdminCallOptions = {},
): Promise<ServiceAccountInfo> {
  const response = await adminRequest({
    ...connection,
    ...options,
    path: '/info-service-account',
    query: { accessKey },
    decryptResponse: true,
  });
  return expectObject(response.json(), 'service account info') as unknown as ServiceAccountInfo;
}

/** What `updateServiceAccount` changes; fields left out stay as they are. */
export interface UpdateServiceAccountInput {
  readonly newPolicy?: PolicyDocument;
  readonly newSecretKey?: string;
  /** MinIO takes `on`/`off` and `enabled`/`disabled` alike. */
  readonly newStatus?: ServiceAccountStatus | 'enabled' | 'disabled';
  readonly newName?: string;
  readonly newDescription?: string;
  readonly newExpiration?: string;
}

/** `POST /update-service-account?accessKey=`: the body is encrypted; MinIO answers 204. */
export async function updateServiceAccount(
  connection: AdminConnection,
  accessKey: string,
  input: UpdateServiceAccountInput,
  options: AdminCallOptions = {},
): Promise<void> {
  await adminRequest({
    ...connection,
    ...options,
    method: 'POST',
    path: '/update-service-account',
    query: { accessKey },
    body: JSON.stringify(input),
    encryptBody: true,
  });
}

/** `DELETE /delete-service-account?accessKey=`: MinIO answers 204. */
export async function deleteServiceAccount(
  connection: AdminConnection,
  accessKey: string,
  options: AdminCallOptions = {},
): Promise<void> {
  await adminRequest({
    ...connection,
    ...options,
    method: 'DELETE',
    path: '/delete-service-account',
    query: { accessKey },
  });
}
