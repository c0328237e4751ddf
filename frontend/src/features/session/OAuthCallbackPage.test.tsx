import '../../testing/test-ids';
import { screen, waitFor } from '@testing-library/react';
import { stubFetch } from '../../testing/fetch-stub';
import { renderApp } from '../../testing/render-app';

const formStrategy = { status: 200, body: { loginStrategy: 'form' } };

describe('/oauth_callback', () => {
  it("shows the identity provider's error", async () => {
    const seen = stubFetch(() => formStrategy);
    renderApp('/oauth_callback?error=access_denied&error_description=User%20cancelled');
    const error = await screen.findByTestId('idp-error');
    expect(error.textContent).toContain('IDP Error:');
    expect(error.textContent).toContain('access_denied User cancelled');
    expect(seen).toEqual([]);
  });

  it('exchanges the code, and on failure goes to /login showing why', async () => {
    const seen = stubFetch(({ method }) =>
      method === 'POST'
        ? { status: 501, body: { code: 501, message: 'Not implemented', detailedMessage: 'later' } }
        : formStrategy,
    );
    const { router } = renderApp('/oauth_callback?code=abc&state=xyz');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect((await screen.findByTestId('login-error')).textContent).toContain('Not implemented');
    const exchange = seen.find((request) => request.method === 'POST');
    expect(exchange?.path).toBe('/api/v1/login/oauth2/auth');
    expect(JSON.parse(exchange?.body ?? '{}')).toEqual({ code: 'abc', state: 'xyz' });
  });

  it('on success goes to the saved path', async () => {
    localStorage.setItem('object-console.redirect-path', '/buckets/photos/browse');
    stubFetch(({ method, path }) => {
      if (method === 'POST') return { status: 204 };
      if (path === '/api/v1/session') {
        return {
          status: 200,
          body: {
            status: 'ok',
            operator: false,
            distributedMode: true,
            features: [],
            pages: ['/buckets', '/buckets/*'],
          },
        };
      }
      return formStrategy;
    });
    const { router } = renderApp('/oauth_callback?code=abc&state=xyz');
    await waitFor(() => expect(router.state.location.pathname).toBe('/buckets/photos/browse'));
    expect((await screen.findByTestId('page-title')).textContent).toBe('photos');
  });
});
