import '@frontend/testing/test-ids';
import { act, fireEvent, render, screen } from '@testing-library/react';
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
  it('holds the focus on its first control as soon as it opens', () => {
    const opener = createRef<CredentialsOpener>();
    render(<CredentialsModal opener={opener} onClose={() => undefined} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => opener.current?.open(created));
    const dialog = screen.getByRole('dialog', { name: 'New Tenant Created' });
    expect(document.activeElement).toBe(dialog.querySelector('button'));
    expect(screen.getByTestId('credential-access-0').querySelector('input')?.value).toBe('AKIAEXAMPLE00001');
  });

  it('keeps no credentials in the page once closed', () => {
    const opener = createRef<CredentialsOpener>();
    const onClose = jest.fn();
    render(<CredentialsModal opener={opener} onClose={onClose} />);
    act(() => opener.current?.open(created));
    fireEvent.click(screen.getByTestId('credentials-done'));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    const values = Array.from(document.querySelectorAll('input'), (input) => input.value);
    expect(values).not.toContain('secretsecretsecretsecretsecret00');
    expect(values).not.toContain('AKIAEXAMPLE00001');
  });
});
