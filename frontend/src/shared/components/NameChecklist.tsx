import { FormGroup, SearchInput, Spinner } from '@patternfly/react-core';
import { useMemo, useState, type ReactNode } from 'react';
import { nameTableStrings as strings } from './name-table.strings';
import { NameChecklistOptions } from './NameChecklistOptions';
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

/**
 * A searchable list of checkboxes for choosing several names (groups, policies, members) inside a dialog. A long
 * list renders only the options in view (NameChecklistOptions), so 10,000 users open as fast as ten.
 */
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
  const shown = useMemo(() => {
    const wanted = term.trim().toLowerCase();
    return names.filter((name) => name.toLowerCase().includes(wanted));
  }, [names, term]);
  const toggle = (name: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(name);
    else next.delete(name);
    onChange(next);
  };
  let message: ReactNode;
  if (isLoading) message = <Spinner size="md" aria-label={strings.loading} />;
  else if (names.length === 0) message = <p>{strings.nothingToPick}</p>;
  else if (shown.length === 0) message = <p data-test="checklist-no-match">{strings.noMatch(term)}</p>;
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
      <NameChecklistOptions
        id={id}
        label={label}
        names={shown}
        selected={selected}
        onToggle={toggle}
        isDisabled={isDisabled}
        message={message}
      />
      <div className="pf-v6-u-font-size-sm pf-v6-u-mt-xs" data-test="checklist-count">
        {strings.selectedCount(selected.size)}
      </div>
    </FormGroup>
  );
}
