import { PencilAltIcon, TrashIcon } from '@patternfly/react-icons';
import { useState, type ReactNode } from 'react';
import { ConfirmModal } from '../../shared/components/ConfirmModal';
import { ResourceTable, type ResourceTableProps, type RowAction } from '../../shared/components/ResourceTable';
import { useNotify } from '../../shared/messages/useNotify';
import { useBucketChange, useReloadBucket } from './bucket-admin.queries';
import { SectionFrame } from './SectionFrame';

/** The rules' table: everything of `ResourceTable` but its title, actions and test id (the section gives those). */
type RuleTable<Rule> = Omit<ResourceTableProps<Rule>, 'ariaLabel' | 'actions' | 'onRowClick' | 'data-test'>;

export interface RuleListSectionProps<Rule> {
  readonly bucket: string;
  /** Names the test ids: `{id}-section`, `{id}-add`, `{id}-table`. */
  readonly id: string;
  readonly title: string;
  readonly addLabel: string;
  /** Whether the session may add a rule (the add button is disabled with a tooltip otherwise). */
  readonly canAdd: boolean;
  /** Whether the session may edit and delete rules (the row actions are disabled otherwise). */
  readonly canChange: boolean;
  /** A load failure, shown as a snackbar. */
  readonly error?: unknown;
  readonly table: RuleTable<Rule>;
  /** The add dialog; `onClose` closes it and reloads the bucket. */
  readonly addModal: (onClose: () => void) => ReactNode;
  /** Row actions before edit and delete (e.g. view one rule). */
  readonly extraActions?: readonly RowAction<Rule>[];
  /** Row-select checkboxes; the section keeps the selection. */
  readonly selection?: ResourceTableProps<Rule>['selection'];
  /** Shown above the table (e.g. the bulk actions for the selection). */
  readonly toolbar?: ReactNode;
  /** The edit row action and its dialog; without it the rows are only deleted. */
  readonly edit?: {
    readonly actionId: string;
    readonly label: string;
    /** A click on the row opens the dialog too (when the session may edit). */
    readonly onRowClick?: boolean;
    readonly modal: (rule: Rule, onClose: () => void) => ReactNode;
  };
  /** The delete row action and its confirmation. */
  readonly remove: {
    readonly actionId: string;
    readonly label: string;
    /** A further reason the delete action is disabled. */
    readonly isDisabled?: (rule: Rule) => boolean;
    readonly call: (rule: Rule) => Promise<unknown>;
    readonly title: string;
    readonly confirm: (rule: Rule) => string;
    readonly deleted: string;
    readonly 'data-test': string;
  };
}

/**
 * A rule list of the bucket admin page (lifecycle, replication, access rules, events): the section with its add
 * button, the table with edit and delete per row, the add and edit dialogs, and the delete confirmation. Closing a
 * dialog reloads the bucket.
 */
export function RuleListSection<Rule>(props: RuleListSectionProps<Rule>) {
  const { bucket, edit, remove, canChange } = props;
  const reload = useReloadBucket(bucket);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Rule>();
  const [deleting, setDeleting] = useState<Rule>();
  const { showMessage, showModalError, clearModalError } = useNotify();
  const removal = useBucketChange(bucket, remove.call);
  const closeAndReload = (close: () => void) => () => {
    close();
    reload();
  };
  const actions: RowAction<Rule>[] = [...(props.extraActions ?? [])];
  if (edit) {
    actions.push({
      id: edit.actionId,
      label: edit.label,
      icon: PencilAltIcon,
      onClick: setEditing,
      isDisabled: () => !canChange,
    });
  }
  actions.push({
    id: remove.actionId,
    label: remove.label,
    icon: TrashIcon,
    onClick: setDeleting,
    isDisabled: (rule) => (remove.isDisabled?.(rule) ?? false) || !canChange,
  });
  return (
    <SectionFrame
      id={props.id}
      title={props.title}
      addLabel={props.addLabel}
      canAdd={props.canAdd}
      onAdd={() => setAdding(true)}
      error={props.error}
    >
      {props.toolbar}
      <ResourceTable
        {...props.table}
        ariaLabel={props.title}
        selection={props.selection}
        onRowClick={edit?.onRowClick && canChange ? setEditing : undefined}
        actions={actions}
        data-test={`${props.id}-table`}
      />
      {adding && props.addModal(closeAndReload(() => setAdding(false)))}
      {edit &&
        editing !== undefined &&
        edit.modal(
          editing,
          closeAndReload(() => setEditing(undefined)),
        )}
      {deleting !== undefined && (
        <ConfirmModal
          title={remove.title}
          isBusy={removal.isPending}
          onClose={closeAndReload(() => setDeleting(undefined))}
          onConfirm={() => {
            clearModalError();
            removal.mutate(deleting, {
              onSuccess: () => {
                showMessage(remove.deleted);
                setDeleting(undefined);
              },
              onError: showModalError,
            });
          }}
          data-test={remove['data-test']}
        >
          {remove.confirm(deleting)}
        </ConfirmModal>
      )}
    </SectionFrame>
  );
}
