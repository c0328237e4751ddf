/** A request under `/api/proxy/`: which tenant, and the path (with query) its console gets. */
export interface ProxyPath {
  readonly namespace: string;
  readonly tenant: string;
  /** `/X?query` for `/api/proxy/{namespace}/{tenant}/X?query`; `/` when nothing follows the tenant. */
  readonly upstreamPath: string;
}

/** Namespace and tenant names are DNS labels; anything else cannot name a tenant. */
const DNS_LABEL = /^[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?$/;

/** Splits `/{namespace}/{tenant}/X?query` (the URL below the `/api/proxy` mount); undefined when it names no tenant. */
export function parseProxyPath(url: string): ProxyPath | undefined {
  const match = /^\/([^/?#]+)\/([^/?#]+)(\/[^?#]*)?(\?[^#]*)?$/.exec(url);
  const [, namespace, tenant, rest, query] = match ?? [];
  if (!namespace || !tenant || !DNS_LABEL.test(namespace) || !DNS_LABEL.test(tenant)) return undefined;
  return { namespace, tenant, upstreamPath: `${rest ?? '/'}${query ?? ''}` };
}

/** Where the proxied console lives in the browser: `{subPath}api/proxy/{namespace}/{tenant}/`. */
export function proxyBasePath(subPath: string, { namespace, tenant }: ProxyPath): string {
  return `${subPath}api/proxy/${namespace}/${tenant}/`;
}

/**
 * An HTML page of the tenant's console with its `<base href>` moved under the proxy path, so that its relative asset
 * URLs are fetched through the proxy too (from the tenant, whatever version it runs) rather than from the operator
 * console's own files.
 */
export function rebaseHtml(html: string, basePath: string): string {
  return html.replace(
    /<base href="([^"]*)"/,
    (_all, href: string) => `<base href="${basePath}${href.replace(/^\/+/, '')}"`,
  );
}
