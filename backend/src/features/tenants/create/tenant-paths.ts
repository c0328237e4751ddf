import { TENANT_CRD } from '../tenant-resource';

/**
 * The API server paths of a namespace's Tenants and Secrets, for the plain JSON calls of `POST /tenants`
 * (`K8sClients.json`). Names are DNS-1123 labels by then (checked first), and encoded all the same.
 */
export function tenantsPath(namespace: string, name?: string): string {
  const { group, version, plural } = TENANT_CRD;
  return `/apis/${group}/${version}/namespaces/${encodeURIComponent(namespace)}/${plural}${name ? `/${encodeURIComponent(name)}` : ''}`;
}

export function secretsPath(namespace: string, name?: string): string {
  return `/api/v1/namespaces/${encodeURIComponent(namespace)}/secrets${name ? `/${encodeURIComponent(name)}` : ''}`;
}
