import { EyeIcon, TrashIcon } from '@patternfly/react-icons';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ResourceTable, type ResourceColumn } from '@frontend/shared/components/ResourceTable';
import { tenantPath } from '../../tenant-paths';
import { InlineLoadError } from '../InlineLoadError';
import type { TenantRef } from '../tenant.queries';
import { DeletePodModal } from './DeletePodModal';
import { formatAge } from './pod-format';
import { podsStrings as strings } from './pods.strings';
import { useTenantPods, type Pod } from './pods.queries';

const columnTitles = strings.columns;

/** Pods (spec 03 §2): name, status, age, pod IP, restarts (0 if none), node; view and delete. */
export function PodsTab({ tenant }: { tenant: TenantRef }) {
  const pods = useTenantPods(tenant);
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState<string>();
  // Ages as of the moment the list was read (rendering stays pure; Refresh renews them).
  const now = pods.dataUpdatedAt;
  const open = (pod: Pod) =>
    void navigate(tenantPath(tenant.namespace, tenant.name, `pods/${encodeURIComponent(pod.name)}`));
  // Only Name sorts: sort buttons need room the narrow section next to the side list does not have.
  const columns: ResourceColumn<Pod>[] = [
    { id: 'name', title: columnTitles.name, cell: (pod) => pod.name, sortValue: (pod) => pod.name },
    { id: 'status', title: columnTitles.status, cell: (pod) => pod.status },
    {
      id: 'age',
      title: columnTitles.age,
      cell: (pod) => formatAge(pod.timeCreated, now),
    },
    { id: 'ip', title: columnTitles.podIP, cell: (pod) => pod.podIP ?? '' },
    {
      id: 'restarts',
      title: columnTitles.restarts,
      cell: (pod) => String(pod.restarts ?? 0),
    },
    { id: 'node', title: columnTitles.node, cell: (pod) => pod.node ?? '' },
  ];
  if (pods.error) {
    return <InlineLoadError title={strings.loadFailed} error={pods.error} data-test="pods-load-failed" />;
  }
  return (
    <>
      <ResourceTable
        ariaLabel={strings.tableLabel}
        entity={strings.entity}
        rows={pods.data ?? []}
        rowKey={(pod) => pod.name}
        columns={columns}
        actions={[
          { id: 'view', label: strings.view, icon: EyeIcon, onClick: open },
          { id: 'delete', label: strings.delete, icon: TrashIcon, onClick: (pod) => setDeleting(pod.name) },
        ]}
        onRowClick={open}
        isLoading={pods.isPending}
        initialSort={{ columnId: 'name', direction: 'asc' }}
        data-test="pods-table"
      />
      {deleting && <DeletePodModal tenant={tenant} pod={deleting} onClose={() => setDeleting(undefined)} />}
    </>
  );
}
