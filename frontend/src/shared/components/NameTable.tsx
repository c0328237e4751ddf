import {
  Button,
  EmptyState,
  EmptyStateBody,
  SearchInput,
  Toolbar,
  ToolbarContent,
  ToolbarItem,
} from '@patternfly/react-core';
import { EyeIcon, SearchIcon, TrashIcon } from '@patternfly/react-icons';
import { useMemo, useState, type ReactNode } from 'react';
import { nameTableStrings as strings } from './name-table.strings';
import { ResourceTable, type ResourceColumn, type RowAction } from './ResourceTable';
import './name-table.css';

/** Multi-select of the table: the chosen names and how to change them. */
export interface NameSelection {
  readonly selected: ReadonlySet<string>;
  readonly onChange: (next: ReadonlySet<string>) => void;
}

export interface NameTableProps {
  /** The names listed, one per row (access keys, group or policy names). */
  readonly names: readonly string[];
  readonly columnTitle: string;
  /** The table's accessible name. */
  readonly ariaLabel: string;
  readonly searchPlaceholder: string;
  readonly isLoading?: boolean;
  /** Buttons right of the search box. */
  readonly toolbarActions?: ReactNode;
  /** Shown instead of the table when there is nothing at all (not when a search matches nothing). */
  readonly emptyState: ReactNode;
  /** Columns right of the name (e.g. a user's status). */
  readonly extraColumns?: readonly ResourceColumn<string>[];
  readonly onView?: (name: string) => void;
  /** Row actions between view and delete (e.g. edit). */
  readonly extraActions?: readonly RowAction<string>[];
  readonly onDelete?: (name: string) => void;
  /** Whether a row's delete is disabled (the logged-in user). */
  readonly isDeleteDisabled?: (name: string) => boolean;
  readonly selection?: NameSelection;
  /** What the search matches of a row besides its name (e.g. a service account's name and description). */
  readonly searchText?: (name: string) => string;
  /** Makes the name column sortable (the extra columns sort when they declare `sortValue`). */
  readonly sortableName?: boolean;
  readonly 'data-test': string;
}

/**
 * A searchable list of names on the generic `ResourceTable`, with view and delete actions, optional multi-select,
 * an empty state of its own, and the search box over it: the IAM lists (policies, users, groups, service accounts)
 * and the name lists of their detail tabs. The search filters by substring, ignoring case.
 */
export function NameTable(props: NameTableProps) {
  const { names, onView, onDelete, selection, extraActions, searchText } = props;
  const [term, setTerm] = useState('');
  const shown = useMemo(() => {
    const wanted = term.trim().toLowerCase();
    // Without a search every row shows: no row's search text is built (a service account's names its policy in the
    // page's language, ~70 ms for 500 rows per render on a slow CPU).
    if (wanted === '') return names;
    const text = (name: string) => (searchText ? `${name} ${searchText(name)}` : name);
    return names.filter((name) => text(name).toLowerCase().includes(wanted));
  }, [names, term, searchText]);
  const actions = useMemo(() => {
    const list: RowAction<string>[] = [];
    if (onView) list.push({ id: 'view', label: strings.viewAction, icon: EyeIcon, onClick: onView });
    list.push(...(extraActions ?? []));
    if (onDelete) {
      list.push({
        id: 'delete',
        label: strings.deleteAction,
        icon: TrashIcon,
        onClick: onDelete,
        isDisabled: props.isDeleteDisabled,
      });
    }
    return list;
  }, [onView, onDelete, props.isDeleteDisabled, extraActions]);

  let body: ReactNode;
  if (!props.isLoading && names.length === 0) body = props.emptyState;
  else if (!props.isLoading && shown.length === 0) {
    body = (
      <EmptyState titleText={strings.noMatchTitle} headingLevel="h3" icon={SearchIcon} data-test="no-match">
        <EmptyStateBody>{strings.noMatch(term)}</EmptyStateBody>
      </EmptyState>
    );
  } else {
    body = (
      <ResourceTable<string>
        ariaLabel={props.ariaLabel}
        entity={props.ariaLabel}
        rows={shown}
        rowKey={(name) => name}
        columns={[
          {
            id: 'name',
            title: props.columnTitle,
            ...(props.sortableName ? { sortValue: (name: string) => name } : {}),
            cell: (name) =>
              onView ? (
                <Button variant="link" isInline onClick={() => onView(name)}>
                  {name}
                </Button>
              ) : (
                name
              ),
          },
          ...(props.extraColumns ?? []),
        ]}
        actions={actions}
        selection={selection}
        isLoading={props.isLoading}
      />
    );
  }
  return (
    <div className={actions.length > 0 ? 'oc-name-table--with-actions' : undefined} data-test={props['data-test']}>
      <Toolbar>
        <ToolbarContent>
          <ToolbarItem>
            <SearchInput
              placeholder={props.searchPlaceholder}
              aria-label={props.searchPlaceholder}
              value={term}
              onChange={(_event, value) => setTerm(value)}
              onClear={() => setTerm('')}
              data-test="table-search"
            />
          </ToolbarItem>
          {selection && selection.selected.size > 0 && (
            <ToolbarItem alignSelf="center" data-test="selected-count">
              {strings.selectedCount(selection.selected.size)}
            </ToolbarItem>
          )}
          {props.toolbarActions && (
            <ToolbarItem align={{ default: 'alignEnd' }} className="oc-name-table__actions">
              {props.toolbarActions}
            </ToolbarItem>
          )}
        </ToolbarContent>
      </Toolbar>
      {body}
    </div>
  );
}
