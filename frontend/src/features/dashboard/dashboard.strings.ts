import { translated } from '@frontend/shared/i18n/translated';

/** Text of the dashboard (spec 02 §2 "Dashboard", §8). */
export const dashboardStrings = translated('dashboard', {
  loadFailed: 'The dashboard could not be loaded',
  nothing: 'Widget information could not be retrieved at this time. Please try again',
  cards: {
    buckets: 'All Buckets',
    usage: 'Usage',
    objects: 'Total Objects',
    servers: 'Servers',
    notCounted: 'Not counted yet',
    notCountedHelp: "MinIO's scanner has not finished its first count of objects and usage.",
    countedAt: (when: string) => `Counted ${when}`,
    serversOnline: (online: number, total: number) => `${online} of ${total} online`,
  },
  tabs: {
    label: 'General status',
    servers: 'Servers',
    drives: 'Drives',
    usage: 'Usage',
    traffic: 'Traffic',
    resources: 'Resources',
    metricsLabel: 'Metrics',
  },
  servers: {
    tableLabel: 'Servers',
    endpoint: 'Endpoint',
    state: 'State',
    uptime: 'Uptime',
    version: 'Version',
    network: 'Network',
    drives: 'Drives',
    networkCount: (online: number, total: number) => `${online}/${total} online`,
    drivesCount: (ok: number, total: number) => `${ok}/${total} ok`,
    noneTitle: 'No servers',
    none: 'MinIO reports no servers.',
  },
  drives: {
    tableLabel: 'Drives',
    path: 'Path',
    server: 'Server',
    state: 'State',
    used: 'Used / Total',
    healing: 'Healing',
    yes: 'Yes',
    no: 'No',
    noneTitle: 'No drives',
    none: 'MinIO reports no drives.',
  },
  range: {
    start: 'Start Time',
    end: 'End Time',
    sync: 'Sync',
    invalid: 'The start time must be before the end time.',
  },
  live: {
    title: 'Live charts',
    since: 'Since the console started',
    sampling: (seconds: number) =>
      `Sampled by the console from MinIO every ${seconds} s while a dashboard is open; the last hour is kept.`,
    firstSample: (when: string) => `First sample ${when}`,
    waiting: 'Waiting for the first sample',
  },
  unknownJob: {
    title: (job: string) => `Prometheus has no series for job '${job}', so the widgets are empty`,
    scraped: (jobs: string) =>
      `Check CONSOLE_PROMETHEUS_JOB_ID: it must name the job that scrapes MinIO. Jobs Prometheus scrapes: ${jobs}.`,
    noneScraped:
      'Check CONSOLE_PROMETHEUS_JOB_ID: it must name the job that scrapes MinIO. Prometheus scrapes no job at the moment: check its scrape configuration too.',
  },
  widget: {
    zoom: (title: string) => `Zoom ${title}`,
    close: 'Close',
    empty: 'No data in this time range',
    loading: 'Loading…',
    of: (used: string, total: string) => `${used} of ${total}`,
  },
});
