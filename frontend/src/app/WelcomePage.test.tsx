import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { WelcomePage } from './WelcomePage';

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <WelcomePage />
    </QueryClientProvider>,
  );
}

function mockFetch(...responses: Array<{ ok: boolean; status: number; body?: unknown }>) {
  const fetchMock = jest.fn();
  for (const response of responses) {
    fetchMock.mockResolvedValueOnce({ ok: response.ok, status: response.status, json: async () => response.body });
  }
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

describe('WelcomePage', () => {
  it('says the backend is up when /healthz answers', async () => {
    mockFetch({ ok: true, status: 200, body: { status: 'ok' } });
    renderPage();
    expect(await screen.findByText('The console backend is up.')).toBeTruthy();
  });

  it('says the backend cannot be reached, and Retry asks again', async () => {
    const fetchMock = mockFetch({ ok: false, status: 502 }, { ok: true, status: 200, body: { status: 'ok' } });
    renderPage();
    expect(await screen.findByText('An error has occurred, the backend cannot be reached.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('The console backend is up.')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
