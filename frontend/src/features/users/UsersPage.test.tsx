import '../../testing/test-ids';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { stubFetch, type SeenRequest, type StubAnswer } from '../../testing/fetch-stub';
import { renderApp } from '../../testing/render-app';

const adminPolicy = { Version: '2012-10-17', Statement: [{ Effect: 'Allow', Action: ['admin:*'] }] };
const session = {
  status: 'ok',
  operator: false,
  distributedMode: true,
  features: [],
  pages: ['/users', '/users/:userName+', '/groups'],
  policy: adminPolicy,
  user: 'admin',
};

function answer(extra: (request: SeenRequest) => StubAnswer | undefined) {
  return stubFetch((request) => {
    const special = extra(request);
    if (special) return special;
    if (request.path === '/api/v1/session') return { status: 200, body: session };
    if (request.path === '/api/v1/users')
      return { status: 200, body: { users: [{ accessKey: 'admin' }, { accessKey: 'bob' }] } };
    if (request.path === '/api/v1/groups') return { status: 200, body: { groups: ['devs', 'ops'] } };
    if (request.path === '/api/v1/policies') return { status: 200, body: { policies: [{ name: 'readonly' }] } };
    const name = new URL(request.url).searchParams.get('name');
    if (request.path === '/api/v1/user' && name === 'x%2Fy')
      return { status: 200, body: { accessKey: name, status: 'enabled', memberOf: [], policy: [], hasPolicy: true } };
    return { status: 404, body: { message: 'not stubbed' } };
  });
}

const row = (name: string) => screen.getByTestId(`row-${name}`);
const button = (testId: string) => screen.getByTestId(testId) as HTMLButtonElement;

describe('the users list', () => {
  it('enables Add to Group only with a selection, and never deletes the logged-in user', async () => {
    answer(() => undefined);
    renderApp('/users');
    await screen.findByTestId('row-bob');
    expect(button('add-to-group').disabled).toBe(true);
    expect(button('delete-admin').disabled).toBe(true);
    expect(button('delete-bob').disabled).toBe(false);
    fireEvent.click(within(row('bob')).getByRole('checkbox'));
    expect(button('add-to-group').disabled).toBe(false);
  });

  it('asks for a group before adding users to groups', async () => {
    const seen = answer(() => undefined);
    renderApp('/users');
    fireEvent.click(within(await screen.findByTestId('row-bob')).getByRole('checkbox'));
    fireEvent.click(button('add-to-group'));
    const dialog = await screen.findByTestId('add-to-groups-modal');
    fireEvent.click(within(dialog).getByTestId('modal-submit'));
    expect(within(dialog).getByTestId('field-problem').textContent).toContain(
      'You need to select at least one group to assign',
    );
    expect(seen.some((request) => request.path === '/api/v1/users-groups-bulk')).toBe(false);
  });

  it('shows which step of a bulk add failed and what was applied, and offers no blind retry', async () => {
    answer((request) =>
      request.path === '/api/v1/users-groups-bulk'
        ? {
            status: 403,
            body: {
              message: "Only partly saved: could not add 'bob' to group 'ops'",
              detailedMessage: "Applied: add 'bob' to group 'devs'. Failed: add 'bob' to group 'ops': Access Denied.",
            },
          }
        : undefined,
    );
    renderApp('/users');
    fireEvent.click(within(await screen.findByTestId('row-bob')).getByRole('checkbox'));
    fireEvent.click(button('add-to-group'));
    const dialog = await screen.findByTestId('add-to-groups-modal');
    await within(dialog).findByText('devs');
    fireEvent.click(within(dialog).getByLabelText('devs'));
    fireEvent.click(within(dialog).getByLabelText('ops'));
    fireEvent.click(within(dialog).getByTestId('modal-submit'));
    const report = await within(dialog).findByTestId('step-report');
    expect(report.textContent).toContain("Only partly saved: could not add 'bob' to group 'ops'");
    expect(report.textContent).toContain("Applied: add 'bob' to group 'devs'.");
    expect(report.textContent).toContain("Failed: add 'bob' to group 'ops': Access Denied.");
    await waitFor(() => expect((within(dialog).getByTestId('modal-submit') as HTMLButtonElement).disabled).toBe(true));
  });
});

describe('deleting a user', () => {
  it('sends one deletion when the confirmation is clicked twice in a row', async () => {
    const seen = answer((request) => (request.method === 'DELETE' ? { status: 204 } : undefined));
    renderApp('/users');
    fireEvent.click(await screen.findByTestId('delete-bob'));
    const confirm = within(await screen.findByTestId('delete-user-modal')).getByTestId('modal-submit');
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(screen.queryByTestId('delete-user-modal')).toBeNull());
    expect(seen.filter((request) => request.method === 'DELETE')).toHaveLength(1);
  });
});

describe('a users list that cannot be read', () => {
  it('says so instead of showing an empty list with an invitation to create the first user', async () => {
    answer((request) =>
      request.path === '/api/v1/users' ? { status: 403, body: { message: 'Access Denied.' } } : undefined,
    );
    renderApp('/users');
    const failed = await screen.findByTestId('list-load-failed');
    expect(failed.textContent).toContain('The list could not be loaded');
    expect(failed.textContent).toContain('Access Denied.');
    expect(screen.queryByTestId('empty-state')).toBeNull();
  });
});

describe('the user detail page', () => {
  it("opens a user whose name holds the text '%2F' under that name, not with a slash", async () => {
    const seen = answer(() => undefined);
    renderApp('/users/x%252Fy');
    expect((await screen.findByTestId('page-title')).textContent).toBe('x%2Fy');
    const asked = seen.filter((request) => request.path === '/api/v1/user');
    expect(asked.map((request) => new URL(request.url).searchParams.get('name'))).toEqual(['x%2Fy']);
  });
});

describe('Create User', () => {
  it('keeps Save disabled until the access key and an 8-character secret key are there', async () => {
    answer(() => undefined);
    renderApp('/users');
    fireEvent.click(await screen.findByTestId('create-user'));
    const dialog = await screen.findByTestId('create-user-modal');
    const save = within(dialog).getByTestId('modal-submit') as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(within(dialog).getByTestId('user-access-key'), { target: { value: 'carol' } });
    fireEvent.change(within(dialog).getByTestId('user-secret-key'), { target: { value: 'short' } });
    expect(save.disabled).toBe(true);
    expect(within(dialog).getByTestId('field-problem').textContent).toContain(
      'Passwords must be at least 8 characters long',
    );
    fireEvent.change(within(dialog).getByTestId('user-secret-key'), { target: { value: 'long-enough' } });
    expect(save.disabled).toBe(false);
  });
});
