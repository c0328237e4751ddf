import '../testing/test-ids';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { takeRedirectPath } from '../api/local-session';
import { stubFetch, type StubAnswer } from '../testing/fetch-stub';
import { lazyPage, type FeatureManifest } from '../shared/manifest/feature-manifest';
import { renderApp } from '../testing/render-app';
import { buildRoutes } from './app-routes';
import { featureManifests } from './feature-registry';

const formStrategy: StubAnswer = { status: 200, body: { loginStrategy: 'form' } };
const readOnlyPages = ['/buckets', '/buckets/*', '/account', '/account/change-password', '/license'];
const operatorPages = ['/tenants', '/tenants/add', '/storage', '/storage/volumes', '/storage/drives', '/license'];

function withSession(pages: string[], extra: Record<string, unknown> = {}) {
  return stubFetch(({ path }) =>
    path === '/api/v1/session'
      ? { status: 200, body: { status: 'ok', operator: false, distributedMode: true, features: [], pages, ...extra } }
      : formStrategy,
  );
}

const menuLabels = () =>
  within(screen.getByRole('navigation', { name: 'Main menu' }))
    .getAllByRole('link')
    .map((link) => link.textContent?.replace('(opens in a new tab)', '').trim());

afterEach(() => localStorage.clear());

describe('the shell routes', () => {
  it('without a session go to /login, remembering the path', async () => {
    stubFetch(({ path }) =>
      path === '/api/v1/session' ? { status: 401, body: { message: 'Not logged in' } } : formStrategy,
    );
    const { router } = renderApp('/users/alice');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { name: 'Console Login' })).toBeTruthy();
    expect(takeRedirectPath()).toBe('/users/alice');
  });

  it('when the backend is gone go to /login without remembering the path', async () => {
    stubFetch(() => 'network-error');
    const { router } = renderApp('/users');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByTestId('backend-unreachable')).toBeTruthy();
    expect(takeRedirectPath()).toBe('/');
  });

  it('show only the built pages the session lists; other paths show the not-found page and keep the address', async () => {
    withSession(readOnlyPages);
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/buckets'));
    expect(menuLabels()).toEqual(['Buckets', 'Service Accounts', 'License', 'Documentation']);

    await act(() => router.navigate('/users'));
    expect(await screen.findByRole('heading', { name: '404 Not Found' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/users');
    await act(() => router.navigate('/no/such/page'));
    expect(await screen.findByRole('heading', { name: '404 Not Found' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/no/such/page');
    await act(() => router.navigate('/buckets/photos/browse'));
    expect((await screen.findByTestId('page-title')).textContent).toBe('photos');
    expect(router.state.location.pathname).toBe('/buckets/photos/browse');
  });

  it('show 404 Not Found with the copyright when the session may open nothing', async () => {
    withSession([]);
    renderApp('/anything');
    expect(await screen.findByRole('heading', { name: '404 Not Found' })).toBeTruthy();
    expect(screen.getByTestId('copyright').textContent).toMatch(/© \d{4}/);
  });

  it('in operator mode group Tenants, Storage, License and Documentation under Operator', async () => {
    withSession(operatorPages, { operator: true });
    renderApp('/');
    const operator = await screen
      .findByRole('region', { name: 'Operator' })
      .catch(() => screen.findByTestId('menu-section-operator'));
    expect(
      within(operator)
        .getAllByRole('link')
        .map((link) => link.textContent?.replace('(opens in a new tab)', '').trim()),
    ).toEqual(['Tenants', 'Storage', 'License', 'Documentation']);
    expect(screen.getByTestId('operator-label')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Object Console Operator'));
  });

  it('hide the side menu on /metrics and on a tenant’s /hop page', async () => {
    withSession(['/metrics', '/dashboard', '/namespaces/:tenantNamespace/tenants/:tenantName']);
    const { router } = renderApp('/metrics');
    // /metrics is the dashboard, full screen: routed, not the not-found page.
    expect(await screen.findByTestId('shell')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/metrics');
    expect(screen.queryByTestId('not-found')).toBeNull();
    expect(screen.queryByTestId('side-menu')).toBeNull();
    await act(() => router.navigate('/namespaces/ns-1/tenants/t1/hop'));
    expect(await screen.findByTestId('hop-frame')).toBeTruthy();
    expect(screen.queryByTestId('side-menu')).toBeNull();
    await act(() => router.navigate('/dashboard'));
    expect(await screen.findByTestId('side-menu')).toBeTruthy();
  });

  it('remember the menu collapsed in this browser', async () => {
    withSession(readOnlyPages);
    renderApp('/buckets');
    fireEvent.click(await screen.findByRole('button', { name: 'Collapse the menu' }));
    expect(localStorage.getItem('object-console.menu-expanded')).toBe('false');
    expect(screen.getByRole('button', { name: 'Expand the menu' })).toBeTruthy();
  });
});

describe('logout', () => {
  it('clears the session in this browser even when the server call fails, and logs the failure', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubFetch(({ method, path }) => {
      if (method === 'POST' && path === '/api/v1/logout') return { status: 500, body: { message: 'boom' } };
      if (path === '/api/v1/session') {
        return {
          status: 200,
          body: { status: 'ok', operator: false, distributedMode: true, features: [], pages: readOnlyPages },
        };
      }
      if (path === '/api/v1/buckets') return { status: 200, body: { buckets: [], total: 0 } };
      return formStrategy;
    });
    localStorage.setItem('object-console.user', btoa('alice'));
    const { router } = renderApp('/buckets');
    fireEvent.click(await screen.findByTestId('logout'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('object-console.user')).toBeNull();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('a session refresh that fails', () => {
  it('keeps the shell and shows why when the storage server is briefly down', async () => {
    let storageDown = false;
    stubFetch(({ path }) => {
      if (path !== '/api/v1/session') return formStrategy;
      if (storageDown) return { status: 503, body: { code: 503, message: 'Cannot reach the storage server' } };
      return {
        status: 200,
        body: { status: 'ok', operator: false, distributedMode: true, features: [], pages: readOnlyPages },
      };
    });
    const { router, queryClient } = renderApp('/buckets/photos/browse');
    expect((await screen.findByTestId('page-title')).textContent).toBe('photos');
    storageDown = true;
    await act(() => queryClient.refetchQueries({ queryKey: ['session'] }));
    expect((await screen.findByTestId('snackbar')).textContent).toContain('Cannot reach the storage server');
    expect(router.state.location.pathname).toBe('/buckets/photos/browse');
    expect(screen.getByTestId('side-menu')).toBeTruthy();
  });
});

describe('a page declared with lazyPage', () => {
  it('is loaded when its route opens, and renders inside the shell', async () => {
    withSession(['/buckets', '/license']);
    let loads = 0;
    const licenceManifest: FeatureManifest = {
      id: 'lazy-licence',
      routes: [
        {
          path: 'lazy-check',
          page: '/license',
          Component: lazyPage(async () => {
            loads += 1;
            return () => <h1>Loaded on demand</h1>;
          }),
        },
      ],
    };
    const { router } = renderApp('/buckets', buildRoutes([...featureManifests, licenceManifest]));
    await screen.findByTestId('page-title');
    expect(loads).toBe(0);
    await act(() => router.navigate('/lazy-check'));
    expect(await screen.findByRole('heading', { name: 'Loaded on demand' })).toBeTruthy();
    expect(loads).toBe(1);
    expect(screen.getByTestId('side-menu')).toBeTruthy();
  });
});
