import { Flex, FlexItem, FormGroup, FormSelect, FormSelectOption, Radio, TextInput } from '@patternfly/react-core';
import { createBucketStrings as strings } from './buckets.strings';
import type { RetentionMode, RetentionUnit } from './buckets.types';
import { FieldMessage } from '../../shared/components/FieldError';

const MODES: readonly RetentionMode[] = ['compliance', 'governance'];
const UNITS: readonly RetentionUnit[] = ['days', 'years'];

/** Retention mode, validity and unit; used by Create Bucket and by Set Retention Configuration. */
export function RetentionFields(props: {
  idPrefix: string;
  mode: RetentionMode;
  unit: RetentionUnit;
  validity: string;
  onChange: (change: { mode?: RetentionMode; unit?: RetentionUnit; validity?: string }) => void;
  error?: string;
}) {
  const { idPrefix } = props;
  return (
    <>
      <FormGroup role="radiogroup" label={strings.retentionMode} fieldId={`${idPrefix}-mode`} isInline>
        {MODES.map((mode) => (
          <Radio
            key={mode}
            id={`${idPrefix}-mode-${mode}`}
            name={`${idPrefix}-mode`}
            label={strings.modes[mode]}
            isChecked={props.mode === mode}
            onChange={() => props.onChange({ mode })}
            data-test={`retention-mode-${mode}`}
          />
        ))}
      </FormGroup>
      <FormGroup label={strings.retentionValidity} fieldId={`${idPrefix}-validity`} isRequired>
        <Flex flexWrap={{ default: 'nowrap' }}>
          <FlexItem grow={{ default: 'grow' }}>
            <TextInput
              id={`${idPrefix}-validity`}
              // Text, not type="number", which reads a German 1,5 as 15: positiveWhole refuses anything but a whole.
              inputMode="numeric"
              value={props.validity}
              validated={props.error ? 'error' : 'default'}
              onChange={(_event, validity) => props.onChange({ validity })}
              data-test="retention-validity"
            />
          </FlexItem>
          <FlexItem>
            <FormSelect
              aria-label={strings.retentionUnit}
              value={props.unit}
              style={{ width: 100 }}
              onChange={(_event, value) => props.onChange({ unit: value as RetentionUnit })}
              data-test="retention-unit"
            >
              {UNITS.map((unit) => (
                <FormSelectOption key={unit} value={unit} label={strings.units[unit]} />
              ))}
            </FormSelect>
          </FlexItem>
        </Flex>
        <FieldMessage error={props.error} testId="retention-error" />
      </FormGroup>
    </>
  );
}
