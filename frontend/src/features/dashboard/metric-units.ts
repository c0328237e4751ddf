import { formatBytes, formatCount } from '@frontend/shared/format/bucket-format';
import type { Widget } from './dashboard.queries';

export type MetricUnit = NonNullable<Widget['unit']>;

/** A value in a widget's unit, as axes, tooltips and stats show it. */
export function formatMetric(value: number, unit: MetricUnit | undefined): string {
  if (!Number.isFinite(value)) return '–';
  switch (unit) {
    case 'bytes':
      return formatBytes(Math.max(0, value));
    case 'bytesPerSecond':
      return `${formatBytes(Math.max(0, value))}/s`;
    case 'percent':
      return `${round(value)} %`;
    case 'perSecond':
      return `${round(value)}/s`;
    case 'seconds':
      return formatDuration(value);
    default:
      return Number.isInteger(value) ? formatCount(value) : String(round(value));
  }
}

function round(value: number): number {
  return Math.abs(value) >= 100 ? Math.round(value) : Math.round(value * 100) / 100;
}

/** `3d 4h`, `5h 12m`, `4m 10s`, `12s`: the two largest units. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const parts: [number, string][] = [
    [Math.floor(s / 86400), 'd'],
    [Math.floor((s % 86400) / 3600), 'h'],
    [Math.floor((s % 3600) / 60), 'm'],
    [s % 60, 's'],
  ];
  const first = parts.findIndex(([amount]) => amount > 0);
  if (first < 0) return '0s';
  return parts
    .slice(first, first + 2)
    .filter(([amount]) => amount > 0)
    .map(([amount, suffix]) => `${amount}${suffix}`)
    .join(' ');
}
