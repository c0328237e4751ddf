import '@frontend/testing/test-ids';
import { render, screen } from '@testing-library/react';
import { CredentialsModal, type CreatedTenant } from './CredentialsModal';

const created: CreatedTenant = {
  tenant: 'sales',
  answer: {
    console: [{ access_key: 'AKIAEXAMPLE00001', secret_key: 'secretsecretsecretsecretsecret00' }],
    externalIDP: false,
  },
};

describe('the credentials modal', () => {
  it('holds the focus on its first control as soon as it opens', () => {
    const { rerender } = render(<CredentialsModal created={undefined} onClose={() => undefined} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<CredentialsModal created={created} onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'New Tenant Created' });
    expect(document.activeElement).toBe(dialog.querySelector('button'));
    expect(screen.getByTestId('credential-access-0').querySelector('input')?.value).toBe('AKIAEXAMPLE00001');
  });
});
