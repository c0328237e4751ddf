import type { Schema } from '@contract/shared/contract-types';
import type { PrometheusClient, PromResult } from './prometheus-client';
import type { TimeRange } from './time-range';
import { widgetHeader, type CatalogueWidget, type QueryContext } from './widget-catalogue';

/** Series kept per target: a chart with more lines than this is unreadable, and the answer stays small. */
export const MAX_SERIES_PER_TARGET = 50;

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
  const context: QueryContext = { selector, window: `${Math.max(2 * range.stepSeconds, 60)}s` };
  const results = await Promise.all(
    widget.targets.map(({ expr }) =>
      widget.type === 'graph'
        ? prometheus.range(expr(context), range.start, range.end, range.stepSeconds)
        : prometheus.instant(expr(context), range.end),
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
    result: (result?.series ?? [])
      .slice(0, MAX_SERIES_PER_TARGET)
      .map(({ metric, values }) => ({ metric: { ...metric }, values: values.map(([time, value]) => [time, value]) })),
  };
}
