import { translated } from '@frontend/shared/i18n/translated';

/** Text of the placeholder pages of features not built yet. */
export const upcomingStrings = translated('upcoming', {
  comingLater: (feature: string) => `${feature} is coming in a later release`,
  explanation:
    'This part of the console is planned and your session may open it, but it is not built yet. The menu and the address already work, so links to it will keep working.',
  /** Feature and screen names: page titles and menu labels. */
  names: {
    dashboard: 'Dashboard',
    metrics: 'Metrics',
    buckets: 'Buckets',
    users: 'Users',
    groups: 'Groups',
    serviceAccounts: 'Service Accounts',
    iamPolicies: 'IAM Policies',
    settings: 'Settings',
    tiers: 'Tiers',
    tools: 'Tools',
    heal: 'Heal',
    storage: 'Storage',
    license: 'License',
    watch: 'Watch',
    trace: 'Trace',
    diagnostics: 'Diagnostics',
    logs: 'Logs',
    auditLogs: 'Audit Logs',
    volumes: 'Volumes',
    drives: 'Drives',
  },
});
