import '../../testing/test-ids';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { deferredAnswer, stubFetch, type StubAnswer } from '../../testing/fetch-stub';
import { renderApp } from '../../testing/render-app';

const session = {
  status: 'ok',
  operator: false,
  distributedMode: true,
  features: [],
  pages: ['/settings', '/settings/:option'],
  policy: { Version: '2012-10-17', Statement: [{ Effect: 'Allow', Action: ['admin:*'] }] },
  user: 'admin',
};

const heal = {
  name: 'heal',
  description: 'manage object healing frequency and bitrot verification checks',
  multiple_targets: false,
  key_values: [{ key: 'max_io', value: '100' }],
  keys: [{ key: 'max_io', type: 'number', description: 'maximum IO requests', optional: true, secret: false }],
  targets: [],
};

/** A required key the server's environment sets, stored empty. */
const api = {
  name: 'api',
  description: 'manage global HTTP API call specific features',
  multiple_targets: false,
  key_values: [{ key: 'cors_allow_origin', value: '*' }],
  keys: [
    { key: 'requests_max', type: 'number', description: 'concurrent requests', optional: false, secret: false },
    { key: 'cors_allow_origin', type: 'csv', description: 'origins', optional: true, secret: false },
  ],
  targets: [],
  env_overrides: [{ key: 'requests_max', env: 'MINIO_API_REQUESTS_MAX', value: '123' }],
};

/** Answers the session and the heal and api settings; each save gets the answer the test gives it. */
function answer(saves: Array<Promise<StubAnswer>>) {
  return stubFetch((request) => {
    if (request.path === '/api/v1/session') return { status: 200, body: session };
    if (request.path === '/api/v1/configs/api' && request.method === 'GET') return { status: 200, body: api };
    if (request.path === '/api/v1/configs/heal' && request.method === 'GET') return { status: 200, body: heal };
    if (request.path.startsWith('/api/v1/configs/') && request.method === 'PUT')
      return saves.shift() ?? { status: 500, body: { message: 'unexpected save' } };
    return { status: 404, body: { message: 'not stubbed' } };
  });
}

const puts = (seen: ReturnType<typeof answer>) => seen.filter((request) => request.method === 'PUT');

describe('a settings category page', () => {
  it('saves once for a double click, with what it opened with, and can save again after a refusal', async () => {
    const refused = deferredAnswer();
    const accepted = deferredAnswer();
    const seen = answer([refused.promise, accepted.promise]);
    const { router } = renderApp('/settings/heal');
    fireEvent.change(await screen.findByTestId('setting-max_io'), { target: { value: '20' } });
    const save = screen.getByTestId('settings-save');
    fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(() => expect(puts(seen)).toHaveLength(1));
    // Another administrator set max_io meanwhile: the server refuses, and the form keeps what was typed.
    refused.resolve({ status: 409, body: { message: 'The setting "max_io" changed since you opened it' } });
    expect((await screen.findByTestId('settings-save-error')).textContent).toContain(
      'The setting "max_io" changed since you opened it',
    );
    expect((screen.getByTestId('setting-max_io') as HTMLInputElement).value).toBe('20');

    fireEvent.click(screen.getByTestId('settings-save'));
    await waitFor(() => expect(puts(seen)).toHaveLength(2));
    accepted.resolve({ status: 200, body: { restart: false } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
    expect(puts(seen)).toHaveLength(2);
    expect(JSON.parse(puts(seen)[0]?.body ?? '{}')).toEqual({
      key_values: [{ key: 'max_io', value: '20' }],
      previous: [{ key: 'max_io', value: '100' }],
    });
  });

  it('shows a key the environment sets with its variable and value, not editable, and saves the others', async () => {
    const seen = answer([Promise.resolve({ status: 200, body: { restart: false } })]);
    renderApp('/settings/api');
    const overridden = (await screen.findByTestId('setting-requests_max')) as HTMLInputElement;
    expect(overridden.value).toBe('123');
    expect(overridden.disabled).toBe(true);
    expect(screen.getByTestId('setting-requests_max-message').textContent).toContain('MINIO_API_REQUESTS_MAX');
    fireEvent.change(screen.getByTestId('setting-cors_allow_origin'), { target: { value: 'https://a.example' } });
    fireEvent.click(screen.getByTestId('settings-save'));
    await waitFor(() => expect(puts(seen)).toHaveLength(1));
    expect(JSON.parse(puts(seen)[0]?.body ?? '{}')).toEqual({
      key_values: [{ key: 'cors_allow_origin', value: 'https://a.example' }],
      previous: [{ key: 'cors_allow_origin', value: '*' }],
    });
  });
});

describe('a settings category page read again while open (window focus, a reconnect, a save elsewhere)', () => {
  /** Answers heal with what `stored` holds at the time of each read. */
  function answerStored(stored: { maxIo: string }) {
    return stubFetch((request) => {
      if (request.path === '/api/v1/session') return { status: 200, body: session };
      if (request.path === '/api/v1/configs/heal' && request.method === 'GET')
        return { status: 200, body: { ...heal, key_values: [{ key: 'max_io', value: stored.maxIo }] } };
      if (request.method === 'PUT') return { status: 200, body: { restart: false } };
      return { status: 404, body: { message: 'not stubbed' } };
    });
  }
  const reads = (seen: ReturnType<typeof answerStored>) =>
    seen.filter((request) => request.method === 'GET' && request.path === '/api/v1/configs/heal').length;
  const maxIo = () => (screen.getByTestId('setting-max_io') as HTMLInputElement).value;
  /**
   * The values read again, and what React renders from them, before the test looks: TanStack Query tells the page
   * in a callback it queues (`setTimeout(…, 0)`) once the read is in, so a callback queued after it runs after it.
   */
  const readAgain = (queryClient: ReturnType<typeof renderApp>['queryClient']) =>
    act(async () => {
      await queryClient.refetchQueries({ queryKey: ['configs'] });
      await new Promise((resolve) => setTimeout(resolve, 0));
    });

  it('keeps what the user typed when the read brings the same values', async () => {
    const seen = answerStored({ maxIo: '100' });
    const { queryClient } = renderApp('/settings/heal');
    fireEvent.change(await screen.findByTestId('setting-max_io'), { target: { value: '20' } });
    const before = reads(seen);
    await readAgain(queryClient);
    expect(reads(seen)).toBeGreaterThan(before);
    expect(maxIo()).toBe('20');
    expect((screen.getByTestId('settings-save') as HTMLButtonElement).disabled).toBe(false);
  });

  it('keeps what the user typed, and what it opened with, when someone else changed the values', async () => {
    const stored = { maxIo: '100' };
    const seen = answerStored(stored);
    const { queryClient } = renderApp('/settings/heal');
    fireEvent.change(await screen.findByTestId('setting-max_io'), { target: { value: '20' } });
    stored.maxIo = '300';
    await readAgain(queryClient);
    expect(maxIo()).toBe('20');
    fireEvent.click(screen.getByTestId('settings-save'));
    await waitFor(() => expect(puts(seen)).toHaveLength(1));
    // Compared with what the user saw, so the server can refuse a key changed meanwhile.
    expect(JSON.parse(puts(seen)[0]?.body ?? '{}')).toEqual({
      key_values: [{ key: 'max_io', value: '20' }],
      previous: [{ key: 'max_io', value: '100' }],
    });
  });

  it('shows values changed elsewhere while the user has changed nothing', async () => {
    const stored = { maxIo: '100' };
    answerStored(stored);
    const { queryClient } = renderApp('/settings/heal');
    await screen.findByTestId('setting-max_io');
    stored.maxIo = '300';
    await readAgain(queryClient);
    expect(maxIo()).toBe('300');
  });
});
