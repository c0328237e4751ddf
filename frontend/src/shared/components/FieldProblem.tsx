import { FormHelperText, HelperText, HelperTextItem } from '@patternfly/react-core';

/** A field's rule message under it, announced when it appears. */
export function FieldProblem({ problem }: { problem: string | undefined }) {
  if (!problem) return null;
  return (
    <FormHelperText>
      <HelperText aria-live="polite">
        <HelperTextItem variant="error" data-test="field-problem">
          {problem}
        </HelperTextItem>
      </HelperText>
    </FormHelperText>
  );
}

/** A neutral hint under a field (what to enter), where no rule message shows. */
export function FieldHint({ text }: { text: string }) {
  return (
    <FormHelperText>
      <HelperText>
        <HelperTextItem>{text}</HelperTextItem>
      </HelperText>
    </FormHelperText>
  );
}
