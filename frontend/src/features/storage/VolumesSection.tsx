import { useState } from 'react';
import { useNavigate } from 'react-router';
import { EyeIcon } from '@patternfly/react-icons';
import { Alert, SearchInput } from '@patternfly/react-core';
import { describeError } from '@frontend/api/api-error';
import { ResourceTable, type ResourceColumn } from '@frontend/shared/components/ResourceTable';
import { tenantPath } from '../tenants/tenant-paths';
import { useClusterPvcs, type Pvc } from './storage.queries';
import { storageStrings } from './storage.strings';

const strings = storageStrings.volumes;

const columns: ResourceColumn<Pvc>[] = [
  { id: 'name', title: strings.columns.name, cell: (pvc) => pvc.name, sortValue: (pvc) => pvc.name },
  {
    id: 'namespace',
    title: strings.columns.namespace,
    cell: (pvc) => pvc.namespace,
    sortValue: (pvc) => pvc.namespace,
  },
  // Not sortable, like Capacity: the sort buttons would push the last column past the page next to the side list.
  { id: 'status', title: strings.columns.status, cell: (pvc) => pvc.status },
  {
    id: 'tenant',
    title: strings.columns.tenant,
    cell: (pvc) => (pvc.tenant ? `${pvc.namespace}/${pvc.tenant}` : ''),
    sortValue: (pvc) => `${pvc.namespace}/${pvc.tenant ?? ''}`,
  },
  { id: 'capacity', title: strings.columns.capacity, cell: (pvc) => pvc.capacity ?? '' },
  { id: 'storage-class', title: strings.columns.storageClass, cell: (pvc) => pvc.storageClass ?? '' },
];

/** Storage › Volumes (spec 03 §2): the tenants' claims across namespaces, searchable; view opens the tenant. */
export function VolumesSection() {
  const pvcs = useClusterPvcs();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  if (pvcs.error) {
    const { message, detailedMessage } = describeError(pvcs.error);
    return (
      <Alert variant="danger" isInline title={strings.loadFailed} data-test="storage-pvcs-failed">
        {message}
        {detailedMessage && <div>{detailedMessage}</div>}
      </Alert>
    );
  }
  const needle = search.trim().toLowerCase();
  const rows = (pvcs.data ?? []).filter((pvc) => pvc.name.toLowerCase().includes(needle));
  return (
    <>
      <SearchInput
        className="pf-v6-u-mb-sm"
        placeholder={strings.search}
        aria-label={strings.search}
        value={search}
        onChange={(_event, value) => setSearch(value)}
        onClear={() => setSearch('')}
        data-test="storage-pvc-search"
      />
      <ResourceTable
        ariaLabel={strings.tableLabel}
        entity={strings.entity}
        rows={rows}
        rowKey={(pvc) => `${pvc.namespace}/${pvc.name}`}
        columns={columns}
        actions={[
          {
            id: 'view',
            label: strings.view,
            icon: EyeIcon,
            isDisabled: (pvc) => !pvc.tenant,
            onClick: (pvc) => void navigate(tenantPath(pvc.namespace, pvc.tenant ?? '')),
          },
        ]}
        isLoading={pvcs.isPending}
        initialSort={{ columnId: 'name', direction: 'asc' }}
        emptyText={needle !== '' && (pvcs.data ?? []).length > 0 ? strings.noMatch : undefined}
        data-test="storage-pvcs-table"
      />
    </>
  );
}
