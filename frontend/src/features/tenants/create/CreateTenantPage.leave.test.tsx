import '@frontend/testing/test-ids';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { buildRoutes } from '@frontend/app/app-routes';
import { featureManifests } from '@frontend/app/feature-registry';
import { stubFetch, type SeenRequest } from '@frontend/testing/fetch-stub';
import { renderApp } from '@frontend/testing/render-app';

const GiB = 2 ** 30;
const SESSION = {
  status: 'ok',
  operator: true,
  distributedMode: false,
  features: [],
  pages: ['/tenants', '/tenants/add'],
};

/** An operator session and a cluster with a namespace `sales` of one storage class and room for any tenant. */
function cluster(): SeenRequest[] {
  return stubFetch(({ method, path }) => {
    if (path === '/api/v1/session') return { status: 200, body: SESSION };
    if (path === '/api/v1/tenants' && method === 'GET') return { status: 200, body: { tenants: [] } };
    if (path === '/api/v1/tenants' && method === 'POST')
      return { status: 200, body: { console: [{ access_key: 'AKIAEXAMPLE00001', secret_key: 's'.repeat(32) }] } };
    if (path === '/api/v1/namespaces/sales/resourcequotas/sales-storagequota') {
      const elements = [{ name: 'standard.storageclass.storage.k8s.io/requests.storage', hard: 1000 * GiB, used: 0 }];
      return { status: 200, body: { name: 'sales-storagequota', source: 'quota', elements } };
    }
    if (path === '/api/v1/namespaces/sales/tenants') return { status: 200, body: { tenants: [] } };
    if (path === '/api/v1/cluster/max-allocatable-memory') return { status: 200, body: { max_memory: 64 * GiB } };
    if (path.startsWith('/api/v1/get-parity/')) return { status: 200, body: { parity: ['EC:2', 'EC:1'] } };
    return { status: 404, body: { message: 'not stubbed' } };
  });
}

/** The wizard opened from the tenants list, so the browser's Back goes to the list. */
async function openWizard() {
  cluster();
  const app = renderApp('/tenants', buildRoutes(featureManifests));
  await act(() => app.router.navigate('/tenants/add'));
  await screen.findByTestId('tenant-name', undefined, { timeout: 10_000 });
  return app;
}

const type = (id: string, value: string) => fireEvent.change(screen.getByTestId(id), { target: { value } });
const value = (id: string) => (screen.getByTestId(id) as HTMLInputElement).value;
const leaveModal = () => screen.queryByTestId('leave-wizard-modal');
const reloadPrevented = () => !window.dispatchEvent(new Event('beforeunload', { cancelable: true }));

describe('leaving the create-tenant wizard', () => {
  it('leaves a wizard with nothing typed at once', async () => {
    const { router } = await openWizard();
    expect(reloadPrevented()).toBe(false);
    fireEvent.click(screen.getByTestId('wizard-cancel'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tenants'));
    expect(leaveModal()).toBeNull();
  });

  it('asks before Cancel or Back drops what was typed: Stay keeps it, Leave leaves', async () => {
    const { router } = await openWizard();
    type('tenant-name', 'sales-tenant');
    expect(reloadPrevented()).toBe(true);

    fireEvent.click(screen.getByTestId('wizard-cancel'));
    const modal = await screen.findByRole('dialog', { name: 'Leave the create-tenant wizard?' });
    expect(modal.textContent).toContain('The settings you entered will be lost.');
    fireEvent.click(screen.getByTestId('leave-wizard-stay'));
    await waitFor(() => expect(leaveModal()).toBeNull());
    expect(router.state.location.pathname).toBe('/tenants/add');
    expect(value('tenant-name')).toBe('sales-tenant');

    // The browser's Back.
    await act(() => router.navigate(-1));
    await screen.findByTestId('leave-wizard-modal');
    expect(router.state.location.pathname).toBe('/tenants/add');
    fireEvent.click(screen.getByTestId('leave-wizard-leave'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tenants'));
    expect(leaveModal()).toBeNull();
    // Once the wizard is gone, a reload has nothing to lose.
    await waitFor(() => expect(reloadPrevented()).toBe(false));
  });

  it("keeps the later steps' input through the wizard's own Back, and leaves without asking once created", async () => {
    const { router } = await openWizard();
    type('tenant-name', 'sales-tenant');
    type('tenant-namespace', 'sales');
    const create = screen.getByTestId('wizard-create') as HTMLButtonElement;
    await waitFor(() => expect(create.disabled).toBe(false), { timeout: 5_000 });

    fireEvent.click(screen.getByTestId('wizard-advanced'));
    fireEvent.click(screen.getByTestId('wizard-next'));
    fireEvent.click(screen.getByTestId('wizard-next'));
    fireEvent.click(screen.getByTestId('custom-image'));
    type('image-imageName', 'minio/minio:RELEASE.2024-01-01T00-00-00Z');
    fireEvent.click(screen.getByTestId('wizard-back'));
    fireEvent.click(screen.getByTestId('wizard-back'));
    expect(value('tenant-name')).toBe('sales-tenant');
    fireEvent.click(screen.getByTestId('wizard-next'));
    fireEvent.click(screen.getByTestId('wizard-next'));
    expect(value('image-imageName')).toBe('minio/minio:RELEASE.2024-01-01T00-00-00Z');

    fireEvent.click(create);
    await screen.findByRole('dialog', { name: 'New Tenant Created' });
    expect(reloadPrevented()).toBe(false);
    fireEvent.click(screen.getByTestId('credentials-done'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tenants'));
    expect(leaveModal()).toBeNull();
  });
});
