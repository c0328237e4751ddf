import { FormGroup, TextInput } from '@patternfly/react-core';
import { FieldProblem } from './FieldProblem';

/** The required, focused name field of a create dialog, its rule message under it; `id` is also its test id. */
export function NameField(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  problem: string | undefined;
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
      <FieldProblem problem={props.problem} />
    </FormGroup>
  );
}
