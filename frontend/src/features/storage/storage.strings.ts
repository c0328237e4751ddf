import { plural } from '@frontend/shared/i18n/message';
import { translated } from '@frontend/shared/i18n/translated';

/** Text of the cluster storage pages (spec 03 §2 "Storage", §4, §5, §8). */
export const storageStrings = translated('storage', {
  title: 'Storage',
  tabsLabel: 'Storage sections',
  tabs: { volumes: 'Volumes', drives: 'Drives' },
  volumes: {
    search: 'Search Volumes (PVCs)',
    tableLabel: 'Persistent volume claims of the tenants',
    entity: 'volumes',
    noMatch: 'No volume matches the search.',
    loadFailed: 'The volumes could not be loaded',
    view: 'View tenant',
    columns: {
      name: 'Name',
      namespace: 'Namespace',
      status: 'Status',
      tenant: 'Tenant',
      capacity: 'Capacity',
      storageClass: 'Storage Class',
    },
  },
  drives: {
    search: 'Search Drives',
    refresh: 'Refresh',
    formatSelected: 'Format Selected Drives',
    formatAll: 'Format All Drives',
    formatOne: 'Format',
    tableLabel: 'Locally attached drives',
    entity: 'drives',
    noMatch: 'No drive matches the search.',
    columns: {
      drive: 'Drive',
      capacity: 'Capacity',
      allocated: 'Allocated',
      volumes: 'Volumes',
      node: 'Node',
      status: 'Status',
    },
    notInstalledTitle: 'Direct-attached drives are not available',
    notInstalled:
      'Locally attached drives are managed by a direct-attached-drive storage driver (direct-csi). Install it in the cluster to list and format its drives here.',
    learnMore: 'How to install direct-csi',
    reason: (message: string) => `The drive list answered: ${message}`,
  },
  format: {
    title: 'Format Drives',
    intro: plural({ one: 'This drive will be formatted:', other: 'These {{count}} drives will be formatted:' }),
    warning: 'Formatting erases everything on a drive. It cannot be undone.',
    force: 'Force: also format drives that already hold a file system or are managed by direct-csi',
    confirmLabel: (phrase: string) => `To confirm, type ${phrase}`,
    confirm: 'Format',
    done: plural({ one: 'Format requested for 1 drive', other: 'Format requested for {{count}} drives' }),
    issuesTitle: 'Some drives could not be formatted',
    issuesColumns: { node: 'Node', drive: 'Drive', error: 'Reason' },
    close: 'Close',
  },
});
