import {
  Alert,
  EmptyState,
  EmptyStateBody,
  Flex,
  FlexItem,
  Progress,
  ProgressMeasureLocation,
  Spinner,
} from '@patternfly/react-core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { describeError } from '../../api/api-error';
import type { Widget } from './dashboard.queries';
import { dashboardStrings } from './dashboard.strings';
import { LineChart } from './LineChart';
import { formatMetric } from './metric-units';
import { reduce, seriesOf, type NamedSeries } from './widget-series';

const text = dashboardStrings.widget;

/**
 * What a widget shows in its state: a spinner while it loads, the server's error ("Prometheus unreachable: …") when
 * it failed, "No data" when Prometheus has no series (never a zero standing in for missing data), else its chart.
 */
export function WidgetBody({ query, height }: { readonly query: UseQueryResult<Widget>; readonly height: number }) {
  // The same lines as long as the answer is the same: a chart is drawn again only when its data changed.
  const lines = useMemo(
    () => (query.data ? seriesOf(query.data).filter((line) => line.points.length > 0) : []),
    [query.data],
  );
  if (query.isPending) return <Spinner size="lg" aria-label={text.loading} />;
  if (query.isError) {
    // The message says what failed ("Prometheus unreachable: …"); the detail only names the widget the card shows.
    return (
      <Alert variant="danger" isInline isPlain title={describeError(query.error).message} data-test="widget-error" />
    );
  }
  const widget = query.data;
  const series = lines;
  if (series.length === 0) {
    return (
      <EmptyState variant="xs" data-test="widget-empty">
        <EmptyStateBody>{text.empty}</EmptyStateBody>
      </EmptyState>
    );
  }
  switch (widget.type) {
    case 'graph':
      return <LineChart series={series} unit={widget.unit} height={height} title={widget.title} />;
    case 'gauge':
      return <Gauge widget={widget} series={series} />;
    case 'bargauge':
      return <BarGauge widget={widget} series={series} />;
    default:
      return <Stat widget={widget} series={series} />;
  }
}

function valuesOf(widget: Widget, series: readonly NamedSeries[]) {
  const calcs = widget.options?.reduceOptions?.calcs;
  return series.map((line) => ({ label: line.label, value: reduce(line, calcs) }));
}

/** One value large, or several (online / offline, one per server) as a short list. */
function Stat({ widget, series }: { readonly widget: Widget; readonly series: readonly NamedSeries[] }) {
  const values = valuesOf(widget, series);
  const [only] = values;
  if (values.length === 1 && only) {
    return (
      <div className="pf-v6-u-font-size-2xl" data-test="widget-value">
        {only.value === undefined ? '–' : formatMetric(only.value, widget.unit)}
      </div>
    );
  }
  return (
    <Flex direction={{ default: 'column' }} spaceItems={{ default: 'spaceItemsNone' }}>
      {values.map(({ label, value }) => (
        <FlexItem key={label} data-test="widget-value">
          {label}: <b>{value === undefined ? '–' : formatMetric(value, widget.unit)}</b>
        </FlexItem>
      ))}
    </Flex>
  );
}

/** Used of total as a bar: the catalogue gives used, free and total, in that order. */
function Gauge({ widget, series }: { readonly widget: Widget; readonly series: readonly NamedSeries[] }) {
  const values = valuesOf(widget, series);
  const used = values[0]?.value ?? 0;
  const total = values[values.length - 1]?.value ?? 0;
  const label = text.of(formatMetric(used, widget.unit), formatMetric(total, widget.unit));
  return (
    <Progress
      value={total > 0 ? (used / total) * 100 : 0}
      title={values[0]?.label}
      label={label}
      valueText={label}
      measureLocation={ProgressMeasureLocation.top}
      data-test="widget-value"
    />
  );
}

/** One bar per series (object size ranges), relative to the largest. */
function BarGauge({ widget, series }: { readonly widget: Widget; readonly series: readonly NamedSeries[] }) {
  const values = valuesOf(widget, series);
  const largest = Math.max(1, ...values.map(({ value }) => value ?? 0));
  return (
    <>
      {values.map(({ label, value }) => (
        <Progress
          key={label}
          value={((value ?? 0) / largest) * 100}
          title={label}
          label={value === undefined ? '–' : formatMetric(value, widget.unit)}
          measureLocation={ProgressMeasureLocation.outside}
          size="sm"
          data-test="widget-value"
        />
      ))}
    </>
  );
}
