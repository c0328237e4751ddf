import { translated } from '@frontend/shared/i18n/translated';

/** Text of a tenant's Pools tab and its dialogs (spec 03 §2, §4, §5). */
export const poolsStrings = translated('tenant-pools', {
  search: 'Filter Pools',
  expand: 'Expand Tenant',
  tableLabel: 'Pools of the tenant',
  entity: 'pools',
  empty: 'No Pools found',
  columns: {
    name: 'Name',
    capacity: 'Capacity',
    instances: '# of Instances',
    drives: '# of Drives',
    state: 'State',
  },
  decommissionAction: 'Decommission pool',
  progress: {
    requested: 'Decommission requested',
    draining: 'Decommissioning',
    done: 'Decommissioned',
  },
  add: {
    title: 'Add Pool',
    name: 'Pool Name',
    nameHint: (name: string) => `Left empty, the pool is named ${name}.`,
    nameTaken: (name: string) => `The tenant already has a pool ${name}`,
    servers: 'Number of Servers',
    drives: 'Drives per Server',
    size: 'Drive Capacity (GiB)',
    sizeHint: 'At least 1 GiB per drive.',
    wholeNumber: 'A whole number, at least 1',
    storageClass: 'Storage Class',
    total: (size: string) => `Total raw capacity: ${size}`,
    parity: (choices: string) => `Erasure code parity: ${choices}`,
    parityUnknown: 'No erasure code parity is possible for this number of drives.',
    save: 'Add Pool',
    added: (name: string) => `Pool ${name} added`,
  },
  decommission: {
    title: 'Decommission Pool',
    text: (pool: string) =>
      `Decommission pool ${pool}? Its objects are moved to the other pools of the tenant, then its servers are removed. New objects are no longer written to it.`,
    confirm: 'Decommission',
    requested: (pool: string) => `Decommission of pool ${pool} requested`,
  },
});
