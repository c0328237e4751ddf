import { FormGroup, TextInput } from '@patternfly/react-core';
import { FieldProblem } from '../../shared/components/FieldProblem';

/** A password field with its rule message under it. */
export function PasswordField(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  problem?: string;
  autoComplete?: string;
}) {
  return (
    <FormGroup label={props.label} fieldId={props.id} isRequired>
      <TextInput
        id={props.id}
        type="password"
        value={props.value}
        onChange={(_event, value) => props.onChange(value)}
        validated={props.problem ? 'error' : 'default'}
        autoComplete={props.autoComplete ?? 'new-password'}
        isRequired
        data-test={props.id}
      />
      <FieldProblem problem={props.problem} />
    </FormGroup>
  );
}
