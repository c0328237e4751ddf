/** Which rows of a fixed-row-height list to render for the current scroll position. */
export interface VirtualWindow {
  /** First rendered row index. */
  readonly start: number;
  /** One past the last rendered row index. */
  readonly end: number;
  /** Height of the blank space above the first rendered row. */
  readonly before: number;
  /** Height of the blank space below the last rendered row. */
  readonly after: number;
}

export function virtualWindow(input: {
  count: number;
  rowHeight: number;
  scrollTop: number;
  viewportHeight: number;
  overscan: number;
}): VirtualWindow {
  const { count, rowHeight, scrollTop, viewportHeight, overscan } = input;
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const visible = Math.ceil(Math.max(0, viewportHeight) / rowHeight) + 1;
  const start = Math.min(count, Math.max(0, first - overscan));
  const end = Math.min(count, first + visible + overscan);
  return { start, end, before: start * rowHeight, after: Math.max(0, count - end) * rowHeight };
}

/** Whether the rendered window reaches within `threshold` rows of the loaded end, so the next page should load. */
export const nearEnd = (window: VirtualWindow, count: number, threshold: number) => window.end >= count - threshold;
