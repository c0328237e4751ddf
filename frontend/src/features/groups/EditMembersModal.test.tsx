import '@frontend/testing/test-ids';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { stubFetch } from '@frontend/testing/fetch-stub';
import { renderWithSession } from '@frontend/testing/render-with-session';
import { EditMembersModal } from './EditMembersModal';
import type { Group } from './groups.queries';

describe('Edit Members', () => {
  it('sends the members and status it showed, so what someone else changed meanwhile stays', async () => {
    const group: Group = { name: 'team', members: ['alice'], status: 'enabled', policy: '' };
    const calls = stubFetch((request) =>
      request.method === 'GET'
        ? { status: 200, body: { users: [] } }
        : { status: 200, body: { ...group, members: ['alice', 'bob'] } },
    );
    const onClose = jest.fn();
    renderWithSession(<EditMembersModal group={group} onClose={onClose} />, { distributedMode: true });
    fireEvent.click(screen.getByTestId('modal-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const put = calls.find((call) => call.method === 'PUT');
    expect(JSON.parse(put?.body ?? '{}')).toEqual({
      group: 'team',
      members: ['alice'],
      status: 'enabled',
      previous: { members: ['alice'], status: 'enabled' },
    });
  });
});
