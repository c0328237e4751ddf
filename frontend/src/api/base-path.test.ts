import { apiBaseUrl, appBasePath, pathWithinBase, routerBasename } from './base-path';

describe('appBasePath', () => {
  it('is / for a console served at the root', () => {
    expect(appBasePath('/buckets/photos', '/')).toBe('/');
    expect(appBasePath('/', undefined)).toBe('/');
  });

  it('follows <base href> for a console under a sub-path', () => {
    expect(appBasePath('/tools/console/buckets', '/tools/console/')).toBe('/tools/console/');
    expect(appBasePath('/tools/console/', 'http://example.com/tools/console/')).toBe('/tools/console/');
    expect(appBasePath('/console', '/console')).toBe('/console/');
  });

  it('takes the first four segments under /api/proxy/, whatever <base href> says', () => {
    expect(appBasePath('/api/proxy/ns-1/tenant-a/buckets/photos', '/')).toBe('/api/proxy/ns-1/tenant-a/');
    expect(appBasePath('/api/proxy/ns-1/tenant-a', '/tools/console/')).toBe('/api/proxy/ns-1/tenant-a/');
  });

  it('falls back to <base href> when the proxy path is incomplete', () => {
    expect(appBasePath('/api/proxy/ns-1', '/')).toBe('/');
  });

  it('is not fooled by paths that merely contain api/proxy', () => {
    expect(appBasePath('/tools/console/api/proxy/ns/t/x', '/tools/console/')).toBe('/tools/console/');
  });
});

describe('routerBasename and apiBaseUrl', () => {
  it('drop the trailing slash except for the root', () => {
    expect(routerBasename('/')).toBe('/');
    expect(routerBasename('/tools/console/')).toBe('/tools/console');
    expect(routerBasename('/api/proxy/ns/t/')).toBe('/api/proxy/ns/t');
  });

  it('build the API base from the origin and the base path', () => {
    expect(apiBaseUrl('http://127.0.0.1:9090', '/')).toBe('http://127.0.0.1:9090');
    expect(apiBaseUrl('http://127.0.0.1:9090', '/api/proxy/ns/t/')).toBe('http://127.0.0.1:9090/api/proxy/ns/t');
  });
});

describe('pathWithinBase', () => {
  it('removes the router base from a browser path', () => {
    expect(pathWithinBase('/tools/console/users/alice', '/tools/console')).toBe('/users/alice');
    expect(pathWithinBase('/tools/console', '/tools/console')).toBe('/');
    expect(pathWithinBase('/users', '/')).toBe('/users');
    expect(pathWithinBase('/tools/consoles/x', '/tools/console')).toBe('/tools/consoles/x');
  });
});
