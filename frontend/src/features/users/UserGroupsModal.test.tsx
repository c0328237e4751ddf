import '@frontend/testing/test-ids';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { stubFetch } from '@frontend/testing/fetch-stub';
import { renderWithSession } from '@frontend/testing/render-with-session';
import { UserGroupsModal } from './UserGroupsModal';
import type { User } from './users.queries';

describe('Add to Groups (one user)', () => {
  it('sends the groups and status it showed, so a status or group someone else set meanwhile stays', async () => {
    const user: User = { accessKey: 'alice', status: 'enabled', memberOf: ['web'], policy: [] };
    const calls = stubFetch((request) =>
      request.method === 'GET' ? { status: 200, body: { groups: ['web'] } } : { status: 200, body: user },
    );
    const onClose = jest.fn();
    renderWithSession(<UserGroupsModal user={user} onClose={onClose} />, { distributedMode: true });
    fireEvent.click(screen.getByTestId('modal-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const put = calls.find((call) => call.method === 'PUT');
    expect(JSON.parse(put?.body ?? '{}')).toEqual({
      status: 'enabled',
      groups: ['web'],
      previous: { status: 'enabled', groups: ['web'] },
    });
  });
});
