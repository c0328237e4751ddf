import '@frontend/testing/test-ids';
import { EditorView } from '@codemirror/view';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { stubFetch } from '@frontend/testing/fetch-stub';
import { renderWithSession } from '@frontend/testing/render-with-session';
import { EditServiceAccountModal } from './EditServiceAccountModal';
import { serviceAccountKeys, type ServiceAccountInfo } from './service-accounts.queries';

// jsdom lays nothing out: CodeMirror's measuring asks ranges for rectangles jsdom's Range does not have.
Object.assign(Range.prototype, {
  getClientRects: () => [],
  getBoundingClientRect: () => new DOMRect(),
});

const policyOn = (bucket: string) =>
  JSON.stringify({
    Version: '2012-10-17',
    Statement: [{ Effect: 'Allow', Action: ['s3:GetObject'], Resource: [`arn:aws:s3:::${bucket}/*`] }],
  });
const opened: ServiceAccountInfo = {
  accessKey: 'DEPLOYKEY',
  parentUser: 'alice',
  status: 'enabled',
  impliedPolicy: false,
  policy: policyOn('opened'),
  name: 'deploy',
  expiration: null,
};
const refusal = {
  code: 409,
  message: "The service account's policy changed since you opened it",
  detailedMessage:
    'Someone else changed the policy of access key DEPLOYKEY meanwhile. Copy your policy, close the dialog and open ' +
    'it again to start from the current one.',
};

/** Replaces the policy text as typing would: through the editor, which tells the form. */
async function typePolicy(text: string): Promise<void> {
  const view = EditorView.findFromDOM(await screen.findByTestId('policy-editor'));
  if (!view) throw new Error('no editor view');
  act(() => view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } }));
}

/** The dialog opened from a button, as the list opens it, so that it can be opened a second time. */
function OpenedFromTheList() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        edit
      </button>
      {open && <EditServiceAccountModal accessKey="DEPLOYKEY" onClose={() => setOpen(false)} />}
    </>
  );
}

const editorText = async () => EditorView.findFromDOM(await screen.findByTestId('policy-editor'))?.state.doc.toString();

describe('Edit service account', () => {
  it('opened a second time, starts from what MinIO answers then, not from what the first opening read', async () => {
    let reads = 0;
    stubFetch(() => {
      reads += 1;
      return { status: 200, body: reads === 1 ? opened : { ...opened, policy: policyOn('someone-else') } };
    });
    renderWithSession(<OpenedFromTheList />, { distributedMode: true });
    fireEvent.click(screen.getByText('edit'));
    expect(await editorText()).toContain('arn:aws:s3:::opened/*');
    fireEvent.click(screen.getByTestId('modal-cancel'));
    await waitFor(() => expect(screen.queryByTestId('edit-service-account-modal')).toBeNull());

    fireEvent.click(screen.getByText('edit'));
    await waitFor(async () => expect(await editorText()).toContain('arn:aws:s3:::someone-else/*'));
    expect(reads).toBe(2);
  });

  it('sends what it opened with, even when the account was read again meanwhile, and keeps the policy typed on a refusal', async () => {
    let reads = 0;
    const calls = stubFetch((request) => {
      if (request.method === 'GET') {
        reads += 1;
        // Read again while the dialog is open: another administrator has changed the policy by then.
        return { status: 200, body: reads === 1 ? opened : { ...opened, policy: policyOn('someone-else') } };
      }
      return { status: 409, body: refusal };
    });
    const onClose = jest.fn();
    const { queryClient } = renderWithSession(<EditServiceAccountModal accessKey="DEPLOYKEY" onClose={onClose} />, {
      distributedMode: true,
    });
    expect(await screen.findByTestId('policy-editor')).toBeTruthy();
    await act(() => queryClient.refetchQueries({ queryKey: serviceAccountKeys.one('DEPLOYKEY') }));
    expect(reads).toBe(2);

    const typed = policyOn('mine');
    await typePolicy(typed);
    fireEvent.click(screen.getByTestId('modal-submit'));

    const banner = await screen.findByTestId('modal-error-banner');
    expect(banner.textContent).toContain("The service account's policy changed since you opened it");
    expect(banner.textContent).toContain('Copy your policy, close the dialog and open it again');
    expect(onClose).not.toHaveBeenCalled();
    const put = calls.find((call) => call.method === 'PUT');
    expect(JSON.parse(put?.body ?? '{}')).toEqual({
      policy: typed,
      previous: { policy: opened.policy, name: 'deploy', description: '', expiration: null, status: 'enabled' },
    });
    // The dialog stays, with what the user typed.
    await waitFor(() => expect(screen.getByTestId('edit-service-account-modal')).toBeTruthy());
    const view = EditorView.findFromDOM(screen.getByTestId('policy-editor'));
    expect(view?.state.doc.toString()).toBe(typed);
  });
});
