import type { Schema } from '@contract/shared/contract-types';
import type { OperationCounts, RealtimeSample } from '../../platform/minio/admin/realtime-metrics';
import type { StoredSample } from './sample-ring';

type Widget = Schema<'Widget'>;

/**
 * What the console keeps of each realtime sample: cumulative counters only (rates are computed when read, so a
 * missed sample leaves a gap instead of a wrong value). The order is the ring's column order.
 */
export const SAMPLE_COLUMNS = [
  'netReceived',
  'netSent',
  'driveReads',
  'driveWrites',
  'driveOther',
  'osCalls',
  'objectsScanned',
] as const;

type Column = (typeof SAMPLE_COLUMNS)[number];

const sum = (counts: OperationCounts | undefined, keep: (name: string) => boolean = () => true): number =>
  counts === undefined
    ? NaN
    : Object.entries(counts).reduce((total, [name, count]) => (keep(name) ? total + count : total), 0);

/** Drive calls that read, and those that change something; the rest (drive info, listings, walks) are "other". */
const READS = /^(Read|Stat|Check)/;
const WRITES = /^(Write|Rename|Create|Append|Delete|Update|Make|Mkdir|Clean)/;

/** The ring's row of one realtime sample. */
export function columnsOf(sample: RealtimeSample): number[] {
  const { disk, net, os, scanner } = sample.aggregated ?? {};
  const driveOps = disk?.life_time_ops;
  const values: Record<Column, number> = {
    netReceived: net?.netstats?.rx_bytes ?? NaN,
    netSent: net?.netstats?.tx_bytes ?? NaN,
    driveReads: sum(driveOps, (name) => READS.test(name)),
    driveWrites: sum(driveOps, (name) => WRITES.test(name)),
    driveOther: sum(driveOps, (name) => !READS.test(name) && !WRITES.test(name)),
    osCalls: sum(os?.life_time_ops),
    objectsScanned: scanner === undefined ? NaN : (scanner.life_time_ops?.['ScanObject'] ?? 0),
  };
  return SAMPLE_COLUMNS.map((column) => values[column]);
}

interface RealtimeWidget extends Required<Pick<Widget, 'id' | 'title' | 'type' | 'group' | 'unit'>> {
  readonly lines: readonly { readonly legend: string; readonly column: Column }[];
}

/**
 * The live charts without Prometheus: per-second rates of MinIO's realtime counters. Their ids are apart from the
 * Prometheus catalogue's (which stay below 1000), so a bookmark of one never reads the other.
 */
export const REALTIME_WIDGETS: readonly RealtimeWidget[] = [
  {
    id: 1001,
    title: 'Network Traffic',
    type: 'graph',
    group: 'traffic',
    unit: 'bytesPerSecond',
    lines: [
      { legend: 'Received', column: 'netReceived' },
      { legend: 'Sent', column: 'netSent' },
    ],
  },
  {
    id: 1002,
    title: 'Drive Operations',
    type: 'graph',
    group: 'resources',
    unit: 'perSecond',
    lines: [
      { legend: 'Reads', column: 'driveReads' },
      { legend: 'Writes', column: 'driveWrites' },
      { legend: 'Other', column: 'driveOther' },
    ],
  },
  {
    id: 1003,
    title: 'Operating System Calls',
    type: 'graph',
    group: 'resources',
    unit: 'perSecond',
    lines: [{ legend: 'Calls', column: 'osCalls' }],
  },
  {
    id: 1004,
    title: 'Objects Scanned',
    type: 'graph',
    group: 'usage',
    unit: 'perSecond',
    lines: [{ legend: 'Scanned', column: 'objectsScanned' }],
  },
];

export function realtimeWidget(id: number): RealtimeWidget | undefined {
  return REALTIME_WIDGETS.find((widget) => widget.id === id);
}

/** A widget as the list in the summary gives it: no series. */
export function realtimeHeader({ id, title, type, group, unit }: RealtimeWidget): Widget {
  return { id, title, type, group, unit };
}

/**
 * The widget with one line per counter: the rate between each two consecutive samples, at the later one's time.
 * Two samples further apart than `maxGapSeconds` (sampling paused), a counter going down (MinIO restarted) or a
 * missing value give no point, so the chart shows a gap rather than an invented rate.
 */
export function realtimeSeries(
  widget: RealtimeWidget,
  samples: readonly StoredSample[],
  maxGapSeconds: number,
): Widget {
  return {
    ...realtimeHeader(widget),
    targets: widget.lines.map(({ legend, column }) => {
      const index = SAMPLE_COLUMNS.indexOf(column);
      const values: [number, string][] = [];
      for (let at = 1; at < samples.length; at += 1) {
        const before = samples[at - 1];
        const after = samples[at];
        if (before === undefined || after === undefined) continue;
        const seconds = after.time - before.time;
        const delta = (after.values[index] ?? NaN) - (before.values[index] ?? NaN);
        if (!(seconds > 0 && seconds <= maxGapSeconds && delta >= 0)) continue;
        values.push([after.time, String(delta / seconds)]);
      }
      return { legendFormat: legend, resultType: 'matrix', result: [{ metric: {}, values }] };
    }),
  };
}
