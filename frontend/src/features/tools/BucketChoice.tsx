import { FormGroup, FormSelect, FormSelectOption } from '@patternfly/react-core';
import { useBuckets } from '../buckets/buckets.queries';

export interface BucketChoiceProps {
  readonly id: string;
  readonly label: string;
  readonly placeholder: string;
  readonly value: string;
  readonly onChange: (bucket: string) => void;
  readonly isDisabled?: boolean;
}

/** A choice among the buckets the session can see (spec 03 §7: the bucket list feeds heal and watch). */
export function BucketChoice({ id, label, placeholder, value, onChange, isDisabled }: BucketChoiceProps) {
  const buckets = useBuckets();
  const names = (buckets.data?.buckets ?? []).map((bucket) => bucket.name);
  return (
    <FormGroup label={label} fieldId={id} isRequired>
      <FormSelect
        id={id}
        value={value}
        onChange={(_e, next) => onChange(next)}
        isDisabled={isDisabled}
        data-test={id}
        aria-label={label}
      >
        <FormSelectOption value="" label={placeholder} isPlaceholder />
        {names.map((name) => (
          <FormSelectOption key={name} value={name} label={name} />
        ))}
      </FormSelect>
    </FormGroup>
  );
}

/** Whether `bucket` is one of the listed buckets (Start works only for an existing bucket: spec 03 §4). */
export function useBucketExists(bucket: string): boolean {
  const buckets = useBuckets();
  return bucket !== '' && (buckets.data?.buckets ?? []).some((one) => one.name === bucket);
}
