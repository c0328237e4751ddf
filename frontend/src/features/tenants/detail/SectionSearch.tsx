import { SearchInput } from '@patternfly/react-core';

/** The search box above a section's table or log; its placeholder doubles as its accessible name. */
export function SectionSearch(props: {
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  'data-test': string;
}) {
  return (
    <SearchInput
      className="pf-v6-u-mb-sm"
      placeholder={props.placeholder}
      aria-label={props.placeholder}
      value={props.value}
      onChange={(_event, value) => props.onChange(value)}
      onClear={() => props.onChange('')}
      data-test={props['data-test']}
    />
  );
}
