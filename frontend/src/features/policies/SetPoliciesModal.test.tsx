import '@frontend/testing/test-ids';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { stubFetch } from '@frontend/testing/fetch-stub';
import { renderWithSession } from '@frontend/testing/render-with-session';
import { SetPoliciesModal } from './SetPoliciesModal';

describe('Set Policies', () => {
  it('sends the policies it showed with the chosen ones, so a policy someone else attached meanwhile stays', async () => {
    const calls = stubFetch((request) =>
      request.method === 'GET' ? { status: 200, body: { policies: [{ name: 'readonly' }] } } : { status: 204 },
    );
    const onClose = jest.fn();
    renderWithSession(
      <SetPoliciesModal entityType="user" entityName="alice" current={['readonly']} onClose={onClose} />,
      { distributedMode: true },
    );
    fireEvent.click(screen.getByTestId('modal-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const put = calls.find((call) => call.method === 'PUT');
    expect(JSON.parse(put?.body ?? '{}')).toEqual({
      name: ['readonly'],
      entityName: 'alice',
      entityType: 'user',
      previous: ['readonly'],
    });
  });
});
