import { FileIcon, FolderIcon } from '@patternfly/react-icons';
import { Td, Tr } from '@patternfly/react-table';
import { memo } from 'react';
import { STICKY_ACTIONS } from '@frontend/shared/components/sticky-actions';
import { formatBytes, formatDateTime } from '@frontend/shared/format/bucket-format';
import { displayName, isFolderKey } from '../common/object-path';
import { objectsStrings as strings } from '../objects.strings';
import type { BucketObject } from './object-sort';
import { RowActions, type RowAction } from './RowActions';

export interface ObjectRowProps {
  readonly row: BucketObject;
  readonly index: number;
  readonly isSelected: boolean;
  readonly showDeleted: boolean;
  readonly onOpen: (object: BucketObject) => void;
  readonly onToggle: (key: string, on: boolean) => void;
  readonly actions: (object: BucketObject) => readonly RowAction[];
}

/**
 * One row of the object table. Memoised: a scroll step re-renders the table, and the rows that stay in view keep
 * their props, so only the rows coming into view are rendered.
 */
export const ObjectRow = memo(function ObjectRow({
  row,
  index,
  isSelected,
  showDeleted,
  onOpen,
  onToggle,
  actions,
}: ObjectRowProps) {
  const folder = isFolderKey(row.name);
  const name = displayName(row.name);
  return (
    <Tr
      className="oc-object-row"
      // Row 1 is the header; only the rows in view exist, so each says where it stands in the whole list.
      aria-rowindex={index + 2}
      isClickable
      tabIndex={0}
      onRowClick={(event) => {
        // A click on the row opens it, but not one on its checkbox or its actions.
        if (!isControl(event?.target)) onOpen(row);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && event.target === event.currentTarget) onOpen(row);
      }}
      data-test="object-row"
      data-key={row.name}
    >
      <Td
        select={{ rowIndex: index, onSelect: (_event, on) => onToggle(row.name, on), isSelected }}
        aria-label={strings.selectRow(name)}
      />
      <Td dataLabel={strings.columns.name} className="oc-object-name-cell">
        <div className="oc-object-name" title={row.name}>
          {folder ? <FolderIcon /> : <FileIcon />} <span data-test="object-name">{name}</span>
        </div>
      </Td>
      <Td dataLabel={strings.columns.lastModified}>{row.last_modified ? formatDateTime(row.last_modified) : ''}</Td>
      <Td dataLabel={strings.columns.size}>{folder || row.size === undefined ? '' : formatBytes(row.size)}</Td>
      {showDeleted && (
        <Td dataLabel={strings.columns.deleted} data-test="object-deleted">
          {row.delete_flag ? strings.yes : strings.no}
        </Td>
      )}
      {/* Sticks to the box's right edge: on a phone the other columns scroll sideways under the menu. */}
      <Td isActionCell onClick={(event) => event.stopPropagation()} {...STICKY_ACTIONS}>
        <RowActions label={strings.rowActions.label(name)} items={() => actions(row)} />
      </Td>
    </Tr>
  );
});

const isControl = (target: EventTarget | undefined) =>
  target instanceof Element && target.closest('input, button, label, a, [role="menu"], [role="menuitem"]') !== null;
