import { credentialsFromConfigEnv } from './tenant-credentials';
import { parseProxyPath, proxyBasePath, rebaseHtml } from './proxy-path';
import { cookieHeaderFrom, requestHeadersFor, responseHeaderAllowed } from './upstream-http';

const target = {
  protocol: 'http:' as const,
  host: '10.0.0.7',
  port: 9090,
  serverNames: ['t-console.ns.svc.cluster.local', 't-console.ns.svc'],
};

describe('credentialsFromConfigEnv', () => {
  it('reads the export lines the operator writes, quotes removed', () => {
    const text = 'export MINIO_BROWSER="on"\nexport MINIO_ROOT_USER="admin"\nexport MINIO_ROOT_PASSWORD=\'p@ss "x"\'\n';
    expect(credentialsFromConfigEnv(text)).toEqual({ accessKey: 'admin', secretKey: 'p@ss "x"' });
  });

  it('falls back to the deprecated names, and the current ones win', () => {
    expect(credentialsFromConfigEnv('MINIO_ACCESS_KEY=old\nMINIO_SECRET_KEY=oldsecret')).toEqual({
      accessKey: 'old',
      secretKey: 'oldsecret',
    });
    expect(credentialsFromConfigEnv('MINIO_ACCESS_KEY=old\nexport MINIO_ROOT_USER=new').accessKey).toBe('new');
  });
});

describe('parseProxyPath', () => {
  it.each([
    ['/ns/t/api/v1/buckets?x=1', { namespace: 'ns', tenant: 't', upstreamPath: '/api/v1/buckets?x=1' }],
    ['/ns/t/', { namespace: 'ns', tenant: 't', upstreamPath: '/' }],
    ['/ns/t?cp=y', { namespace: 'ns', tenant: 't', upstreamPath: '/?cp=y' }],
    ['/ns/t/metrics?cp=y', { namespace: 'ns', tenant: 't', upstreamPath: '/metrics?cp=y' }],
  ])('%s', (url, expected) => {
    expect(parseProxyPath(url)).toEqual(expected);
  });

  it.each(['/ns', '/NS/t/', '/ns/t..x/', '/%2e%2e/t/'])('names no tenant: %s', (url) => {
    expect(parseProxyPath(url)).toBeUndefined();
  });
});

describe('rebaseHtml', () => {
  it("moves the page's base under the proxy path", () => {
    const base = proxyBasePath('/console/', { namespace: 'ns', tenant: 't', upstreamPath: '/' });
    expect(rebaseHtml('<head><base href="/" /></head>', base)).toBe(
      '<head><base href="/console/api/proxy/ns/t/" /></head>',
    );
  });
});

describe('headers', () => {
  it("never sends the operator's cookie or Authorization to the tenant, only the tenant's login", () => {
    const headers = requestHeadersFor(
      {
        cookie: 'oc-session=operator',
        authorization: 'Bearer operator-jwt',
        'x-requested-with': 'object-console',
        connection: 'keep-alive',
        'accept-encoding': 'gzip',
      },
      target,
      'token=tenant',
    );
    expect(headers).toEqual({
      cookie: 'token=tenant',
      'x-requested-with': 'object-console',
      host: 't-console.ns.svc:9090',
    });
  });

  it("names the tenant's own origin, not the operator console's, when the browser sent one", () => {
    const headers = requestHeadersFor({ origin: 'https://console.example' }, target, 'token=tenant');
    expect(headers.origin).toBe('http://t-console.ns.svc:9090');
  });

  it("keeps the tenant's cookies and the operator's own security headers out of the answer", () => {
    expect(
      ['set-cookie', 'Content-Security-Policy', 'x-frame-options', 'transfer-encoding'].map(responseHeaderAllowed),
    ).toEqual([false, false, false, false]);
    expect(responseHeaderAllowed('content-type')).toBe(true);
  });

  it('turns Set-Cookie lines into one Cookie header, dropping cleared cookies', () => {
    expect(cookieHeaderFrom(['token=abc; Path=/; HttpOnly', 'old=; Max-Age=0', 'b=2'])).toBe('token=abc; b=2');
  });
});
