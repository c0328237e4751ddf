import { Checkbox, FormGroup, SearchInput, Spinner } from '@patternfly/react-core';
import { useMemo, useState } from 'react';
import { nameTableStrings as strings } from './name-table.strings';
import './name-checklist.css';

export interface NameChecklistProps {
  readonly id: string;
  /** 'Groups', 'Policies', 'Users'. */
  readonly label: string;
  readonly names: readonly string[];
  readonly selected: ReadonlySet<string>;
  readonly onChange: (next: ReadonlySet<string>) => void;
  readonly isLoading?: boolean;
  readonly isDisabled?: boolean;
  readonly 'data-test': string;
}

/** A searchable list of checkboxes for choosing several names (groups, policies, members) inside a dialog. */
export function NameChecklist({
  id,
  label,
  names,
  selected,
  onChange,
  isLoading,
  isDisabled,
  ...rest
}: NameChecklistProps) {
  const [term, setTerm] = useState('');
  const shown = useMemo(
    () => names.filter((name) => name.toLowerCase().includes(term.trim().toLowerCase())),
    [names, term],
  );
  const toggle = (name: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(name);
    else next.delete(name);
    onChange(next);
  };
  return (
    <FormGroup label={label} fieldId={`${id}-search`} role="group" data-test={rest['data-test']}>
      <SearchInput
        id={`${id}-search`}
        placeholder={strings.pickerSearch(label)}
        aria-label={strings.pickerSearch(label)}
        value={term}
        onChange={(_event, value) => setTerm(value)}
        onClear={() => setTerm('')}
      />
      <div className="oc-name-checklist" role="list" aria-label={label}>
        {isLoading ? (
          <Spinner size="md" aria-label={strings.loading} />
        ) : names.length === 0 ? (
          <p>{strings.nothingToPick}</p>
        ) : (
          shown.map((name) => (
            <div role="listitem" key={name}>
              <Checkbox
                id={`${id}-${name}`}
                label={name}
                isChecked={selected.has(name)}
                isDisabled={isDisabled}
                onChange={(_event, checked) => toggle(name, checked)}
                data-test="checklist-option"
                data-name={name}
              />
            </div>
          ))
        )}
      </div>
      <div className="pf-v6-u-font-size-sm pf-v6-u-mt-xs" data-test="checklist-count">
        {strings.selectedCount(selected.size)}
      </div>
    </FormGroup>
  );
}
