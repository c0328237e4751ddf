import { Label, PageSection } from '@patternfly/react-core';
import { KeyIcon, LayerGroupIcon, TrashIcon } from '@patternfly/react-icons';
import { useState } from 'react';
import { CardListToolbar } from '@frontend/shared/components/card-list/CardListToolbar';
import { CreateButton } from '@frontend/shared/components/card-list/CreateButton';
import { NothingYetState } from '@frontend/shared/components/NothingYetState';
import { PageHeading } from '@frontend/shared/components/PageHeading';
import { ResourceTable, type ResourceColumn } from '@frontend/shared/components/ResourceTable';
import { formatBytes } from '@frontend/shared/format/bucket-format';
import { useCan } from '@frontend/shared/hooks/useCan';
import { useErrorSnackbar } from '@frontend/shared/messages/useErrorSnackbar';
import { RemoveTierModal } from './RemoveTierModal';
import { tierBlock, useTiers, type Tier } from './tiers.queries';
import { tiersStrings as strings } from './tiers.strings';
import { UpdateCredentialsModal } from './UpdateCredentialsModal';

const c = strings.columns;
const nameOf = (tier: Tier) => tierBlock(tier)?.name ?? '';
const place = (field: 'endpoint' | 'bucket' | 'prefix' | 'region') => (tier: Tier) => tierBlock(tier)?.[field] ?? '';

const columns: ResourceColumn<Tier>[] = [
  { id: 'name', title: c.name, cell: nameOf, sortValue: nameOf },
  { id: 'type', title: c.type, cell: (tier) => tier.type, sortValue: (tier) => tier.type },
  {
    id: 'status',
    title: c.status,
    cell: (tier) =>
      tier.status && (
        // Offline in red (spec 03 §4 "Endpoint status Offline is shown red").
        <Label color={tier.status === 'online' ? 'green' : 'red'} isCompact data-test="tier-status">
          {tier.status === 'online' ? strings.online : strings.offline}
        </Label>
      ),
  },
  { id: 'endpoint', title: c.endpoint, cell: place('endpoint') },
  { id: 'bucket', title: c.bucket, cell: place('bucket'), sortValue: place('bucket') },
  { id: 'prefix', title: c.prefix, cell: place('prefix') },
  { id: 'region', title: c.region, cell: place('region') },
  {
    id: 'usage',
    title: c.usage,
    cell: (tier) =>
      tier.usage
        ? strings.usage(tier.usage.objects, tier.usage.versions, formatBytes(tier.usage.size))
        : strings.notCounted,
  },
];

/**
 * /tiers (spec 03 §2): the filterable tier list with status and usage, refresh, Add Tier (when the session may change
 * tiers), per-row credentials and removal.
 */
export function TiersPage() {
  const tiers = useTiers();
  const can = useCan();
  const [filter, setFilter] = useState('');
  const [editing, setEditing] = useState<Tier>();
  const [removing, setRemoving] = useState<Tier>();
  useErrorSnackbar(tiers.error);
  const mayChange = can('admin:SetTier');
  const needle = filter.trim().toLowerCase();
  const all = tiers.data ?? [];
  const rows = all.filter((tier) => nameOf(tier).toLowerCase().includes(needle) || tier.type.includes(needle));
  const add = { label: strings.addTier, target: { href: '/tiers/add' } };
  return (
    <>
      <PageHeading title={strings.title} />
      <PageSection isFilled>
        <CardListToolbar
          filter={{ value: filter, onChange: setFilter, placeholder: strings.filter, dataTest: 'tier-filter' }}
          refresh={{
            label: strings.refresh,
            dataTest: 'refresh-tiers',
            onRefresh: () => void tiers.refetch(),
            isRefreshing: tiers.isFetching && !tiers.isPending,
          }}
          create={mayChange ? { ...add, dataTest: 'add-tier' } : undefined}
        />
        {tiers.isSuccess && all.length === 0 ? (
          <NothingYetState
            title={strings.emptyTitle}
            body={strings.emptyBody}
            icon={LayerGroupIcon}
            action={mayChange && <CreateButton {...add} dataTest="add-tier-empty" variant="primary" />}
          />
        ) : (
          <ResourceTable
            ariaLabel={strings.tableLabel}
            entity={strings.entity}
            rows={rows}
            rowKey={nameOf}
            columns={columns}
            isLoading={tiers.isPending}
            initialSort={{ columnId: 'name', direction: 'asc' }}
            emptyText={needle !== '' ? strings.noMatch : undefined}
            actions={
              mayChange
                ? [
                    { id: 'credentials', label: strings.updateCredentials, icon: KeyIcon, onClick: setEditing },
                    { id: 'remove', label: strings.remove, icon: TrashIcon, onClick: setRemoving },
                  ]
                : []
            }
            data-test="tiers-table"
          />
        )}
      </PageSection>
      {editing && <UpdateCredentialsModal tier={editing} onClose={() => setEditing(undefined)} />}
      {removing && <RemoveTierModal tier={removing} onClose={() => setRemoving(undefined)} />}
    </>
  );
}
