import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { components } from '@contract/generated/api';
import { api, call } from '@frontend/api/client';
import { ResourceTable, type ResourceColumn } from '@frontend/shared/components/ResourceTable';
import { tenantKeys } from '../../tenants.queries';
import { InlineLoadError } from '../InlineLoadError';
import { SectionSearch } from '../SectionSearch';
import { tenantParams, type TenantRef } from '../tenant.queries';
import { volumesStrings as strings } from './volumes.strings';

type Pvc = components['schemas']['Pvc'];

const columns: ResourceColumn<Pvc>[] = [
  { id: 'name', title: strings.columns.name, cell: (pvc) => pvc.name, sortValue: (pvc) => pvc.name },
  { id: 'status', title: strings.columns.status, cell: (pvc) => pvc.status, sortValue: (pvc) => pvc.status },
  { id: 'capacity', title: strings.columns.capacity, cell: (pvc) => pvc.capacity ?? '' },
  // Not sortable: a sort button would leave 'Storage Class' no room next to the side list.
  { id: 'storage-class', title: strings.columns.storageClass, cell: (pvc) => pvc.storageClass ?? '' },
];

/** Volumes (spec 03 §2): the tenant's claims, searchable by name. */
export function VolumesTab({ tenant }: { tenant: TenantRef }) {
  const pvcs = useQuery({
    queryKey: [...tenantKeys.one(tenant.namespace, tenant.name), 'pvcs'],
    queryFn: async () =>
      (await call(api().GET('/api/v1/namespaces/{namespace}/tenants/{tenant}/pvcs', { params: tenantParams(tenant) })))
        .pvcs,
  });
  const [search, setSearch] = useState('');
  if (pvcs.error) return <InlineLoadError title={strings.loadFailed} error={pvcs.error} data-test="pvcs-load-failed" />;
  const needle = search.trim().toLowerCase();
  const rows = (pvcs.data ?? []).filter((pvc) => pvc.name.toLowerCase().includes(needle));
  return (
    <>
      <SectionSearch placeholder={strings.search} value={search} onChange={setSearch} data-test="pvc-search" />
      <ResourceTable
        ariaLabel={strings.tableLabel}
        entity={strings.entity}
        rows={rows}
        rowKey={(pvc) => pvc.name}
        columns={columns}
        isLoading={pvcs.isPending}
        initialSort={{ columnId: 'name', direction: 'asc' }}
        emptyText={needle !== '' && (pvcs.data ?? []).length > 0 ? strings.noMatch : undefined}
        data-test="pvcs-table"
      />
    </>
  );
}
