import { translated } from '@frontend/shared/i18n/translated';

/** Text of a tenant's Volumes tab (spec 03 §2). */
export const volumesStrings = translated('tenant-volumes', {
  search: 'Search Volumes (PVCs)',
  tableLabel: 'Persistent volume claims of the tenant',
  entity: 'volumes',
  noMatch: 'No volume matches the search.',
  loadFailed: 'The volumes could not be loaded',
  columns: { name: 'Name', status: 'Status', capacity: 'Capacity', storageClass: 'Storage Class' },
});
