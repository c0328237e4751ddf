import { ApiRequestError } from './api-error';
import { rememberUser, rememberedUser, takeRedirectPath } from './local-session';
import { configureSessionExit, handleFailedCall, sessionExitAction } from './session-exit';

describe('sessionExitAction', () => {
  it('remembers the path on a 401, except at the root', () => {
    expect(sessionExitAction(401, '/buckets/photos?tab=1')).toBe('remember-path-and-login');
    expect(sessionExitAction(401, '/')).toBe('login');
  });

  it('goes to login without remembering on a network failure', () => {
    expect(sessionExitAction(undefined, '/users')).toBe('login');
  });

  it('leaves other errors to the caller', () => {
    expect(sessionExitAction(403, '/users')).toBe('stay');
    expect(sessionExitAction(503, '/users')).toBe('stay');
  });

  it('does nothing on the login and single sign-on pages', () => {
    expect(sessionExitAction(401, '/login')).toBe('stay');
    expect(sessionExitAction(undefined, '/login')).toBe('stay');
    expect(sessionExitAction(401, '/oauth_callback?code=x')).toBe('stay');
  });
});

describe('handleFailedCall', () => {
  afterEach(() => {
    configureSessionExit(undefined);
    localStorage.clear();
  });

  function withApp(path: string) {
    const calls: string[] = [];
    configureSessionExit({
      currentPath: () => path,
      goToLogin: async () => {
        calls.push('login');
      },
      clearServerState: () => calls.push('clear'),
    });
    return calls;
  }

  it('on a 401 saves the path, forgets the user, goes to login, then clears the cache', async () => {
    const calls = withApp('/users/alice');
    rememberUser('alice');
    handleFailedCall(new ApiRequestError(401, 'Not logged in', undefined));
    await Promise.resolve();
    expect(calls).toEqual(['login', 'clear']);
    expect(rememberedUser()).toBe(undefined);
    expect(takeRedirectPath()).toBe('/users/alice');
    expect(takeRedirectPath()).toBe('/');
  });

  it('on a server error stays where it is', async () => {
    const calls = withApp('/users');
    handleFailedCall(new ApiRequestError(500, 'Boom', undefined));
    await Promise.resolve();
    expect(calls).toEqual([]);
  });
});
