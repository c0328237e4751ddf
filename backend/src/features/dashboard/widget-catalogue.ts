import type { Schema } from '@contract/shared/contract-types';

type Widget = Schema<'Widget'>;

/** What PromQL of a widget is built from: never user text, only the configured job and the range's step. */
export interface QueryContext {
  /** The label matcher of MinIO's series: `job="<CONSOLE_PROMETHEUS_JOB_ID>"`. */
  readonly selector: string;
  /** The window of `rate()`: twice the step, at least a minute (a few scrapes whatever the interval). */
  readonly window: string;
}

/** One series query of a widget and how its legend reads (`{{label}}` is replaced by the series' label). */
export interface CatalogueTarget {
  readonly legendFormat: string;
  readonly expr: (context: QueryContext) => string;
}

/** A widget as the console knows it: the contract's fields without the results, and how to query it. */
export interface CatalogueWidget extends Required<Pick<Widget, 'id' | 'title' | 'type' | 'group' | 'unit'>> {
  /** How a stat reduces its series: `last`, `lastNotNull` or `mean`. */
  readonly calcs?: readonly string[];
  readonly targets: readonly CatalogueTarget[];
}

/** A target over one metric expression, given the selector. */
const target = (legendFormat: string, expr: (s: string, w: string) => string): CatalogueTarget => ({
  legendFormat,
  expr: ({ selector, window }) => expr(`{${selector}}`, window),
});

const last = ['last'];
const lastNotNull = ['lastNotNull'];

/**
 * The dashboard's widgets: the 31 panels MinIO Console v1.7.6 users know (its ids and titles), with the online and
 * offline counters of servers and drives each merged into one widget, in the order of the three tabs. MinIO's v2
 * cluster metrics (`/minio/v2/metrics/cluster`); drive metrics come from the node path, heal and scan ages only
 * once those ran, so those widgets may rightly be empty.
 */
export const WIDGET_CATALOGUE: readonly CatalogueWidget[] = [
  // Usage
  {
    id: 1,
    title: 'Uptime',
    type: 'stat',
    group: 'usage',
    unit: 'seconds',
    calcs: ['mean'],
    targets: [target('Uptime', (s) => `time() - max(minio_node_process_starttime_seconds${s})`)],
  },
  {
    id: 50,
    title: 'Capacity',
    type: 'gauge',
    group: 'usage',
    unit: 'bytes',
    calcs: lastNotNull,
    targets: [
      target(
        'Used Space',
        (s) => `max(minio_cluster_capacity_usable_total_bytes${s} - minio_cluster_capacity_usable_free_bytes${s})`,
      ),
      target('Usable Free', (s) => `max(minio_cluster_capacity_usable_free_bytes${s})`),
      target('Total Usable', (s) => `max(minio_cluster_capacity_usable_total_bytes${s})`),
    ],
  },
  {
    id: 51,
    title: 'Usable Capacity',
    type: 'stat',
    group: 'usage',
    unit: 'bytes',
    calcs: lastNotNull,
    targets: [target('Total Usable', (s) => `max(minio_cluster_capacity_usable_total_bytes${s})`)],
  },
  {
    id: 66,
    title: 'Number of Buckets',
    type: 'stat',
    group: 'usage',
    unit: 'count',
    calcs: lastNotNull,
    targets: [target('Buckets', (s) => `max(minio_cluster_bucket_total${s})`)],
  },
  {
    id: 44,
    title: 'Number of Objects',
    type: 'stat',
    group: 'usage',
    unit: 'count',
    calcs: lastNotNull,
    targets: [target('Objects', (s) => `max(minio_cluster_usage_object_total${s})`)],
  },
  {
    id: 53,
    title: 'Servers',
    type: 'stat',
    group: 'usage',
    unit: 'count',
    calcs: ['mean'],
    targets: [
      target('Online', (s) => `max(minio_cluster_nodes_online_total${s})`),
      target('Offline', (s) => `max(minio_cluster_nodes_offline_total${s})`),
    ],
  },
  {
    id: 9,
    title: 'Drives',
    type: 'stat',
    group: 'usage',
    unit: 'count',
    calcs: ['mean'],
    targets: [
      target('Online', (s) => `max(minio_cluster_drive_online_total${s})`),
      target('Offline', (s) => `max(minio_cluster_drive_offline_total${s})`),
    ],
  },
  {
    id: 55,
    title: 'Healing Drives',
    type: 'stat',
    group: 'usage',
    unit: 'count',
    calcs: last,
    targets: [target('Healing', (s) => `sum(minio_cluster_health_erasure_set_healing_drives${s})`)],
  },
  {
    id: 80,
    title: 'Time Since Last Heal Activity',
    type: 'stat',
    group: 'usage',
    unit: 'seconds',
    calcs: last,
    targets: [target('{{server}}', (s) => `minio_heal_time_last_activity_nano_seconds${s} / 1e9`)],
  },
  {
    id: 81,
    title: 'Time Since Last Scan Activity',
    type: 'stat',
    group: 'usage',
    unit: 'seconds',
    calcs: last,
    targets: [target('{{server}}', (s) => `minio_usage_last_activity_nano_seconds${s} / 1e9`)],
  },
  {
    id: 68,
    title: 'Data Usage Growth',
    type: 'graph',
    group: 'usage',
    unit: 'bytes',
    targets: [target('Used Capacity', (s) => `max(minio_cluster_usage_total_bytes${s})`)],
  },
  {
    id: 52,
    title: 'Object Size Distribution',
    type: 'bargauge',
    group: 'usage',
    unit: 'count',
    calcs: ['mean'],
    targets: [target('{{range}}', (s) => `max by (range) (minio_cluster_objects_size_distribution${s})`)],
  },
  // Traffic
  {
    id: 65,
    title: 'Total S3 Traffic Inbound',
    type: 'stat',
    group: 'traffic',
    unit: 'bytes',
    calcs: last,
    targets: [target('Inbound', (s) => `sum(minio_s3_traffic_received_bytes${s})`)],
  },
  {
    id: 64,
    title: 'Total S3 Traffic Outbound',
    type: 'stat',
    group: 'traffic',
    unit: 'bytes',
    calcs: last,
    targets: [target('Outbound', (s) => `sum(minio_s3_traffic_sent_bytes${s})`)],
  },
  {
    id: 63,
    title: 'S3 API Data Received Rate',
    type: 'graph',
    group: 'traffic',
    unit: 'bytesPerSecond',
    targets: [
      target(
        'Data Received [{{server}}]',
        (s, w) => `sum by (server) (rate(minio_s3_traffic_received_bytes${s}[${w}]))`,
      ),
    ],
  },
  {
    id: 70,
    title: 'S3 API Data Sent Rate',
    type: 'graph',
    group: 'traffic',
    unit: 'bytesPerSecond',
    targets: [
      target('Data Sent [{{server}}]', (s, w) => `sum by (server) (rate(minio_s3_traffic_sent_bytes${s}[${w}]))`),
    ],
  },
  {
    id: 60,
    title: 'S3 API Request Rate',
    type: 'graph',
    group: 'traffic',
    unit: 'perSecond',
    targets: [
      target('{{api}} [{{server}}]', (s, w) => `sum by (server, api) (rate(minio_s3_requests_total${s}[${w}]))`),
    ],
  },
  {
    id: 71,
    title: 'S3 API Request Error Rate',
    type: 'graph',
    group: 'traffic',
    unit: 'perSecond',
    targets: [
      target('{{api}} [{{server}}]', (s, w) => `sum by (server, api) (rate(minio_s3_requests_errors_total${s}[${w}]))`),
    ],
  },
  {
    id: 72,
    title: 'S3 API 4xx Error Rate',
    type: 'graph',
    group: 'traffic',
    unit: 'perSecond',
    targets: [
      target(
        '{{api}} [{{server}}]',
        (s, w) => `sum by (server, api) (rate(minio_s3_requests_4xx_errors_total${s}[${w}]))`,
      ),
    ],
  },
  {
    id: 56,
    title: 'S3 Requests In Flight',
    type: 'graph',
    group: 'traffic',
    unit: 'count',
    targets: [target('In flight [{{server}}]', (s) => `sum by (server) (minio_s3_requests_inflight_total${s})`)],
  },
  {
    id: 17,
    title: 'Internode Data Transfer',
    type: 'graph',
    group: 'traffic',
    unit: 'bytesPerSecond',
    targets: [
      target('Sent [{{server}}]', (s, w) => `sum by (server) (rate(minio_inter_node_traffic_sent_bytes${s}[${w}]))`),
      target(
        'Received [{{server}}]',
        (s, w) => `sum by (server) (rate(minio_inter_node_traffic_received_bytes${s}[${w}]))`,
      ),
    ],
  },
  // Resources
  {
    id: 61,
    title: 'Total Open FDs',
    type: 'stat',
    group: 'resources',
    unit: 'count',
    calcs: last,
    targets: [target('Open FDs', (s) => `sum(minio_node_file_descriptor_open_total${s})`)],
  },
  {
    id: 62,
    title: 'Total Goroutines',
    type: 'stat',
    group: 'resources',
    unit: 'count',
    calcs: last,
    targets: [target('Goroutines', (s) => `sum(minio_node_go_routine_total${s})`)],
  },
  {
    id: 77,
    title: 'Node CPU Usage',
    type: 'graph',
    group: 'resources',
    unit: 'percent',
    targets: [
      target(
        'CPU [{{server}}]',
        (s, w) => `100 * sum by (server) (rate(minio_node_process_cpu_total_seconds${s}[${w}]))`,
      ),
    ],
  },
  {
    id: 76,
    title: 'Node Memory Usage',
    type: 'graph',
    group: 'resources',
    unit: 'bytes',
    targets: [
      target('Memory Used [{{server}}]', (s) => `sum by (server) (minio_node_process_resident_memory_bytes${s})`),
    ],
  },
  {
    id: 73,
    title: 'Node IO',
    type: 'graph',
    group: 'resources',
    unit: 'bytesPerSecond',
    targets: [
      target('Read [{{server}}]', (s, w) => `sum by (server) (rate(minio_node_io_rchar_bytes${s}[${w}]))`),
      target('Write [{{server}}]', (s, w) => `sum by (server) (rate(minio_node_io_wchar_bytes${s}[${w}]))`),
    ],
  },
  {
    id: 8,
    title: 'Node File Descriptors',
    type: 'graph',
    group: 'resources',
    unit: 'count',
    targets: [target('Open FDs [{{server}}]', (s) => `sum by (server) (minio_node_file_descriptor_open_total${s})`)],
  },
  {
    id: 11,
    title: 'Node Syscalls',
    type: 'graph',
    group: 'resources',
    unit: 'perSecond',
    targets: [
      target('Read [{{server}}]', (s, w) => `sum by (server) (rate(minio_node_syscall_read_total${s}[${w}]))`),
      target('Write [{{server}}]', (s, w) => `sum by (server) (rate(minio_node_syscall_write_total${s}[${w}]))`),
    ],
  },
  {
    id: 75,
    title: 'Node Goroutines',
    type: 'graph',
    group: 'resources',
    unit: 'count',
    targets: [target('Goroutines [{{server}}]', (s) => `sum by (server) (minio_node_go_routine_total${s})`)],
  },
  {
    id: 74,
    title: 'Drive Used Capacity',
    type: 'graph',
    group: 'resources',
    unit: 'bytes',
    targets: [target('{{drive}} [{{server}}]', (s) => `minio_node_drive_used_bytes${s}`)],
  },
  {
    id: 82,
    title: 'Drives Free Inodes',
    type: 'graph',
    group: 'resources',
    unit: 'count',
    targets: [target('{{drive}} [{{server}}]', (s) => `minio_node_drive_free_inodes${s}`)],
  },
];

const BY_ID = new Map(WIDGET_CATALOGUE.map((widget) => [widget.id, widget]));

/** The catalogue's widget of that id, if any. */
export function catalogueWidget(id: number): CatalogueWidget | undefined {
  return BY_ID.get(id);
}

/** A widget as the info answer lists it: no targets (each is read on its own). */
export function widgetHeader(widget: CatalogueWidget): Widget {
  const { id, title, type, group, unit, calcs } = widget;
  return { id, title, type, group, unit, ...(calcs ? { options: { reduceOptions: { calcs: [...calcs] } } } : {}) };
}

/** The label matcher of a job id: a PromQL string literal (JSON's escapes are PromQL's), whatever the id holds. */
export function jobSelector(jobId: string): string {
  return `job=${JSON.stringify(jobId)}`;
}
