import { Flex, FlexItem, FormGroup, FormSelect, FormSelectOption, TextInput } from '@patternfly/react-core';
import { QUOTA_TYPES, QUOTA_UNITS } from '@contract/shared/buckets/quota-units';
import { createBucketStrings as strings } from './buckets.strings';
import type { CreateBucketForm } from './create-bucket.form';
import { FieldMessage } from '../../shared/components/FieldError';

/** The quota part of a form (Create Bucket, Enable Bucket Quota). */
export type QuotaForm = Pick<CreateBucketForm, 'quotaType' | 'quotaSize' | 'quotaUnit'>;

/** Quota unit select width (spec 01 §9). */
const UNIT_SELECT_WIDTH_PX = 100;

/** Quota type, size and unit (Create Bucket while its quota switch is on, and Enable Bucket Quota). */
export function QuotaFields({
  form,
  onChange,
  error,
}: {
  form: QuotaForm;
  onChange: (change: Partial<QuotaForm>) => void;
  error?: string;
}) {
  return (
    <>
      <FormGroup label={strings.quotaType} fieldId="quota-type">
        <FormSelect
          id="quota-type"
          value={form.quotaType}
          onChange={(_event, value) => onChange({ quotaType: value as QuotaForm['quotaType'] })}
          data-test="quota-type"
        >
          {QUOTA_TYPES.map((type) => (
            <FormSelectOption key={type} value={type} label={strings.quotaTypes[type]} />
          ))}
        </FormSelect>
      </FormGroup>
      <FormGroup label={strings.quotaSize} fieldId="quota-size" isRequired>
        <Flex flexWrap={{ default: 'nowrap' }}>
          <FlexItem grow={{ default: 'grow' }}>
            <TextInput
              id="quota-size"
              // Text, not type="number": Chromium drops a comma there in any locale, reading a German 1,5 as 15.
              // Fractions are sizes too (1.5 TiB), typed as the user's locale writes them (create-bucket.form.ts).
              inputMode="decimal"
              value={form.quotaSize}
              validated={error ? 'error' : 'default'}
              onChange={(_event, value) => onChange({ quotaSize: value })}
              data-test="quota-size"
            />
          </FlexItem>
          <FlexItem>
            <FormSelect
              aria-label={strings.quotaUnit}
              value={form.quotaUnit}
              style={{ width: UNIT_SELECT_WIDTH_PX }}
              onChange={(_event, value) => onChange({ quotaUnit: value as QuotaForm['quotaUnit'] })}
              data-test="quota-unit"
            >
              {QUOTA_UNITS.map((unit) => (
                <FormSelectOption key={unit} value={unit} label={unit} />
              ))}
            </FormSelect>
          </FlexItem>
        </Flex>
        <FieldMessage error={error} testId="quota-error" />
      </FormGroup>
    </>
  );
}
