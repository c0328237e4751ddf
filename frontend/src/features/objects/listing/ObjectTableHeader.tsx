import { Th, Thead, Tr } from '@patternfly/react-table';
import { memo } from 'react';
import { STICKY_ACTIONS } from '@frontend/shared/components/sticky-actions';
import { objectsStrings as strings } from '../objects.strings';
import type { SortField, SortOrder } from './object-sort';

const SORT_COLUMNS: readonly SortField[] = ['name', 'last_modified', 'size'];
const TITLES: Record<SortField, string> = {
  name: strings.columns.name,
  last_modified: strings.columns.lastModified,
  size: strings.columns.size,
};

/**
 * The object table's header: select-all and the sortable columns. Memoised: PatternFly's header cells measure
 * themselves after every render (a forced layout), and the table renders again on each scroll step and page.
 */
export const ObjectTableHeader = memo(function ObjectTableHeader(props: {
  readonly sort: SortOrder;
  readonly onSort: (sort: SortOrder) => void;
  readonly allSelected: boolean;
  readonly onSelectAll: (on: boolean) => void;
  readonly showDeleted: boolean;
}) {
  return (
    <Thead>
      <Tr aria-rowindex={1}>
        <Th
          select={{ onSelect: (_event, on) => props.onSelectAll(on), isSelected: props.allSelected }}
          aria-label={strings.selectAll}
        />
        {SORT_COLUMNS.map((field, index) => (
          <Th
            key={field}
            sort={{
              columnIndex: index,
              sortBy: { index: SORT_COLUMNS.indexOf(props.sort.field), direction: props.sort.direction },
              onSort: (_event, _index, direction) => props.onSort({ field, direction }),
            }}
            className={field === 'name' ? 'oc-object-name-cell' : undefined}
            data-test={`sort-${field}`}
          >
            {TITLES[field]}
          </Th>
        ))}
        {props.showDeleted && <Th modifier="fitContent">{strings.columns.deleted}</Th>}
        <Th screenReaderText={strings.columns.actions} {...STICKY_ACTIONS} />
      </Tr>
    </Thead>
  );
});
