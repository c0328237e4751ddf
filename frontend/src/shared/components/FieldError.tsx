import { FormHelperText, HelperText, HelperTextItem } from '@patternfly/react-core';

/** A field's error or hint under it; nothing when there is neither. */
export function FieldMessage({ error, hint, testId }: { error?: string; hint?: string; testId?: string }) {
  if (!error && !hint) return null;
  return (
    <FormHelperText>
      <HelperText>
        <HelperTextItem variant={error ? 'error' : 'default'} data-test={testId}>
          {error ?? hint}
        </HelperTextItem>
      </HelperText>
    </FormHelperText>
  );
}
