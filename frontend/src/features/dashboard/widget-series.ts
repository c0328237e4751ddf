import type { Widget } from './dashboard.queries';

/** One line or value of a widget: its legend and its points, values as numbers (NaN when Prometheus said so). */
export interface NamedSeries {
  readonly label: string;
  readonly points: readonly (readonly [number, number])[];
}

/** `Data Sent [{{server}}]` with the series' labels filled in; a label the series lacks reads empty. */
export function legendOf(format: string | undefined, metric: Readonly<Record<string, string>>): string {
  const text = (format ?? '').replace(/\{\{\s*([^}]+?)\s*\}\}/g, (_, names: string) =>
    names
      .split(',')
      .map((name) => metric[name.trim()] ?? '')
      .filter((value) => value !== '')
      .join(' '),
  );
  return text.trim() || Object.values(metric).join(' ') || '';
}

/** Every series of every target of a widget, named by its legend. */
export function seriesOf(widget: Widget): NamedSeries[] {
  return (widget.targets ?? []).flatMap((target) =>
    (target.result ?? []).map((result) => ({
      label: legendOf(target.legendFormat, result.metric ?? {}),
      points: (result.values ?? []).map(([time, value]) => [Number(time), Number(value)] as const),
    })),
  );
}

/** A series reduced to one value as the widget's calcs say (`last`, `lastNotNull`, `mean`). */
export function reduce(series: NamedSeries, calcs: readonly string[] | undefined): number | undefined {
  const values = series.points.map(([, value]) => value);
  const finite = values.filter((value) => Number.isFinite(value));
  if (finite.length === 0) return undefined;
  if (calcs?.includes('mean')) return finite.reduce((sum, value) => sum + value, 0) / finite.length;
  if (calcs?.includes('lastNotNull')) return finite[finite.length - 1];
  return values[values.length - 1];
}
