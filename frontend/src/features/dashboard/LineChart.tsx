import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import uPlot, { type AlignedData, type Options } from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { themeAtom, isDark } from '../../shared/theme/theme';
import { axisColors, seriesColor } from './chart-theme';
import './line-chart.css';
import { formatMetric, type MetricUnit } from './metric-units';
import { tooltipPlugin } from './chart-tooltip';
import type { NamedSeries } from './widget-series';

export interface LineChartProps {
  readonly series: readonly NamedSeries[];
  readonly unit: MetricUnit | undefined;
  readonly height: number;
  readonly title: string;
}

/** The lines on one time axis: uPlot wants one x array and a y array per line, gaps as null. */
export function alignedData(series: readonly NamedSeries[]): AlignedData {
  const times = [...new Set(series.flatMap((line) => line.points.map(([time]) => time)))].sort((a, b) => a - b);
  const lines = series.map((line) => {
    const byTime = new Map(line.points.map(([time, value]) => [time, Number.isFinite(value) ? value : null]));
    return times.map((time) => byTime.get(time) ?? null);
  });
  return [times, ...lines];
}

/**
 * A time series chart (uPlot on a canvas): axes in the widget's unit, a legend with the values under the cursor and
 * a tooltip beside it, colours of the current theme (drawn again when the theme changes).
 */
export function LineChart({ series, unit, height, title }: LineChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const dark = isDark(useAtomValue(themeAtom));
  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const colors = axisColors();
    const format = (value: number | null | undefined) =>
      value === null || value === undefined ? '–' : formatMetric(value, unit);
    const axis = {
      stroke: colors.text,
      grid: { stroke: colors.grid, width: 1 },
      ticks: { stroke: colors.grid, width: 1 },
    };
    const data = alignedData(series);
    const only = data[0].length === 1 ? data[0][0] : undefined;
    const options: Options = {
      title: undefined,
      width: Math.max(200, element.clientWidth),
      height,
      series: [
        {},
        ...series.map((line, index) => ({
          label: line.label,
          stroke: seriesColor(index),
          width: 2,
          // A line of one or two points (a live chart just started) would draw nothing without its points.
          points: { show: line.points.length < 3 },
          value: (_u: uPlot, value: number | null) => format(value),
        })),
      ],
      // One sample (a live chart just started): uPlot would give its single time 86,400,000 s (its one-day span in
      // milliseconds, read as seconds), years of axis; a minute each side instead.
      scales: {
        x: { time: true, range: (_u, min, max) => (only === undefined ? [min, max] : [only - 60, only + 60]) },
      },
      axes: [axis, { ...axis, size: 90, values: (_u, splits) => splits.map((value) => format(value)) }],
      legend: { show: true, live: true },
      cursor: { points: { show: true } },
      plugins: [tooltipPlugin(format)],
    };
    const chart = new uPlot(options, data, element);
    // The observer reports the size once at the start: the chart is drawn again only when the width changed.
    let width = options.width;
    const resize = new ResizeObserver(() => {
      const next = Math.max(200, element.clientWidth);
      if (next === width) return;
      width = next;
      chart.setSize({ width, height });
    });
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [series, unit, height, dark]);
  return <div ref={container} className="oc-line-chart" role="img" aria-label={title} data-test="widget-chart" />;
}
