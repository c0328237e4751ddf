import type uPlot from 'uplot';
import { formatDateTime } from '@frontend/shared/format/bucket-format';

/**
 * A tooltip that follows the cursor over a chart: the time and every line's value there (the legend below shows
 * the same values, the tooltip keeps them next to the point looked at).
 */
export function tooltipPlugin(format: (value: number | null | undefined) => string): uPlot.Plugin {
  let tip: HTMLDivElement | undefined;
  return {
    hooks: {
      init: (chart) => {
        tip = document.createElement('div');
        tip.className = 'oc-chart-tooltip';
        tip.setAttribute('data-test', 'chart-tooltip');
        tip.style.display = 'none';
        chart.over.appendChild(tip);
      },
      setCursor: (chart) => {
        const index = chart.cursor.idx;
        if (!tip) return;
        if (index === null || index === undefined || chart.cursor.left === undefined || chart.cursor.left < 0) {
          tip.style.display = 'none';
          return;
        }
        const time = chart.data[0][index];
        const rows = chart.series.slice(1).map((series, line) => {
          const value = chart.data[line + 1]?.[index];
          return `<div><span class="oc-chart-tooltip-swatch" style="background:${String(series.stroke instanceof Function ? '' : series.stroke)}"></span>${escapeHtml(String(series.label ?? ''))}: <b>${escapeHtml(format(value))}</b></div>`;
        });
        tip.innerHTML = `<div>${escapeHtml(time === undefined ? '' : formatDateTime(new Date(time * 1000).toISOString()))}</div>${rows.join('')}`;
        tip.style.display = 'block';
        const left = chart.cursor.left ?? 0;
        const flip = left > chart.over.clientWidth / 2;
        tip.style.left = flip ? '' : `${left + 12}px`;
        tip.style.right = flip ? `${chart.over.clientWidth - left + 12}px` : '';
        tip.style.top = `${Math.max(0, (chart.cursor.top ?? 0) - 10)}px`;
      },
    },
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
