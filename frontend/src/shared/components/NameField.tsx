import { FormGroup, TextInput } from '@patternfly/react-core';
import { FieldHint, FieldProblem } from './FieldProblem';

/**
 * The required, focused name field of a create dialog or form, its rule message under it (or, while the name is
 * fine, the hint saying what to enter); `id` is also its test id.
 */
export function NameField(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  problem: string | undefined;
  hint?: string;
}) {
  return (
    <FormGroup label={props.label} fieldId={props.id} isRequired>
      <TextInput
        id={props.id}
        value={props.value}
        onChange={(_event, value) => props.onChange(value)}
        placeholder={props.placeholder}
        validated={props.problem ? 'error' : 'default'}
        isRequired
        autoFocus
        data-test={props.id}
      />
      {props.problem || !props.hint ? <FieldProblem problem={props.problem} /> : <FieldHint text={props.hint} />}
    </FormGroup>
  );
}
