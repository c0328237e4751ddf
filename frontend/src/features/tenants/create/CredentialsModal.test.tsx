import '@frontend/testing/test-ids';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { CredentialsModal, type CreatedTenant, type CredentialsOpener } from './CredentialsModal';

const created: CreatedTenant = {
  tenant: 'sales',
  answer: {
    console: [{ access_key: 'AKIAEXAMPLE00001', secret_key: 'secretsecretsecretsecretsecret00' }],
    externalIDP: false,
  },
};

describe('the credentials modal', () => {
  it('shows the keys as soon as it opens and then holds the focus on its first control', async () => {
    const opener = createRef<CredentialsOpener>();
    render(<CredentialsModal opener={opener} onClose={() => undefined} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => opener.current?.open(created));
    const dialog = screen.getByRole('dialog', { name: 'New Tenant Created' });
    expect(screen.getByTestId('credential-access-0').querySelector('code')?.textContent).toBe('AKIAEXAMPLE00001');
    await waitFor(() => expect(document.activeElement).toBe(dialog.querySelector('button')));
  });

  it('keeps no credentials in the page once closed', () => {
    const opener = createRef<CredentialsOpener>();
    const onClose = jest.fn();
    render(<CredentialsModal opener={opener} onClose={onClose} />);
    act(() => opener.current?.open(created));
    fireEvent.click(screen.getByTestId('credentials-done'));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.textContent).not.toContain('secretsecretsecretsecretsecret00');
    expect(document.body.textContent).not.toContain('AKIAEXAMPLE00001');
  });
});
