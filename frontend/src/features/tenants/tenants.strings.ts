import { translated } from '@frontend/shared/i18n/translated';

/** Text of the tenants list (spec 03 §2). */
export const tenantsStrings = translated('tenants', {
  title: 'Tenants',
  filterPlaceholder: 'Filter Tenants',
  refresh: 'Refresh',
  createTenant: 'Create Tenant',
  view: 'View',
  manage: 'Manage',
  manageDisabled: 'The tenant can be managed once it has a state and its health is green or yellow.',
  namespace: 'Namespace',
  pools: 'Pools',
  state: 'State',
  noState: 'Not reported',
  rawCapacity: 'Raw Capacity',
  capacity: 'Capacity',
  usageOf: (used: string, capacity: string) => `${used} of ${capacity} used`,
  usageBarLabel: (name: string) => `Storage usage of ${name}`,
  health: (colour: string) => `Health: ${colour}`,
  showing: (shown: number, total: number) => `Showing ${shown} of ${total} tenants`,
  loadMore: 'Show more tenants',
  empty: {
    title: 'No tenants yet',
    body: 'A tenant is a MinIO deployment the operator runs for you in a namespace of this cluster.',
    create: 'Create a tenant',
    noPermission: 'Your account may not create tenants; ask a cluster administrator.',
  },
  noMatch: { title: 'No tenants match the filter', body: 'Change or clear the filter to see more tenants.' },
});
