import '@frontend/testing/test-ids';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { stubFetch } from '@frontend/testing/fetch-stub';
import { renderWithSession } from '@frontend/testing/render-with-session';
import { MultiBucketReplicationModal } from './MultiBucketReplicationModal';

const type = (id: string, value: string) => fireEvent.change(screen.getByTestId(id), { target: { value } });
const button = (id: string) => screen.getByTestId(id) as HTMLButtonElement;

describe('Set Multiple Bucket Replication', () => {
  it('checks the remote on Next, then keeps failed buckets with their reason and drops applied ones', async () => {
    const seen = stubFetch(({ path }) =>
      path === '/api/v1/list-external-buckets'
        ? { status: 200, body: { buckets: [{ name: 'alpha' }, { name: 'beta' }] } }
        : {
            status: 200,
            body: {
              replicationState: [
                { originBucket: 'alpha', targetBucket: 'alpha' },
                { originBucket: 'beta', errorString: 'Remote target refused the credentials' },
              ],
            },
          },
    );
    const onClose = jest.fn();
    renderWithSession(<MultiBucketReplicationModal buckets={['alpha', 'beta']} onClose={onClose} />, {
      distributedMode: true,
    });
    expect(screen.getByTestId('root-credentials-warning').textContent).toContain(
      'Please avoid the use of root credentials for this feature',
    );
    expect(button('wizard-next').disabled).toBe(true);
    type('replication-accessKey', 'replicator');
    type('replication-secretKey', 'secret-key-1');
    type('replication-targetURL', '127.0.0.1:9000');
    fireEvent.click(screen.getByTestId('replication-tls'));
    expect(button('wizard-next').disabled).toBe(false);
    fireEvent.click(button('wizard-next'));

    // Same-named remote buckets are preselected as destinations.
    await screen.findByTestId('bucket-assignments');
    expect((screen.getByTestId('destination-alpha') as HTMLSelectElement).value).toBe('alpha');
    expect(JSON.parse(seen[0]?.body ?? '{}')).toMatchObject({ targetURL: '127.0.0.1:9000', useTLS: false });

    fireEvent.click(button('wizard-create'));
    await screen.findByTestId('replication-error-beta');
    const request = JSON.parse(seen[1]?.body ?? '{}');
    expect(request).toMatchObject({
      targetURL: 'http://127.0.0.1:9000',
      syncMode: 'async',
      bandwidth: 100 * 1024 ** 3,
    });
    expect(request.bucketsRelation).toEqual([
      { originBucket: 'alpha', destinationBucket: 'alpha' },
      { originBucket: 'beta', destinationBucket: 'beta' },
    ]);
    await waitFor(() => expect(screen.queryByTestId('row-alpha')).toBeNull());
    expect(screen.getByTestId('row-beta')).toBeTruthy();
    expect(screen.getByTestId('replication-error-beta').getAttribute('aria-label')).toContain(
      'Remote target refused the credentials',
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows a refused remote inside the dialog and stays on step 1', async () => {
    stubFetch(() => ({ status: 400, body: { message: 'The remote refused the credentials' } }));
    renderWithSession(<MultiBucketReplicationModal buckets={['alpha']} onClose={jest.fn()} />, {
      distributedMode: true,
    });
    type('replication-accessKey', 'replicator');
    type('replication-secretKey', 'secret-key-1');
    type('replication-targetURL', 'host:1');
    fireEvent.click(button('wizard-next'));
    expect((await screen.findByTestId('modal-error-banner')).textContent).toContain('The remote refused');
    expect(screen.getByTestId('wizard-next')).toBeTruthy();
  });

  it('says at the field that a secret key is too short, and does not send it', () => {
    const seen = stubFetch(() => ({ status: 200, body: { buckets: [] } }));
    renderWithSession(<MultiBucketReplicationModal buckets={['alpha']} onClose={jest.fn()} />, {
      distributedMode: true,
    });
    type('replication-accessKey', 'replicator');
    type('replication-secretKey', 'short');
    type('replication-targetURL', 'host:1');
    expect(screen.getByTestId('replication-secretKey-problem').textContent).toContain('At least 8 characters');
    expect(button('wizard-next').disabled).toBe(true);
    fireEvent.submit(screen.getByTestId('replication-secretKey').closest('form') as HTMLFormElement);
    expect(seen).toHaveLength(0);
    type('replication-secretKey', 'long-enough');
    expect(screen.queryByTestId('replication-secretKey-problem')).toBeNull();
    expect(button('wizard-next').disabled).toBe(false);
  });

  it('explains a remote without any bucket to replicate to', async () => {
    stubFetch(() => ({ status: 200, body: { buckets: [] } }));
    renderWithSession(<MultiBucketReplicationModal buckets={['alpha']} onClose={jest.fn()} />, {
      distributedMode: true,
    });
    type('replication-accessKey', 'replicator');
    type('replication-secretKey', 'secret-key-1');
    type('replication-targetURL', 'host:1');
    fireEvent.click(button('wizard-next'));
    expect((await screen.findByTestId('no-remote-buckets')).textContent).toContain('The remote server has no buckets');
    expect(button('wizard-create').disabled).toBe(true);
  });
});
