import '../../testing/test-ids';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { stubFetch } from '../../testing/fetch-stub';
import { renderApp } from '../../testing/render-app';
import { snackMessageAtom } from '../../shared/messages/messages.atoms';

// jsdom lays nothing out: the document editor's CodeMirror asks ranges for rectangles jsdom's Range does not have.
Object.assign(Range.prototype, {
  getClientRects: () => [],
  getBoundingClientRect: () => new DOMRect(),
});

/** A session whose policy allows creating policies, but neither listing nor reading them. */
const session = {
  status: 'ok',
  operator: false,
  distributedMode: true,
  features: [],
  pages: ['/policies', '/policies/*'],
  policy: { Version: '2012-10-17', Statement: [{ Effect: 'Allow', Action: ['admin:CreatePolicy'] }] },
  user: 'writer',
};
const accessDenied = { status: 403, body: { code: 403, message: 'Access Denied.', detailedMessage: 'Access Denied.' } };

describe('Create Policy for a session that may create policies but not read them', () => {
  it('says the policy was created and why it cannot be shown, never "Access Denied." alone', async () => {
    const seen = stubFetch((request) => {
      if (request.path === '/api/v1/session') return { status: 200, body: session };
      if (request.path === '/api/v1/policies' && request.method === 'POST')
        return { status: 201, body: { name: 'team-read', readable: false } };
      return accessDenied;
    });
    const { router, store } = renderApp('/policies');
    expect((await screen.findByTestId('list-load-failed')).textContent).toContain(
      'Your policy does not allow listing policies (admin:ListUserPolicies)',
    );

    fireEvent.click(screen.getByTestId('create-policy'));
    fireEvent.change(await screen.findByLabelText(/Policy Name/), { target: { value: 'team-read' } });
    fireEvent.click(screen.getByTestId('modal-submit'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/policies/team-read'));
    // The list is asked again after the create, and refused again: that must not replace the "created" message.
    const listReads = () => seen.filter((request) => request.path === '/api/v1/policies' && request.method === 'GET');
    await waitFor(() => expect(listReads().length).toBeGreaterThan(1));
    expect(store.get(snackMessageAtom)).toMatchObject({
      type: 'success',
      message:
        "Policy 'team-read' created. Your policy does not allow reading policies (admin:GetPolicy), so the console cannot show it.",
    });
    const page = await screen.findByTestId('load-failed');
    expect(page.textContent).toContain('You cannot view this policy');
    expect(page.textContent).toContain(
      "MinIO does not show the policy 'team-read' to you: your policy does not allow reading policies (admin:GetPolicy).",
    );
    expect(page.textContent).not.toContain('Policy not found');
    expect(seen.filter((request) => request.method === 'POST')).toHaveLength(1);
  });
});
