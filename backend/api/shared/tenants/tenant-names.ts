/** Names in the create-tenant wizard (spec 03 §5), checked alike by the wizard and by `POST /tenants`. */

/** A DNS-1123 label of 3 to 63 characters: what Kubernetes accepts as a tenant (and its Secrets') name. */
const TENANT_NAME = /^[a-z0-9]([-a-z0-9]{1,61})[a-z0-9]$/;
/** A DNS-1123 label: what Kubernetes accepts as a namespace name. */
const NAMESPACE_NAME = /^[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?$/;
/** Built-in access and secret keys. */
const BUILT_IN_KEY = /^[A-Za-z0-9-]{8,63}$/;
/** `registry/name:version`. */
const IMAGE = /^[^\s/]+(\/[^\s/]+)*:[^\s/:]+$/;

export const nameMessages = {
  required: 'Field cannot be empty',
  tenantName: "Name only can contain lowercase letters, numbers and '-'. Min. Length: 3",
  tenantNameEdges: 'Name must start and end with a lowercase letter or a number',
  namespace: "A namespace is 1 to 63 lowercase letters, numbers and '-', starting and ending with a letter or number",
  poolName: "A pool name is 1 to 63 lowercase letters, numbers and '-', starting and ending with a letter or number",
  key: 'Keys must be at least length 8',
  image: (example: string) => `Format must be of form: '${example}'`,
} as const;

/** The rule a tenant name breaks, or undefined. */
export function tenantNameProblem(name: string): string | undefined {
  if (name === '') return nameMessages.required;
  if (!/^[a-z0-9-]{3,63}$/.test(name)) return nameMessages.tenantName;
  if (!TENANT_NAME.test(name)) return nameMessages.tenantNameEdges;
  return undefined;
}

/** The rule a namespace name breaks, or undefined. */
export function namespaceProblem(name: string): string | undefined {
  if (name === '') return nameMessages.required;
  return NAMESPACE_NAME.test(name) ? undefined : nameMessages.namespace;
}

/** The rule a pool name breaks (a DNS label, as the Tenant's StatefulSets are named after it), or undefined. */
export function poolNameProblem(name: string): string | undefined {
  return NAMESPACE_NAME.test(name) ? undefined : nameMessages.poolName;
}

/** The rule a built-in access or secret key breaks, or undefined. */
export function builtInKeyProblem(key: string): string | undefined {
  if (key === '') return nameMessages.required;
  return BUILT_IN_KEY.test(key) ? undefined : nameMessages.key;
}

/** The rule an optional image reference breaks (empty is fine: the default image), or undefined. */
export function imageProblem(image: string, example: string): string | undefined {
  return image === '' || IMAGE.test(image) ? undefined : nameMessages.image(example);
}
