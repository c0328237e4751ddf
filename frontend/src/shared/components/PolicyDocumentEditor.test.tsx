import '../../testing/test-ids';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { PolicyDocumentEditor } from './PolicyDocumentEditor';

function Harness({ initial = '', optional = false }: { initial?: string; optional?: boolean }) {
  const [value, setValue] = useState(initial);
  return <PolicyDocumentEditor id="doc" label="Write Policy" value={value} onChange={setValue} optional={optional} />;
}

const editor = () => screen.getByTestId('policy-editor') as HTMLTextAreaElement;
const type = (value: string) => fireEvent.change(editor(), { target: { value } });
const error = () => screen.queryByTestId('policy-editor-error');

describe('the policy JSON editor', () => {
  it('shows the problem as the text is typed and clears it once the document is valid', () => {
    render(<Harness />);
    expect(error()).toBeNull();
    type('{"Version": "2012-10-17", "Statement": [');
    expect(error()?.textContent).toContain(
      'This is not valid JSON: unexpected the end of the document at line 1, column 41.',
    );
    expect(editor().getAttribute('aria-invalid')).toBe('true');
    type('{"Version": "2012-10-17", "Statement": []}');
    expect(error()?.textContent).toContain('The policy needs a "Statement" list');
    type('{"Version": "2012-10-17", "Statement": [{"Effect": "Allow", "Action": ["s3:*"]}]}');
    expect(error()).toBeNull();
    expect(editor().getAttribute('aria-invalid')).toBe('false');
  });

  it('links the message to the field for screen readers', () => {
    render(<Harness initial="nope" />);
    const describedBy = editor().getAttribute('aria-describedby');
    expect(describedBy).toBe('doc-helper');
    expect(document.getElementById('doc-helper')?.textContent).toContain('This is not valid JSON');
  });

  it('shows nothing for an empty optional document', () => {
    render(<Harness optional />);
    type('');
    expect(error()).toBeNull();
  });
});
