import '../../testing/test-ids';
import { EditorView } from '@codemirror/view';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { stubFetch } from '../../testing/fetch-stub';
import { renderApp } from '../../testing/render-app';

// jsdom lays nothing out: CodeMirror's measuring asks ranges for rectangles jsdom's Range does not have.
Object.assign(Range.prototype, {
  getClientRects: () => [],
  getBoundingClientRect: () => new DOMRect(),
});

const session = {
  status: 'ok',
  operator: false,
  distributedMode: true,
  features: [],
  pages: ['/policies', '/policies/*'],
  policy: { Version: '2012-10-17', Statement: [{ Effect: 'Allow', Action: ['admin:*'] }] },
  user: 'admin',
};

const documentAllowing = (action: string) =>
  JSON.stringify({ Version: '2012-10-17', Statement: [{ Effect: 'Allow', Action: [action], Resource: ['*'] }] });

/** MinIO's answers: the policy allows `current.action`, last changed at `current.at`. */
function serve(current: { action: string; at: string }) {
  return stubFetch((request) => {
    if (request.path === '/api/v1/session') return { status: 200, body: session };
    if (request.path === '/api/v1/policy')
      return {
        status: 200,
        body: { name: 'team', policy: documentAllowing(current.action), updatedAt: current.at },
      };
    return { status: 200, body: { users: [], groups: [] } };
  });
}

const editorText = async () => EditorView.findFromDOM(await screen.findByTestId('policy-editor'))?.state.doc.toString();

async function openJsonTab() {
  renderApp('/policies/team');
  fireEvent.click(await screen.findByRole('tab', { name: 'JSON' }));
  await waitFor(async () => expect(await editorText()).toContain('s3:GetObject'));
}

describe('the policy JSON tab', () => {
  it('shows the newer version after Refresh when its text was not edited', async () => {
    const current = { action: 's3:GetObject', at: '2026-01-01T00:00:00Z' };
    serve(current);
    await openJsonTab();
    Object.assign(current, { action: 's3:PutObject', at: '2026-01-02T00:00:00Z' });
    fireEvent.click(screen.getByTestId('refresh-policy'));
    await waitFor(async () => expect(await editorText()).toContain('s3:PutObject'));
  });

  it('keeps text typed there when Refresh brings a newer version', async () => {
    const current = { action: 's3:GetObject', at: '2026-01-01T00:00:00Z' };
    const seen = serve(current);
    await openJsonTab();
    const view = EditorView.findFromDOM(await screen.findByTestId('policy-editor'));
    const typed = documentAllowing('s3:ListBucket');
    act(() => view?.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: typed } }));
    Object.assign(current, { action: 's3:PutObject', at: '2026-01-02T00:00:00Z' });
    fireEvent.click(screen.getByTestId('refresh-policy'));
    await waitFor(() => expect(seen.filter((request) => request.path === '/api/v1/policy')).toHaveLength(2));
    // The answer's render.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(await editorText()).toBe(typed);
  });
});
