import '../../testing/test-ids';
import { fireEvent, screen } from '@testing-library/react';
import { stubFetch } from '../../testing/fetch-stub';
import { renderApp } from '../../testing/render-app';

function withTenants(tenants: unknown[] | null, pages: string[] = ['/tenants']) {
  return stubFetch(({ path }) => {
    if (path === '/api/v1/session')
      return { status: 200, body: { status: 'ok', operator: true, distributedMode: false, features: [], pages } };
    if (path === '/api/v1/tenants') return { status: 200, body: { tenants } };
    return { status: 404, body: { message: 'not stubbed' } };
  });
}

const cards = () => screen.queryAllByTestId(/^tenant-card-/);

describe('the tenants list', () => {
  it('shows the empty state, offering Create only when the wizard is allowed', async () => {
    withTenants(null, ['/tenants', '/tenants/add']);
    const { unmount } = renderApp('/tenants');
    expect(await screen.findByTestId('tenants-empty', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getAllByTestId('create-tenant')).toHaveLength(2);
    unmount();

    withTenants([]);
    renderApp('/tenants');
    expect(await screen.findByTestId('tenants-empty', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByTestId('create-tenant')).toBeNull();
  });

  it('lays out a long list a step at a time and shows more on request', async () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ name: `t-${String(i).padStart(2, '0')}`, namespace: 'ns' }));
    withTenants(many);
    renderApp('/tenants');
    await screen.findByTestId('tenant-card-ns-t-00', undefined, { timeout: 10_000 });
    expect(cards()).toHaveLength(24);
    expect(screen.getByTestId('tenants-shown').textContent).toBe('Showing 24 of 30 tenants');
    fireEvent.click(screen.getByTestId('tenants-more'));
    expect(cards()).toHaveLength(30);
    expect(screen.queryByTestId('tenants-more')).toBeNull();
  });
});
