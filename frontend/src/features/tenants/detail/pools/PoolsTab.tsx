import { Button, Label, Toolbar, ToolbarContent, ToolbarItem } from '@patternfly/react-core';
import { BanIcon, PlusIcon } from '@patternfly/react-icons';
import { useState } from 'react';
import { ConfirmModal } from '@frontend/shared/components/ConfirmModal';
import { ResourceTable, type ResourceColumn } from '@frontend/shared/components/ResourceTable';
import { formatBytes } from '@frontend/shared/format/bucket-format';
import { useNotify } from '@frontend/shared/messages/useNotify';
import { SectionSearch } from '../SectionSearch';
import type { Tenant, TenantRef } from '../tenant.queries';
import { AddPoolModal } from './AddPoolModal';
import { useDecommissionPool, type Pool, type PoolState } from './pools.queries';
import { poolsStrings as strings } from './pools.strings';

/** One row: the pool of the spec and what the operator reports about it. */
interface PoolRow {
  readonly pool: Pool;
  readonly name: string;
  readonly state?: PoolState;
}

function progressLabel(state: PoolState | undefined) {
  if (state?.decommission) {
    const color = state.decommission === 'done' ? 'grey' : 'orange';
    return (
      <Label color={color} isCompact data-test="pool-decommission">
        {strings.progress[state.decommission]}
      </Label>
    );
  }
  return state?.state ?? '';
}

const columns: ResourceColumn<PoolRow>[] = [
  { id: 'name', title: strings.columns.name, cell: (row) => row.name, sortValue: (row) => row.name },
  {
    id: 'capacity',
    title: strings.columns.capacity,
    cell: (row) => formatBytes(row.pool.servers * row.pool.volumes_per_server * row.pool.volume_configuration.size),
  },
  { id: 'instances', title: strings.columns.instances, cell: (row) => row.pool.servers },
  { id: 'drives', title: strings.columns.drives, cell: (row) => row.pool.servers * row.pool.volumes_per_server },
  { id: 'state', title: strings.columns.state, cell: (row) => progressLabel(row.state) },
];

/**
 * Pools (spec 03 §2): filter by name, Expand Tenant, and — beyond the spec's screens — decommission a pool, whose
 * progress is what the operator reports in the tenant's status.
 */
export function PoolsTab({ tenant, detail }: { tenant: TenantRef; detail: Tenant }) {
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState(false);
  const [decommissioning, setDecommissioning] = useState<string>();
  const decommission = useDecommissionPool(tenant);
  const notify = useNotify();
  const states = new Map((detail.pool_states ?? []).map((state) => [state.name, state]));
  const rows: PoolRow[] = (detail.pools ?? []).map((pool, index) => {
    const name = pool.name ?? `pool-${index}`;
    return { pool, name, state: states.get(name) };
  });
  const needle = search.trim().toLowerCase();
  const shown = rows.filter((row) => row.name.toLowerCase().includes(needle));
  const confirm = (pool: string) =>
    decommission.mutate(pool, {
      onSuccess: () => {
        notify.showMessage(strings.decommission.requested(pool));
        setDecommissioning(undefined);
      },
      onError: (error) => notify.showModalError(error),
    });
  return (
    <>
      <Toolbar>
        <ToolbarContent>
          <ToolbarItem>
            <SectionSearch placeholder={strings.search} value={search} onChange={setSearch} data-test="pool-search" />
          </ToolbarItem>
          <ToolbarItem align={{ default: 'alignEnd' }}>
            <Button icon={<PlusIcon />} onClick={() => setAdding(true)} data-test="expand-tenant">
              {strings.expand}
            </Button>
          </ToolbarItem>
        </ToolbarContent>
      </Toolbar>
      <ResourceTable
        ariaLabel={strings.tableLabel}
        entity={strings.entity}
        rows={shown}
        rowKey={(row) => row.name}
        columns={columns}
        actions={[
          {
            id: 'decommission',
            label: strings.decommissionAction,
            icon: BanIcon,
            onClick: (row) => setDecommissioning(row.name),
            isDisabled: (row) => row.state?.decommission !== undefined || rows.length <= 1,
          },
        ]}
        emptyText={strings.empty}
        data-test="pools-table"
      />
      {adding && <AddPoolModal tenant={tenant} detail={detail} onClose={() => setAdding(false)} />}
      {decommissioning && (
        <ConfirmModal
          title={strings.decommission.title}
          confirmLabel={strings.decommission.confirm}
          onConfirm={() => confirm(decommissioning)}
          onClose={() => setDecommissioning(undefined)}
          isBusy={decommission.isPending}
          data-test="decommission-modal"
        >
          {strings.decommission.text(decommissioning)}
        </ConfirmModal>
      )}
    </>
  );
}
