import '../../testing/test-ids';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { rememberedUser, saveRedirectPath } from '../../api/local-session';
import { deferredAnswer, stubFetch, type StubAnswer } from '../../testing/fetch-stub';
import { renderApp } from '../../testing/render-app';

const formStrategy = { status: 200, body: { loginStrategy: 'form', redirect: [] } };
const session = {
  status: 200,
  body: { status: 'ok', operator: false, distributedMode: true, features: [], pages: ['/buckets', '/buckets/*'] },
};

afterEach(() => localStorage.clear());

const username = () => screen.getByTestId('login-username') as HTMLInputElement;
const password = () => screen.getByTestId('login-password') as HTMLInputElement;
const loginButton = () => screen.getByTestId('login-button') as HTMLButtonElement;
const type = (input: HTMLInputElement, value: string) => fireEvent.change(input, { target: { value } });

describe('the form login', () => {
  it('enables Login only when both fields are filled', async () => {
    stubFetch(() => formStrategy);
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Console Login' })).toBeTruthy();
    expect(loginButton().disabled).toBe(true);
    type(username(), 'alice');
    expect(loginButton().disabled).toBe(true);
    type(password(), ' ');
    expect(loginButton().disabled).toBe(false);
    type(username(), '');
    expect(loginButton().disabled).toBe(true);
  });

  it('disables everything while the login runs, then shows the server’s error and re-enables', async () => {
    const answer = deferredAnswer();
    const seen = stubFetch(({ method, path }) =>
      method === 'POST' && path === '/api/v1/login' ? answer.promise : formStrategy,
    );
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Console Login' });
    type(username(), 'alice');
    type(password(), 'wrong');
    fireEvent.submit(screen.getByTestId('login-form'));

    await waitFor(() => expect(loginButton().disabled).toBe(true));
    expect(username().disabled).toBe(true);
    expect(password().disabled).toBe(true);
    const login = seen.find((request) => request.method === 'POST');
    expect(login?.headers.get('X-Requested-With')).toBe('object-console');
    expect(JSON.parse(login?.body ?? '{}')).toEqual({ accessKey: 'alice', secretKey: 'wrong' });

    await act(async () =>
      answer.resolve({ status: 401, body: { code: 401, message: 'Invalid login', detailedMessage: 'bad key' } }),
    );
    expect((await screen.findByTestId('login-error')).textContent).toContain('Invalid login');
    expect(loginButton().disabled).toBe(false);
    expect(username().disabled).toBe(false);
    expect(rememberedUser()).toBe(undefined);
  });

  it('after a login goes to the saved path and remembers the user, encoded', async () => {
    saveRedirectPath('/buckets/photos/browse');
    stubFetch(({ method, path }): StubAnswer => {
      if (method === 'POST' && path === '/api/v1/login') return { status: 204 };
      return path === '/api/v1/session' ? session : formStrategy;
    });
    const { router } = renderApp('/login');
    await screen.findByRole('heading', { name: 'Console Login' });
    type(username(), 'alice');
    type(password(), 'secret');
    fireEvent.click(loginButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/buckets/photos/browse'));
    expect((await screen.findByTestId('page-title')).textContent).toBe('photos');
    expect(rememberedUser()).toBe('alice');
    expect(JSON.stringify({ ...localStorage })).not.toContain('secret');
  });
});

describe('the operator login', () => {
  it('asks for a JWT and enables Login only when it is given', async () => {
    const seen = stubFetch(({ method }) =>
      method === 'POST'
        ? { status: 401, body: { message: 'invalid token' } }
        : { status: 200, body: { loginStrategy: 'service-account' } },
    );
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Operator Login' })).toBeTruthy();
    const jwt = screen.getByTestId('login-jwt') as HTMLInputElement;
    expect(loginButton().disabled).toBe(true);
    type(jwt, 'eyJhbGciOi');
    expect(loginButton().disabled).toBe(false);
    fireEvent.click(loginButton());
    expect((await screen.findByTestId('login-error')).textContent).toContain('Invalid token');
    expect(seen.at(-1)).toMatchObject({ method: 'POST', path: '/api/v1/login/operator' });
  });
});

describe('the redirect login', () => {
  it('offers one Login with SSO link per address', async () => {
    stubFetch(() => ({
      status: 200,
      body: { loginStrategy: 'redirect', redirect: ['https://idp.example/a', 'https://idp.example/b'] },
    }));
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeTruthy();
    const links = screen.getAllByRole('link', { name: 'Login with SSO' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://idp.example/a', 'https://idp.example/b']);
  });
});

describe('loading the strategy', () => {
  it('shows a spinner, then on failure the backend-unreachable text; Retry loads it again', async () => {
    let up = false;
    stubFetch(() => (up ? formStrategy : 'network-error'));
    renderApp('/login');
    expect(screen.getByTestId('login-loading')).toBeTruthy();
    expect((await screen.findByTestId('backend-unreachable')).textContent).toContain(
      'An error has occurred, the backend cannot be reached.',
    );
    up = true;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Console Login' })).toBeTruthy();
  });
});

describe('single sign-on beside the form', () => {
  it('offers a button per named provider and keeps the access-key form', async () => {
    stubFetch(() => ({
      status: 200,
      body: {
        loginStrategy: 'redirect',
        redirectRules: [{ redirect: '/api/v1/login/oauth2/start', displayName: 'Example ID' }],
      },
    }));
    renderApp('/login');
    const button = await screen.findByRole('link', { name: 'Login with Example ID' });
    expect(button.getAttribute('href')).toBe('/api/v1/login/oauth2/start');
    expect(username()).toBeTruthy();
  });
});
