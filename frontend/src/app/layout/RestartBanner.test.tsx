import '../../testing/test-ids';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { serverNeedsRestartAtom } from '../../shared/state/server-restart.atoms';
import { deferredAnswer, stubFetch, type StubAnswer } from '../../testing/fetch-stub';
import { renderApp } from '../../testing/render-app';

const session: StubAnswer = {
  status: 200,
  body: { status: 'ok', operator: false, distributedMode: true, features: [], pages: ['/settings'] },
};

async function shellNeedingRestart(restartAnswer: Promise<StubAnswer> | StubAnswer) {
  const seen = stubFetch(({ method, path }) => {
    if (method === 'POST' && path === '/api/v1/service/restart') return restartAnswer;
    return session;
  });
  // The flag outlives a reload in the tab's session storage; each test starts without it.
  sessionStorage.clear();
  const app = renderApp('/settings');
  await screen.findByRole('heading', { name: 'Settings', level: 1 });
  expect(screen.queryByTestId('restart-banner')).toBeNull();
  act(() => app.store.set(serverNeedsRestartAtom, true));
  expect(screen.getByTestId('restart-banner')).toBeTruthy();
  return { ...app, seen };
}

describe('the restart banner', () => {
  it('restarts the server with an empty call, shows progress meanwhile, and goes when it is done', async () => {
    const answer = deferredAnswer();
    const { store, seen } = await shellNeedingRestart(answer.promise);
    fireEvent.click(screen.getByTestId('restart-button'));
    expect(await screen.findByText('The server is restarting.')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Server restart progress' })).toBeTruthy();
    const restart = seen.find((request) => request.path === '/api/v1/service/restart');
    expect(restart?.body).toBe('');
    expect(restart?.headers.get('X-Requested-With')).toBe('object-console');

    await act(async () => answer.resolve({ status: 204 }));
    await waitFor(() => expect(screen.queryByTestId('restart-banner')).toBeNull());
    expect(store.get(serverNeedsRestartAtom)).toBe(false);
  });

  it("counts an 'Error 502' (the server went away mid-restart) as restarted", async () => {
    const { store } = await shellNeedingRestart({ status: 502 });
    fireEvent.click(screen.getByTestId('restart-button'));
    await waitFor(() => expect(screen.queryByTestId('restart-banner')).toBeNull());
    expect(store.get(serverNeedsRestartAtom)).toBe(false);
  });

  it('keeps the bar and shows the error when the restart fails otherwise', async () => {
    const { store } = await shellNeedingRestart({
      status: 403,
      body: { code: 403, message: 'access denied', detailedMessage: 'admin:ServiceRestart is needed' },
    });
    fireEvent.click(screen.getByTestId('restart-button'));
    expect((await screen.findByTestId('snackbar')).textContent).toContain('Access denied');
    expect(screen.getByTestId('restart-button')).toBeTruthy();
    expect(store.get(serverNeedsRestartAtom)).toBe(true);
  });
});
