import '@frontend/testing/test-ids';
import { Wizard, WizardStep } from '@patternfly/react-core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CreateTenantRequest } from '@contract/generated/api';
import { deferredAnswer, stubFetch } from '@frontend/testing/fetch-stub';
import { renderWithSession } from '@frontend/testing/render-with-session';
import { WizardFooterBar } from './WizardFooterBar';

const request = { name: 'sales-tenant', namespace: 'sales', pools: [] } as unknown as CreateTenantRequest;

describe("the wizard's Create", () => {
  it('shows its spinner and progress only once the answer is slow to come, and the credentials when it comes', async () => {
    const answer = deferredAnswer();
    const sent = stubFetch(({ method, path }) =>
      method === 'POST' && path === '/api/v1/tenants' ? answer.promise : { status: 404, body: {} },
    );
    const footer = (
      <WizardFooterBar
        canCreate
        invalidSteps={[]}
        onCancel={() => undefined}
        payload={() => request}
        onCreated={() => undefined}
        onFailed={() => undefined}
        onDone={() => undefined}
      />
    );
    renderWithSession(
      <Wizard footer={footer}>
        <WizardStep id="setup" name="Setup">
          setup
        </WizardStep>
      </Wizard>,
      { distributedMode: false },
    );
    const create = screen.getByTestId('wizard-create');
    fireEvent.click(create);
    // Nothing changes while the answer may still come at once; a second click sends nothing more.
    expect(screen.queryByRole('progressbar', { name: 'Creating the tenant…' })).toBeNull();
    expect(within(create).queryByRole('progressbar')).toBeNull();
    fireEvent.click(create);
    await waitFor(() => expect(within(create).queryByRole('progressbar')).not.toBeNull(), { timeout: 2_000 });
    expect((create as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('progressbar', { name: 'Creating the tenant…' })).toBeTruthy();
    expect(sent.filter((seen) => seen.method === 'POST')).toHaveLength(1);

    const keys = { access_key: 'AKIAEXAMPLE00001', secret_key: 's'.repeat(32) };
    await act(async () => answer.resolve({ status: 201, body: { console: [keys], externalIDP: false } }));
    await screen.findByRole('dialog', { name: 'New Tenant Created' });
    expect(within(create).queryByRole('progressbar')).toBeNull();
  });
});
