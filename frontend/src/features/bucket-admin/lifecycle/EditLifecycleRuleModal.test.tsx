import '@frontend/testing/test-ids';
import { fireEvent, screen } from '@testing-library/react';
import { stubFetch } from '@frontend/testing/fetch-stub';
import { renderWithSession } from '@frontend/testing/render-with-session';
import { EditLifecycleRuleModal } from './EditLifecycleRuleModal';

describe('Edit Lifecycle Configuration', () => {
  it('sends the rule as it opened with the edit, and shows why a rule changed meanwhile was refused', async () => {
    const calls = stubFetch(() => ({
      status: 409,
      body: {
        code: 409,
        message: 'The lifecycle rule changed since you opened it',
        detailedMessage: 'Its status is Disabled now; it was Enabled when the dialog opened.',
      },
    }));
    const rule = { id: 'r1', status: 'Enabled', prefix: 'logs/', tags: [{ key: 'team', value: 'web' }] } as const;
    renderWithSession(
      <EditLifecycleRuleModal bucket="photos" rule={{ ...rule, tags: [...rule.tags] }} onClose={jest.fn()} />,
      { distributedMode: true },
    );
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'team=ops' } });
    fireEvent.click(screen.getByTestId('modal-submit'));
    expect((await screen.findByTestId('modal-error-banner')).textContent).toContain(
      'The lifecycle rule changed since you opened it',
    );
    expect(JSON.parse(calls.find((call) => call.method === 'PUT')?.body ?? '{}')).toEqual({
      disable: false,
      tags: 'team=ops',
      previous: { disable: false, tags: 'team=web' },
    });
  });
});
