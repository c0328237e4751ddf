import { currentBasePath } from '../../api/base-path';

/** The app path of a tenant's detail page, `/namespaces/{ns}/tenants/{name}`, plus an optional sub-page. */
export function tenantPath(namespace: string, name: string, sub?: string): string {
  const path = `/namespaces/${encodeURIComponent(namespace)}/tenants/${encodeURIComponent(name)}`;
  return sub ? `${path}/${sub}` : path;
}

/**
 * The address of a page of the tenant's own console through the backend's proxy (spec 01 §2, spec 03 §7), under the
 * app's base (sub-path). `cp=y` asks that console to render for embedding.
 */
export function tenantProxyUrl(namespace: string, name: string, page: '' | 'metrics'): string {
  return `${currentBasePath()}api/proxy/${encodeURIComponent(namespace)}/${encodeURIComponent(name)}/${page}?cp=y`;
}
