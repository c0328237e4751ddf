import '@frontend/testing/test-ids';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { stubFetch } from '@frontend/testing/fetch-stub';
import { renderApp } from '@frontend/testing/render-app';

const page = '/namespaces/:tenantNamespace/tenants/:tenantName';

describe('deleting a tenant', () => {
  it('needs the exact name: Delete is disabled until typed, a wrong name is refused without a call', async () => {
    const seen = stubFetch(({ method, path }) => {
      if (path === '/api/v1/session')
        return {
          status: 200,
          body: { status: 'ok', operator: true, distributedMode: false, features: [], pages: ['/tenants', page] },
        };
      if (path === '/api/v1/namespaces/ns/tenants/t1' && method === 'GET')
        return { status: 200, body: { name: 't1', namespace: 'ns', currentState: 'Initialized' } };
      if (path === '/api/v1/namespaces/ns/tenants/t1' && method === 'DELETE') return { status: 204 };
      if (path === '/api/v1/tenants') return { status: 200, body: { tenants: [] } };
      return { status: 404, body: { message: 'not stubbed' } };
    });
    const { router } = renderApp('/namespaces/ns/tenants/t1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/namespaces/ns/tenants/t1/summary'));
    // The first render of the shell and the page takes a while on a busy machine.
    fireEvent.click(await screen.findByTestId('delete-tenant', undefined, { timeout: 10_000 }));
    const dialog = within(await screen.findByTestId('delete-tenant-modal'));
    const submit = dialog.getByTestId('modal-submit') as HTMLButtonElement;
    expect(submit.disabled).toBe(true);

    fireEvent.change(dialog.getByTestId('typed-name'), { target: { value: 't2' } });
    fireEvent.click(submit);
    expect((await dialog.findByTestId('typed-name-error')).textContent).toContain('Tenant name is incorrect');
    expect(seen.some((request) => request.method === 'DELETE')).toBe(false);

    fireEvent.change(dialog.getByTestId('typed-name'), { target: { value: 't1' } });
    fireEvent.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/tenants'));
    expect(seen.filter((request) => request.method === 'DELETE').map((request) => request.path)).toEqual([
      '/api/v1/namespaces/ns/tenants/t1',
    ]);
  });
});
