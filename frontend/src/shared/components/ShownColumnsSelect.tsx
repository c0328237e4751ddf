import { MenuToggle, Select, SelectList, SelectOption, type MenuToggleElement } from '@patternfly/react-core';
import { ColumnsIcon } from '@patternfly/react-icons';
import { useState, type Ref } from 'react';
import { resourceTableStrings } from './resource-table.strings';

/** A column a person can show or hide. */
export interface ChoosableColumn {
  readonly id: string;
  readonly title: string;
}

/** The 'Shown Columns' chooser of the generic table: a checkbox list of the table's columns. */
export function ShownColumnsSelect({
  columns,
  shown,
  onChange,
}: {
  columns: readonly ChoosableColumn[];
  shown: ReadonlySet<string>;
  onChange: (shown: Set<string>) => void;
}) {
  const [open, setOpen] = useState(false);
  const toggle = (id: string) => {
    const next = new Set(shown);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    // A table without any column shows nothing at all; keep the last one.
    if (next.size > 0) onChange(next);
  };
  return (
    <Select
      role="menu"
      isOpen={open}
      onOpenChange={setOpen}
      onSelect={(_event, value) => toggle(String(value))}
      toggle={(ref: Ref<MenuToggleElement>) => (
        <MenuToggle
          ref={ref}
          icon={<ColumnsIcon />}
          onClick={() => setOpen(!open)}
          isExpanded={open}
          data-test="shown-columns-toggle"
        >
          {resourceTableStrings.shownColumns}
        </MenuToggle>
      )}
    >
      <SelectList aria-label={resourceTableStrings.shownColumns}>
        {columns.map((column) => (
          <SelectOption
            key={column.id}
            value={column.id}
            hasCheckbox
            isSelected={shown.has(column.id)}
            data-test={`shown-column-${column.id}`}
          >
            {column.title}
          </SelectOption>
        ))}
      </SelectList>
    </Select>
  );
}
