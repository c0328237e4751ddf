import { adminRequest, type AdminCallOptions, type AdminConnection } from '../admin-request';
import { expectObject } from './json-shape';

/** Whose policies change: a built-in user (access key) or a group. */
export type PolicyEntity = { readonly user: string } | { readonly group: string };

/** What MinIO reports after an attach or detach. */
export interface PolicyAssociationResult {
  readonly policiesAttached?: readonly string[];
  readonly policiesDetached?: readonly string[];
  readonly updatedAt: string;
}

/**
 * `POST /idp/builtin/policy/attach`: adds policies to a user or group, keeping the ones already attached. Request
 * and answer are encrypted. Attaching only policies that are already attached is refused with MinioError
 * `XMinioAdminPolicyChangeAlreadyApplied` (400).
 */
export async function attachPolicies(
  connection: AdminConnection,
  entity: PolicyEntity,
  policies: readonly string[],
  options: AdminCallOptions = {},
): Promise<PolicyAssociationResult> {
  return associate(connection, 'attach', entity, policies, options);
}

/** `POST /idp/builtin/policy/detach`: the reverse of attachPolicies, with the same errors. */
export async function detachPolicies(
  connection: AdminConnection,
  entity: PolicyEntity,
  policies: readonly string[],
  options: AdminCallOptions = {},
): Promise<PolicyAssociationResult> {
  return associate(connection, 'detach', entity, policies, options);
}

/**
 * `POST /idp/ldap/policy/{attach|detach}`: the same for an LDAP user or group, named by its DN (MinIO checks that the
 * DN exists in its directory and normalises it).
 */
export async function associateLdapPolicies(
  connection: AdminConnection,
  operation: 'attach' | 'detach',
  entity: PolicyEntity,
  policies: readonly string[],
  options: AdminCallOptions = {},
): Promise<PolicyAssociationResult> {
  return associate(connection, operation, entity, policies, options, 'ldap');
}

async function associate(
  connection: AdminConnection,
  operation: 'attach' | 'detach',
  entity: PolicyEntity,
  policies: readonly string[],
  options: AdminCallOptions,
  idp: 'builtin' | 'ldap' = 'builtin',
): Promise<PolicyAssociationResult> {
  const response = await adminRequest({
    ...connection,
    ...options,
    method: 'POST',
    path: `/idp/${idp}/policy/${operation}`,
    // This route alone insists on the content type (400 BadRequest otherwise).
    headers: { 'content-type': 'application/octet-stream' },
    body: JSON.stringify({ policies, ...entity }),
    encryptBody: true,
    decryptResponse: true,
  });
  return expectObject(response.json(), `policy ${operation} result`) as unknown as PolicyAssociationResult;
}

/**
 * `PUT /set-user-or-group-policy`: replaces the whole set of policies of a user or group (the console's "set
 * policies" dialog); an empty list removes them all. Still served by MinIO's v3 API, though madmin v4 dropped it.
 */
export async function setPolicies(
  connection: AdminConnection,
  entity: PolicyEntity,
  policies: readonly string[],
  options: AdminCallOptions = {},
): Promise<void> {
  const isGroup = 'group' in entity;
  await adminRequest({
    ...connection,
    ...options,
    method: 'PUT',
    path: '/set-user-or-group-policy',
    query: { policyName: policies.join(','), userOrGroup: isGroup ? entity.group : entity.user, isGroup },
  });
}

/** Who has which policy, as `/idp/builtin/policy-entities` reports it. */
export interface PolicyEntities {
  readonly timestamp: string;
  readonly userMappings?: ReadonlyArray<{
    readonly user: string;
    readonly policies: readonly string[];
    /** Policies the user gets through groups. */
    readonly memberOfMappings?: ReadonlyArray<{ readonly group: string; readonly policies: readonly string[] }>;
  }>;
  readonly groupMappings?: ReadonlyArray<{ readonly group: string; readonly policies: readonly string[] }>;
  readonly policyMappings?: ReadonlyArray<{
    readonly policy: string;
    readonly users?: readonly string[] | null;
    readonly groups?: readonly string[] | null;
  }>;
}

/** Which mappings to look up; every list is optional and may name several entries. */
export interface PolicyEntitiesQuery {
  readonly users?: readonly string[];
  readonly groups?: readonly string[];
  readonly policies?: readonly string[];
}

/**
 * `GET /idp/builtin/policy-entities`: the users and groups a policy is attached to (`policies`), or the policies of
 * users and groups. Without any filter, every mapping. The answer is encrypted. With `idp` `ldap`, the same for LDAP
 * user and group DNs (`/idp/ldap/policy-entities`; a server without LDAP refuses with `XMinioIAMActionNotAllowed`).
 */
export async function policyEntities(
  connection: AdminConnection,
  query: PolicyEntitiesQuery,
  options: AdminCallOptions = {},
  idp: 'builtin' | 'ldap' = 'builtin',
): Promise<PolicyEntities> {
  const response = await adminRequest({
    ...connection,
    ...options,
    path: `/idp/${idp}/policy-entities`,
    // Repeated keys, one per name.
    query: { user: query.users, group: query.groups, policy: query.policies },
    decryptResponse: true,
  });
  return expectObject(response.json(), 'policy entities') as unknown as PolicyEntities;
}
