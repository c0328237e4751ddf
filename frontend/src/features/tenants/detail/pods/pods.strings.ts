import { translated } from '@frontend/shared/i18n/translated';

/** Text of a tenant's Pods tab and pod page (spec 03 §2, §8). */
export const podsStrings = translated('tenant-pods', {
  pods: 'Pods',
  tableLabel: 'Pods of the tenant',
  entity: 'pods',
  loadFailed: 'Error loading pods',
  columns: { name: 'Name', status: 'Status', age: 'Age', podIP: 'Pod IP', restarts: 'Restarts', node: 'Node' },
  view: 'View',
  delete: 'Delete',
  deletePod: {
    title: 'Delete Pod',
    question: (pod: string) =>
      `Delete the pod ${pod}? Its controller starts a new one; the tenant may be degraded until it is ready.`,
    fieldLabel: 'To confirm, type the name of the pod',
    incorrect: 'Pod name is incorrect',
    deleted: (pod: string) => `Pod ${pod} deleted`,
  },
  tabsLabel: 'Pod sections',
  events: 'Events',
  logs: 'Logs',
  eventsLabel: 'Events of the pod',
  eventEntity: 'events',
  eventsFailed: 'The events could not be loaded',
  eventColumns: {
    namespace: 'Namespace',
    lastSeen: 'Last Seen',
    message: 'Message',
    type: 'Event Type',
    reason: 'Reason',
  },
  logSearch: 'Highlight lines containing',
  logLabel: 'Log of the pod',
  logEmpty: 'The pod has not written anything to its log yet.',
  logFailed: 'The log could not be read',
  never: '—',
});
