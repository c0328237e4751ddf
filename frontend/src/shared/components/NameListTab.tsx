import { Button } from '@patternfly/react-core';
import { useState, type ReactNode } from 'react';
import { useCan } from '../hooks/useCan';
import { useEntityOpener } from '../hooks/useEntityOpener';
import type { EntityBase } from './entity-path';
import { NameTable } from './NameTable';
import { SmallEmptyState } from './SmallEmptyState';

/**
 * A detail tab listing names (a group's members, a user's groups or policies): searchable, view opens the entity
 * when the session may, and one button that opens the dialog changing the list.
 */
export function NameListTab(props: {
  names: readonly string[];
  columnTitle: string;
  ariaLabel: string;
  searchPlaceholder: string;
  /** The detail pages the names are. */
  opens: EntityBase;
  /** The button and the action the session needs for it (it is disabled otherwise). */
  button: { label: string; icon: ReactNode; permission: string; 'data-test': string };
  /** The dialog the button opens. */
  editor: (onClose: () => void) => ReactNode;
  empty: { title: string; body: string };
  'data-test': string;
}) {
  const { button } = props;
  const [editing, setEditing] = useState(false);
  const can = useCan();
  const onView = useEntityOpener(props.opens);
  return (
    <>
      <NameTable
        names={props.names}
        columnTitle={props.columnTitle}
        ariaLabel={props.ariaLabel}
        searchPlaceholder={props.searchPlaceholder}
        toolbarActions={
          <Button
            icon={button.icon}
            onClick={() => setEditing(true)}
            isDisabled={!can(button.permission)}
            data-test={button['data-test']}
          >
            {button.label}
          </Button>
        }
        onView={onView}
        emptyState={<SmallEmptyState title={props.empty.title} body={props.empty.body} />}
        data-test={props['data-test']}
      />
      {editing && props.editor(() => setEditing(false))}
    </>
  );
}
