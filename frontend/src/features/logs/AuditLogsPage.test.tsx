import '../../testing/test-ids';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { stubFetch } from '../../testing/fetch-stub';
import { renderApp } from '../../testing/render-app';

const session = {
  status: 'ok',
  operator: false,
  distributedMode: true,
  features: ['log-search'],
  pages: ['/tools/audit-logs'],
  policy: { Version: '2012-10-17', Statement: [{ Effect: 'Allow', Action: ['admin:*'] }] },
  user: 'admin',
};

const status = {
  store: 'embedded',
  available: true,
  starting: false,
  buffered: 0,
  refused: 0,
  ingestUrl: 'http://console/api/v1/logs/audit/ingest',
  webhook: { configured: true, target: 'objectconsole' },
};

function answer() {
  return stubFetch((request) => {
    if (request.path === '/api/v1/session') return { status: 200, body: session };
    if (request.path === '/api/v1/logs/audit/status') return { status: 200, body: status };
    if (request.path === '/api/v1/logs/search') return { status: 200, body: { results: [] } };
    return { status: 404, body: { message: 'not stubbed' } };
  });
}

const sortOf = (header: HTMLElement) => header.closest('th')?.getAttribute('aria-sort');

describe('the audit logs page', () => {
  it('keeps a sort chosen before the first search, and searches in that order', async () => {
    const seen = answer();
    renderApp('/tools/audit-logs');
    const timestamp = await screen.findByRole('button', { name: 'Timestamp' });
    expect(sortOf(timestamp)).toBe('descending');
    fireEvent.click(timestamp);
    expect(sortOf(within(screen.getByTestId('audit-table')).getByRole('button', { name: 'Timestamp' }))).toBe(
      'ascending',
    );
    fireEvent.click(screen.getByTestId('audit-get-information'));
    await waitFor(() => expect(seen.some((request) => request.path === '/api/v1/logs/search')).toBe(true));
    const search = new URL(seen.find((request) => request.path === '/api/v1/logs/search')?.url ?? '');
    expect(search.searchParams.get('order')).toBe('timeAsc');
    expect(search.searchParams.get('pageNo')).toBe('0');
  });

  it('says how to start before the first search, and what was found after it', async () => {
    answer();
    renderApp('/tools/audit-logs');
    expect((await screen.findByTestId('audit-not-searched')).textContent).toBe(
      'Choose the time range and filters, then select Get Information to see the records.',
    );
    fireEvent.click(screen.getByTestId('audit-get-information'));
    expect((await screen.findByTestId('audit-empty')).textContent).toContain(
      'There is no information with this criteria',
    );
    expect(screen.queryByTestId('audit-not-searched')).toBeNull();
  });
});
