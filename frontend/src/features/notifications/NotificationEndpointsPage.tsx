import { Alert, Label, PageSection } from '@patternfly/react-core';
import { BellIcon, PencilAltIcon, TrashIcon } from '@patternfly/react-icons';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CardListToolbar } from '@frontend/shared/components/card-list/CardListToolbar';
import { CreateButton } from '@frontend/shared/components/card-list/CreateButton';
import { HelpPanel } from '@frontend/shared/components/HelpPanel';
import { NothingYetState } from '@frontend/shared/components/NothingYetState';
import { PageHeading } from '@frontend/shared/components/PageHeading';
import { ResourceTable, type ResourceColumn } from '@frontend/shared/components/ResourceTable';
import { useCan } from '@frontend/shared/hooks/useCan';
import { useErrorSnackbar } from '@frontend/shared/messages/useErrorSnackbar';
import { serverNeedsRestartAtom } from '@frontend/shared/state/server-restart.atoms';
import { DeleteNotificationTargetModal } from './DeleteNotificationTargetModal';
import { displayName, useNotificationEndpoints, type NotificationEndpoint } from './notifications.queries';
import { notificationsStrings as strings } from './notifications.strings';

const columns: ResourceColumn<NotificationEndpoint>[] = [
  {
    id: 'status',
    title: strings.columns.status,
    cell: (endpoint) => (
      // Offline in red (spec 03 §4).
      <Label color={endpoint.status === 'Online' ? 'green' : 'red'} isCompact data-test="endpoint-status">
        {endpoint.status === 'Online'
          ? strings.online
          : endpoint.status === 'Offline'
            ? strings.offline
            : endpoint.status}
      </Label>
    ),
    sortValue: (endpoint) => endpoint.status,
  },
  { id: 'service', title: strings.columns.service, cell: displayName, sortValue: displayName },
];

/**
 * /notification-endpoints (spec 03 §2): filter, refresh, Add (when the session may change the configuration), the
 * targets with their status, edit and delete.
 */
export function NotificationEndpointsPage() {
  const endpoints = useNotificationEndpoints();
  const can = useCan();
  const navigate = useNavigate();
  const restartPending = useAtomValue(serverNeedsRestartAtom);
  const [filter, setFilter] = useState('');
  const [deleting, setDeleting] = useState<NotificationEndpoint>();
  useErrorSnackbar(endpoints.error);
  const mayChange = can('admin:ConfigUpdate');
  const needle = filter.trim().toLowerCase();
  const all = endpoints.data ?? [];
  const rows = all.filter((endpoint) => displayName(endpoint).toLowerCase().includes(needle));
  const add = {
    label: strings.add,
    dataTest: 'add-notification-target',
    target: { href: '/notification-endpoints/add' },
  };
  return (
    <>
      <PageHeading title={strings.title} />
      <PageSection isFilled>
        {restartPending && (
          <Alert variant="info" isInline isPlain title={strings.pendingRestart} data-test="pending-restart-note" />
        )}
        <CardListToolbar
          filter={{ value: filter, onChange: setFilter, placeholder: strings.filter, dataTest: 'notification-filter' }}
          refresh={{
            label: strings.refresh,
            dataTest: 'refresh-notification-endpoints',
            onRefresh: () => void endpoints.refetch(),
            isRefreshing: endpoints.isFetching && !endpoints.isPending,
          }}
          create={mayChange ? add : undefined}
        />
        {endpoints.isSuccess && all.length === 0 ? (
          <NothingYetState
            title={strings.emptyTitle}
            body={strings.emptyBody}
            icon={BellIcon}
            action={mayChange && <CreateButton {...add} variant="primary" />}
          />
        ) : (
          <ResourceTable
            ariaLabel={strings.tableLabel}
            entity={strings.entity}
            rows={rows}
            rowKey={displayName}
            columns={columns}
            isLoading={endpoints.isPending}
            initialSort={{ columnId: 'service', direction: 'asc' }}
            emptyText={needle !== '' ? strings.noMatch : undefined}
            actions={
              mayChange
                ? [
                    {
                      id: 'edit',
                      label: strings.edit,
                      icon: PencilAltIcon,
                      onClick: (endpoint) =>
                        void navigate(
                          `/notification-endpoints/add/${endpoint.service}?name=${encodeURIComponent(endpoint.account_id)}`,
                        ),
                    },
                    { id: 'delete', label: strings.delete, icon: TrashIcon, onClick: setDeleting },
                  ]
                : []
            }
            data-test="notification-endpoints-table"
          />
        )}
        <HelpPanel title={strings.helpTitle}>
          {strings.help.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </HelpPanel>
      </PageSection>
      {deleting && <DeleteNotificationTargetModal endpoint={deleting} onClose={() => setDeleting(undefined)} />}
    </>
  );
}
