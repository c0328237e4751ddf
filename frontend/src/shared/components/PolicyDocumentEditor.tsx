import { FormGroup, FormHelperText, HelperText, HelperTextItem, Skeleton } from '@patternfly/react-core';
import { lazy, Suspense } from 'react';
import { policyDocumentProblem } from './policy-document.rules';

// CodeMirror comes with the first editor a person opens, never with the login page or the shell.
const CodeEditor = lazy(() => import('./code-editor/CodeEditor').then((m) => ({ default: m.CodeEditor })));

export interface PolicyDocumentEditorProps {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** An empty document is acceptable (an optional restriction). */
  readonly optional?: boolean;
  readonly isDisabled?: boolean;
  readonly hint?: string;
  readonly rows?: number;
  /** Checks another kind of document (YAML) instead of a JSON policy; returns its problem or `undefined`. */
  readonly problemOf?: (value: string) => string | undefined;
  /** How the text is coloured: JSON (the default) or plain text (YAML has no grammar installed). */
  readonly language?: 'json' | 'text';
  readonly 'data-test'?: string;
}

/**
 * The JSON editor of policies: a CodeMirror editor (syntax colouring, line numbers, bracket matching), checked on
 * every keystroke, its problem (with line and column) shown right under it and announced to screen readers. Tab
 * leaves the editor as it leaves any form field (see `CodeEditor`). The editor's code is loaded on first use.
 */
export function PolicyDocumentEditor(props: PolicyDocumentEditorProps) {
  const problem = props.problemOf ? props.problemOf(props.value) : policyDocumentProblem(props.value, props.optional);
  const showProblem = problem !== undefined && props.value.trim() !== '';
  const helperId = `${props.id}-helper`;
  const rows = props.rows ?? 16;
  // No `fieldId`: a label's `for` cannot point at the editable div; the editor carries the label as its name instead.
  return (
    <FormGroup label={props.label} isRequired={!props.optional}>
      <div id={props.id}>
        <Suspense fallback={<Skeleton height={`calc(${rows} * 1.5em)`} screenreaderText={props.label} />}>
          <CodeEditor
            value={props.value}
            onChange={props.onChange}
            language={props.language ?? 'json'}
            label={props.label}
            describedBy={helperId}
            invalid={showProblem}
            isDisabled={props.isDisabled ?? false}
            rows={rows}
            dataTest={props['data-test'] ?? 'policy-editor'}
          />
        </Suspense>
      </div>
      <FormHelperText>
        <HelperText id={helperId} aria-live="polite">
          {showProblem ? (
            <HelperTextItem variant="error" data-test="policy-editor-error">
              {problem}
            </HelperTextItem>
          ) : (
            props.hint && <HelperTextItem>{props.hint}</HelperTextItem>
          )}
        </HelperText>
      </FormHelperText>
    </FormGroup>
  );
}
