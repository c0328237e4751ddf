import '../../testing/test-ids';
import { EditorView } from '@codemirror/view';
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { PolicyDocumentEditor } from './PolicyDocumentEditor';

// jsdom lays nothing out: CodeMirror's measuring asks ranges for rectangles jsdom's Range does not have.
Object.assign(Range.prototype, {
  getClientRects: () => [],
  getBoundingClientRect: () => new DOMRect(),
});

function Harness({ initial = '', optional = false }: { initial?: string; optional?: boolean }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <PolicyDocumentEditor id="doc" label="Write Policy" value={value} onChange={setValue} optional={optional} />
      <button type="button" onClick={() => setValue('')}>
        Clear
      </button>
    </>
  );
}

/** The editor's editable content, once its lazily loaded code has arrived. */
const editor = () => screen.findByTestId('policy-editor');

/** Replaces the whole text as a person's typing would: through the editor, which tells the form. */
async function type(value: string): Promise<void> {
  const content = await editor();
  const view = EditorView.findFromDOM(content);
  if (!view) throw new Error('no editor view');
  act(() => view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: value } }));
}

const error = () => screen.queryByTestId('policy-editor-error');

describe('the policy JSON editor', () => {
  it('shows the problem as the text is typed and clears it once the document is valid', async () => {
    render(<Harness />);
    expect(error()).toBeNull();
    await type('{"Version": "2012-10-17", "Statement": [');
    expect(error()?.textContent).toContain(
      'This is not valid JSON: unexpected the end of the document at line 1, column 41.',
    );
    expect((await editor()).getAttribute('aria-invalid')).toBe('true');
    await type('{"Version": "2012-10-17", "Statement": []}');
    expect(error()?.textContent).toContain('The policy needs a "Statement" list');
    await type('{"Version": "2012-10-17", "Statement": [{"Effect": "Allow", "Action": ["s3:*"]}]}');
    expect(error()).toBeNull();
    expect((await editor()).getAttribute('aria-invalid')).toBe('false');
  });

  it('is named by its label and linked to the message for screen readers', async () => {
    render(<Harness initial="nope" />);
    const content = await editor();
    expect(content.getAttribute('aria-label')).toBe('Write Policy');
    expect(content.getAttribute('aria-describedby')).toBe('doc-helper');
    expect(document.getElementById('doc-helper')?.textContent).toContain('This is not valid JSON');
  });

  it('shows a value set from outside (Clear) in the editor', async () => {
    render(<Harness initial='{"Version": "2012-10-17"}' />);
    expect((await editor()).textContent).toContain('2012-10-17');
    act(() => screen.getByText('Clear').click());
    expect((await editor()).textContent).toBe('');
  });

  it('shows nothing for an empty optional document', async () => {
    render(<Harness optional />);
    await type('');
    expect(error()).toBeNull();
  });
});
