import type { Schema } from '@contract/shared/contract-types';
import type { PrometheusClient, PromResult } from './prometheus-client';
import type { TimeRange } from './time-range';
import { widgetHeader, type CatalogueWidget, type QueryContext } from './widget-catalogue';

/** Series kept per target: a chart with more lines than this is unreadable, and the answer stays small. */
export const MAX_SERIES_PER_TARGET = 50;

/**
 * One Prometheus query of a widget: a range query (`query_range` from `start` to `end` every `step` seconds) for a
 * graph, an instant query (`query` at `time`) for a stat, gauge or bar gauge.
 */
export type WidgetPromQuery =
  | {
      readonly kind: 'range';
      readonly query: string;
      readonly start: number;
      readonly end: number;
      readonly step: number;
    }
  | { readonly kind: 'instant'; readonly query: string; readonly time: number };

/**
 * The Prometheus queries of a widget over the range, one per target, in the catalogue's order: the PromQL comes from
 * the catalogue and the configured job only. The dashboard benchmark sends the same queries straight to Prometheus.
 */
export function widgetQueries(widget: CatalogueWidget, range: TimeRange, selector: string): WidgetPromQuery[] {
  const context: QueryContext = { selector, window: `${Math.max(2 * range.stepSeconds, 60)}s` };
  return widget.targets.map(({ expr }) =>
    widget.type === 'graph'
      ? { kind: 'range', query: expr(context), start: range.start, end: range.end, step: range.stepSeconds }
      : { kind: 'instant', query: expr(context), time: range.end },
  );
}

/**
 * A widget with its series over the range: a stat, gauge or bar gauge is one instant query at the range's end; a
 * graph a range query. The targets are queried at once; one failing fails the widget (a partial chart could pass a
 * missing line for a zero one).
 */
export async function queryWidget(
  prometheus: PrometheusClient,
  widget: CatalogueWidget,
  range: TimeRange,
  selector: string,
): Promise<Schema<'Widget'>> {
  const results = await Promise.all(
    widgetQueries(widget, range, selector).map((query) =>
      query.kind === 'range'
        ? prometheus.range(query.query, query.start, query.end, query.step)
        : prometheus.instant(query.query, query.time),
    ),
  );
  return {
    ...widgetHeader(widget),
    targets: widget.targets.map(({ legendFormat }, index) => targetOf(legendFormat, results[index])),
  };
}

function targetOf(legendFormat: string, result: PromResult | undefined): Schema<'WidgetTarget'> {
  return {
    legendFormat,
    resultType: result?.resultType ?? 'matrix',
    // The series as the client checked them (labels all strings, points [time, "value"]), not copied again.
    result: (result?.series ?? []).slice(0, MAX_SERIES_PER_TARGET) as unknown as Schema<'WidgetTarget'>['result'],
  };
}
