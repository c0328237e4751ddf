/**
 * The chart palette: fixed colours (spec 02 §9), mid-tones of PatternFly's palette chosen to read on the light and
 * the dark background alike.
 */
export const CHART_PALETTE = [
  '#4394e5',
  '#87bb62',
  '#f4c145',
  '#876fd4',
  '#f8ae54',
  '#63bdbd',
  '#f0561d',
  '#b6a6e9',
] as const;

/** Colour of the line at `index`. */
export function seriesColor(index: number): string {
  return CHART_PALETTE[index % CHART_PALETTE.length] ?? CHART_PALETTE[0];
}

/** Axis text and grid colours of the current theme, read from PatternFly's tokens (canvas cannot use CSS vars). */
export function axisColors(): { readonly text: string; readonly grid: string } {
  const style = getComputedStyle(document.documentElement);
  const token = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    text: token('--pf-t--global--text--color--subtle', '#6a6e73'),
    grid: token('--pf-t--global--border--color--default', '#d2d2d2'),
  };
}
