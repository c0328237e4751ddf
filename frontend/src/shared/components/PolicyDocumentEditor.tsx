import { FormGroup, FormHelperText, HelperText, HelperTextItem, TextArea } from '@patternfly/react-core';
import { policyDocumentProblem } from './policy-document.rules';
import './policy-document-editor.css';

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
  readonly 'data-test'?: string;
}

/**
 * The JSON editor of policies: a monospace text area checked on every keystroke, its problem (with line and column)
 * shown right under it and announced to screen readers. A plain text area rather than a code editor: no editor
 * package is installed and the console must work offline, and a text area keeps native keyboard handling (Tab
 * leaves the field, as a form field should).
 */
export function PolicyDocumentEditor(props: PolicyDocumentEditorProps) {
  const problem = props.problemOf ? props.problemOf(props.value) : policyDocumentProblem(props.value, props.optional);
  const showProblem = problem !== undefined && props.value.trim() !== '';
  const helperId = `${props.id}-helper`;
  return (
    <FormGroup label={props.label} fieldId={props.id} isRequired={!props.optional}>
      <TextArea
        id={props.id}
        className="oc-policy-editor"
        value={props.value}
        onChange={(_event, value) => props.onChange(value)}
        validated={showProblem ? 'error' : 'default'}
        aria-invalid={showProblem}
        aria-describedby={helperId}
        isDisabled={props.isDisabled}
        rows={props.rows ?? 16}
        resizeOrientation="vertical"
        spellCheck={false}
        autoComplete="off"
        data-test={props['data-test'] ?? 'policy-editor'}
      />
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
