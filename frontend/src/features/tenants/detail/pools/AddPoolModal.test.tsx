import '@frontend/testing/test-ids';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { stubFetch } from '@frontend/testing/fetch-stub';
import { renderApp } from '@frontend/testing/render-app';

const page = '/namespaces/:tenantNamespace/tenants/:tenantName';
const pool = { name: 'pool-0', servers: 4, volumes_per_server: 1, volume_configuration: { size: 2 ** 30 } };

describe('Add Pool', () => {
  it('cannot add a pool with a name Kubernetes refuses or one in use, or whose drives form no erasure set', async () => {
    const seen = stubFetch(({ method, path }) => {
      if (path === '/api/v1/session')
        return {
          status: 200,
          body: { status: 'ok', operator: true, distributedMode: false, features: [], pages: ['/tenants', page] },
        };
      if (path === '/api/v1/namespaces/ns/tenants/t1' && method === 'GET')
        return { status: 200, body: { name: 't1', namespace: 'ns', currentState: 'Initialized', pools: [pool] } };
      if (path === '/api/v1/namespaces/ns/resourcequotas/ns-storagequota')
        return { status: 200, body: { name: 'ns-storagequota', source: 'storageClasses', elements: [] } };
      if (path === '/api/v1/get-parity/4/1') return { status: 200, body: { parity: ['EC:2'] } };
      if (path === '/api/v1/get-parity/17/1')
        return { status: 400, body: { code: 400, message: 'No erasure-code parity is possible with 17 drives' } };
      if (path === '/api/v1/namespaces/ns/tenants/t1/pools') return { status: 204 };
      return { status: 404, body: { message: 'not stubbed' } };
    });
    renderApp('/namespaces/ns/tenants/t1/pools');
    fireEvent.click(await screen.findByTestId('expand-tenant', undefined, { timeout: 10_000 }));
    const dialog = within(await screen.findByTestId('add-pool-modal'));
    const submit = dialog.getByTestId('modal-submit') as HTMLButtonElement;
    await waitFor(() => expect(dialog.getByTestId('pool-parity').textContent).toContain('EC:2'));
    expect(submit.disabled).toBe(false);

    // A name Kubernetes would refuse, or one the tenant has: said at once, not after Add Pool.
    fireEvent.change(dialog.getByTestId('pool-name'), { target: { value: 'Bad Name' } });
    expect(dialog.getByTestId('pool-name-message').textContent).toMatch(/A pool name is 1 to 63 lowercase letters/);
    expect(submit.disabled).toBe(true);
    fireEvent.change(dialog.getByTestId('pool-name'), { target: { value: 'pool-0' } });
    expect(dialog.getByTestId('pool-name-message').textContent).toContain('The tenant already has a pool pool-0');
    expect(submit.disabled).toBe(true);
    fireEvent.change(dialog.getByTestId('pool-name'), { target: { value: '' } });
    expect(submit.disabled).toBe(false);

    // A decimal comma is refused as typed, not read as 15 (a number field drops the comma).
    const size = dialog.getByTestId('pool-sizeGi') as HTMLInputElement;
    fireEvent.change(size, { target: { value: '1,5' } });
    expect(size.value).toBe('1,5');
    expect(submit.disabled).toBe(true);
    fireEvent.change(size, { target: { value: '2' } });
    expect(submit.disabled).toBe(false);

    fireEvent.change(dialog.getByTestId('pool-servers'), { target: { value: '17' } });
    await waitFor(() =>
      expect(dialog.getByTestId('pool-parity').textContent).toBe('No erasure-code parity is possible with 17 drives'),
    );
    expect(submit.disabled).toBe(true);
    fireEvent.click(submit);
    expect(seen.some((request) => request.method === 'POST')).toBe(false);
  });
});
