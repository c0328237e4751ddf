import '../../testing/test-ids';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { deferredAnswer, stubFetch } from '../../testing/fetch-stub';
import { renderApp } from '../../testing/render-app';

const session = {
  status: 'ok',
  operator: false,
  distributedMode: true,
  features: [],
  pages: ['/notification-endpoints', '/notification-endpoints/add', '/notification-endpoints/add/:service'],
  policy: { Version: '2012-10-17', Statement: [{ Effect: 'Allow', Action: ['admin:*'] }] },
  user: 'admin',
};

const running = [{ service: 'webhook', account_id: 'hook', status: 'Online' }];

// jsdom lays nothing out and has no scrolling; the form brings the server's refusal into view.
Element.prototype.scrollIntoView = () => undefined;

/** Answers the session and the running targets; each save gets `save`, and a stored target is found only if running. */
function answer(save: Promise<{ status: number; body?: unknown }> = Promise.resolve({ status: 200, body: {} })) {
  return stubFetch((request) => {
    if (request.path === '/api/v1/session') return { status: 200, body: session };
    if (request.path === '/api/v1/admin/notification_endpoints')
      return { status: 200, body: { notification_endpoints: running } };
    if (request.path.startsWith('/api/v1/configs/') && request.method === 'PUT') return save;
    if (request.path.startsWith('/api/v1/configs/') && request.method === 'GET')
      return {
        status: 404,
        body: {
          message: 'There is no notify_webhook target named gone',
          detailedMessage: 'A target saved since the last restart shows once the server restarts.',
        },
      };
    return { status: 404, body: { message: 'not stubbed' } };
  });
}

const puts = (seen: ReturnType<typeof answer>) => seen.filter((request) => request.method === 'PUT');

function fillWebhook(name: string) {
  fireEvent.change(screen.getByTestId('target-name'), { target: { value: name } });
  fireEvent.change(screen.getByTestId('target-endpoint'), { target: { value: 'http://receiver:8080/events' } });
}

describe('the notification target form', () => {
  it('refuses a new target the identifier of a running one of its kind, instead of replacing its settings', async () => {
    const seen = answer();
    renderApp('/notification-endpoints/add/webhook');
    await screen.findByTestId('target-name');
    await waitFor(() => expect(seen.some((r) => r.path === '/api/v1/admin/notification_endpoints')).toBe(true));
    fillWebhook('hook');
    expect((await screen.findByTestId('target-name-problem')).textContent).toContain(
      'webhook:hook exists already: edit it from the list instead of replacing it here',
    );
    fireEvent.click(screen.getByTestId('save-notification-target'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(puts(seen)).toHaveLength(0);
  });

  it('saves a new target once for a double click, with the default queue limit', async () => {
    const saved = deferredAnswer();
    const seen = answer(saved.promise);
    const { router } = renderApp('/notification-endpoints/add/webhook');
    await screen.findByTestId('target-name');
    fillWebhook('other');
    const save = screen.getByTestId('save-notification-target');
    fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(() => expect(puts(seen)).toHaveLength(1));
    saved.resolve({ status: 200, body: { restart: true } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/notification-endpoints'));
    expect(puts(seen)).toHaveLength(1);
    expect(decodeURIComponent(puts(seen)[0]?.path ?? '')).toBe('/api/v1/configs/notify_webhook:other');
    expect(JSON.parse(puts(seen)[0]?.body ?? '{}')).toEqual({
      key_values: [
        { key: 'endpoint', value: 'http://receiver:8080/events' },
        { key: 'queue_limit', value: '10000' },
      ],
    });
  });

  it('says why an edit link to a target the server does not run opens nothing, with the way back to the list', async () => {
    answer();
    renderApp('/notification-endpoints/add/webhook?name=gone');
    expect((await screen.findByTestId('load-target-error')).textContent).toContain(
      'There is no notify_webhook target named gone',
    );
    expect(screen.getByRole('link', { name: 'Back to configured endpoints' }).getAttribute('href')).toBe(
      '/notification-endpoints',
    );
  });

  it('sends what an edit opened with and shows the refusal of a setting someone else changed, keeping the form', async () => {
    const stored = [
      { key: 'endpoint', value: 'http://receiver:8080/events' },
      { key: 'auth_token', value: '********', secret: true },
      { key: 'queue_dir', value: '' },
      { key: 'queue_limit', value: '10000' },
    ];
    const refusal = {
      code: 409,
      message: 'The setting "endpoint" changed since you opened it',
      detailedMessage:
        "It is 'http://moved:8080/events' now; it was 'http://receiver:8080/events' when the form opened.",
    };
    const seen = stubFetch((request) => {
      if (request.path === '/api/v1/session') return { status: 200, body: session };
      if (request.path === '/api/v1/admin/notification_endpoints')
        return { status: 200, body: { notification_endpoints: running } };
      if (request.method === 'GET' && request.path.startsWith('/api/v1/configs/'))
        return { status: 200, body: { key_values: stored } };
      if (request.method === 'PUT') return { status: 409, body: refusal };
      return { status: 404, body: { message: 'not stubbed' } };
    });
    const { router } = renderApp('/notification-endpoints/add/webhook?name=hook');
    const endpoint = await screen.findByTestId('target-endpoint');
    fireEvent.change(endpoint, { target: { value: 'http://mine:8080/events' } });
    fireEvent.click(screen.getByTestId('save-notification-target'));

    const error = await screen.findByTestId('save-target-error');
    expect(error.textContent).toContain('The setting "endpoint" changed since you opened it');
    expect(error.textContent).toContain("It is 'http://moved:8080/events' now");
    expect((screen.getByTestId('target-endpoint') as HTMLInputElement).value).toBe('http://mine:8080/events');
    expect(router.state.location.search).toBe('?name=hook');
    expect(JSON.parse(puts(seen)[0]?.body ?? '{}')).toEqual({
      key_values: [
        { key: 'endpoint', value: 'http://mine:8080/events' },
        { key: 'auth_token', value: '********' },
        { key: 'queue_limit', value: '10000' },
      ],
      previous: stored.map(({ key, value }) => ({ key, value })),
    });
  });
});
