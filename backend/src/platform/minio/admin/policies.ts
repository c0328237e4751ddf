import { adminRequest, type AdminCallOptions, type AdminConnection } from '../admin-request';
import { expectObject } from './json-shape';

/** One statement of an IAM policy document. */
export interface PolicyStatement {
  readonly Sid?: string;
  readonly Effect: 'Allow' | 'Deny';
  /** `s3:GetObject`, `admin:*`, … (MinIO normalises a single action into a list). */
  readonly Action?: readonly string[];
  readonly NotAction?: readonly string[];
  readonly Resource?: readonly string[];
  readonly NotResource?: readonly string[];
  readonly Condition?: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
}

/** An IAM policy document as MinIO stores and returns it. */
export interface PolicyDocument {
  readonly Version?: string;
  readonly ID?: string;
  readonly Statement: readonly PolicyStatement[];
}

/** `GET /info-canned-policy?v=2`: a policy with its dates. MinIO capitalises these keys. */
export interface PolicyInfo {
  readonly PolicyName: string;
  readonly Policy: PolicyDocument;
  /** Absent for MinIO's built-in policies (consoleAdmin, readonly, …). */
  readonly CreateDate?: string;
  readonly UpdateDate?: string;
}

/**
 * `GET /list-canned-policies`: every policy by name. With `bucket` (the console's bucket Access Audit), only the
 * policies with a resource pattern matching the bare bucket name: `arn:aws:s3:::bucket`, `arn:aws:s3:::*`, … but
 * not a policy that names only `arn:aws:s3:::bucket/*`. MinIO routes on the key, so it is sent only when asked for.
 */
export async function listPolicies(
  connection: AdminConnection,
  options: AdminCallOptions & { readonly bucket?: string } = {},
): Promise<Readonly<Record<string, PolicyDocument>>> {
  const { bucket, ...call } = options;
  const response = await adminRequest({
    ...connection,
    ...call,
    path: '/list-canned-policies',
    ...(bucket !== undefined ? { query: { bucket } } : {}),
  });
  return expectObject(response.json(), 'policy list') as Record<string, PolicyDocument>;
}

/** `GET /info-canned-policy?name=&v=2`; MinioError `XMinioAdminNoSuchPolicy` (404) when unknown. */
export async function policyInfo(
  connection: AdminConnection,
  name: string,
  options: AdminCallOptions = {},
): Promise<PolicyInfo> {
  const response = await adminRequest({
    ...connection,
    ...options,
    path: '/info-canned-policy',
    query: { name, v: 2 },
  });
  const info = expectObject(response.json(), 'policy info');
  expectObject(info['Policy'], 'policy document');
  return info as unknown as PolicyInfo;
}

/**
 * `PUT /add-canned-policy?name=`: creates or replaces a policy. The body is the policy JSON itself, not encrypted.
 * MinIO validates it (MinioError `XMinioMalformedJSON` or `XMinioAdminInvalidArgument`-style codes when bad).
 */
export async function addPolicy(
  connection: AdminConnection,
  name: string,
  policy: PolicyDocument | string,
  options: AdminCallOptions = {},
): Promise<void> {
  await adminRequest({
    ...connection,
    ...options,
    method: 'PUT',
    path: '/add-canned-policy',
    query: { name },
    body: typeof policy === 'string' ? policy : JSON.stringify(policy),
  });
}

/** `DELETE /remove-canned-policy?name=`: deletes a policy; MinIO also drops its mappings to users and groups. */
export async function removePolicy(
  connection: AdminConnection,
  name: string,
  options: AdminCallOptions = {},
): Promise<void> {
  await adminRequest({ ...connection, ...options, method: 'DELETE', path: '/remove-canned-policy', query: { name } });
}
