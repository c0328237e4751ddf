import { Button, EmptyState, EmptyStateBody, Tooltip } from '@patternfly/react-core';
import { KeyIcon, PencilAltIcon, PlusIcon, TrashIcon } from '@patternfly/react-icons';
import { useMemo, useState, type ReactNode } from 'react';
import { ListLoadFailedEmptyState } from '../../shared/components/ListLoadFailedEmptyState';
import { NameTable } from '../../shared/components/NameTable';
import { useErrorSnackbar } from '../../shared/messages/useErrorSnackbar';
import { CreateServiceAccountModal } from './CreateServiceAccountModal';
import { CredentialsModal } from './CredentialsModal';
import { DeleteServiceAccountModal } from './DeleteServiceAccountModal';
import { DeleteServiceAccountsModal } from './DeleteServiceAccountsModal';
import { EditServiceAccountModal } from './EditServiceAccountModal';
import { serviceAccountColumns, serviceAccountSearchText } from './service-account-columns';
import { serviceAccountsStrings as strings } from './service-accounts.strings';
import {
  useServiceAccounts,
  type ServiceAccountCredentials,
  type ServiceAccountOwner,
} from './service-accounts.queries';

export interface ServiceAccountsPanelProps {
  readonly owner: ServiceAccountOwner;
  /** Why creating is not possible (a user without any policy), or `undefined`. */
  readonly createDisabledReason?: string;
  /** More toolbar buttons (Change Password on /account). */
  readonly extraActions?: ReactNode;
}

/**
 * The service accounts of the session or of one user, with name, description, expiry ('Expired' once passed),
 * status and policy; sortable, searchable over those words; create (credentials shown once), edit, delete one or
 * the selected ones.
 */
export function ServiceAccountsPanel({ owner, createDisabledReason, extraActions }: ServiceAccountsPanelProps) {
  const accounts = useServiceAccounts(owner);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<ServiceAccountCredentials>();
  const [deleting, setDeleting] = useState<string>();
  const [editing, setEditing] = useState<string>();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [deletingSelected, setDeletingSelected] = useState(false);

  useErrorSnackbar(accounts.error);
  const byKey = useMemo(
    () => new Map((accounts.data ?? []).map((account) => [account.accessKey, account] as const)),
    [accounts.data],
  );
  // "Now" for the expiry column: when the list was fetched, so a render does not read the clock.
  const columns = useMemo(() => serviceAccountColumns(byKey, accounts.dataUpdatedAt), [byKey, accounts.dataUpdatedAt]);
  const editAction = useMemo(
    () => [{ id: 'edit', label: strings.edit, icon: PencilAltIcon, onClick: setEditing }],
    [setEditing],
  );
  // One deleted meanwhile cannot stay selected.
  const chosen = [...selected].filter((key) => byKey.has(key));

  const createButton = (
    <Button
      icon={<PlusIcon />}
      onClick={() => setCreating(true)}
      isAriaDisabled={createDisabledReason !== undefined}
      data-test="create-service-account"
    >
      {strings.create}
    </Button>
  );
  return (
    <>
      <NameTable
        names={[...byKey.keys()]}
        isLoading={accounts.isPending}
        columnTitle={strings.column}
        sortableName
        extraColumns={columns}
        searchText={(key) => serviceAccountSearchText(byKey.get(key))}
        ariaLabel={strings.tableLabel}
        searchPlaceholder={strings.search}
        toolbarActions={
          <>
            {extraActions}
            <Button
              variant="secondary"
              icon={<TrashIcon />}
              onClick={() => setDeletingSelected(true)}
              isDisabled={chosen.length === 0}
              data-test="delete-selected-service-accounts"
            >
              {strings.deleteSelected}
            </Button>
            {createDisabledReason ? <Tooltip content={createDisabledReason}>{createButton}</Tooltip> : createButton}
          </>
        }
        selection={{ selected, onChange: setSelected }}
        extraActions={editAction}
        onDelete={setDeleting}
        emptyState={
          accounts.error ? (
            <ListLoadFailedEmptyState error={accounts.error} />
          ) : (
            <EmptyState titleText={strings.emptyTitle} headingLevel="h2" icon={KeyIcon} data-test="empty-state">
              <EmptyStateBody>{createDisabledReason ?? strings.emptyBody}</EmptyStateBody>
            </EmptyState>
          )
        }
        data-test="service-accounts-table"
      />
      {creating && (
        <CreateServiceAccountModal owner={owner} onClose={() => setCreating(false)} onCreated={setCreated} />
      )}
      {created && <CredentialsModal credentials={created} onDone={() => setCreated(undefined)} />}
      {editing !== undefined && <EditServiceAccountModal accessKey={editing} onClose={() => setEditing(undefined)} />}
      {deletingSelected && (
        <DeleteServiceAccountsModal
          accessKeys={chosen}
          onClose={() => setDeletingSelected(false)}
          onDeleted={() => setSelected(new Set())}
        />
      )}
      {deleting !== undefined && (
        <DeleteServiceAccountModal accessKey={deleting} onClose={() => setDeleting(undefined)} />
      )}
    </>
  );
}
