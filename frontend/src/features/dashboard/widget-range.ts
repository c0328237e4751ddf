import { serverNow } from '@frontend/api/server-clock';
import { localDateTime } from '@frontend/shared/format/local-date-time';
import type { WidgetRange } from './dashboard.queries';

/** The step when the range is under a minute (spec 02 §7), in minutes. */
export const SHORT_RANGE_STEP = 15;
/** About this many points per line: enough for a smooth chart, few enough to load at once for 31 widgets. */
const POINTS = 60;

/**
 * The widget range of a start and end in unix seconds: the step in whole minutes giving about 60 points, and 15
 * when the range is under a minute (spec 02 §7).
 */
export function widgetRange(start: number, end: number): WidgetRange {
  const minutes = Math.floor((end - start) / 60);
  return { start, end, step: minutes < 1 ? SHORT_RANGE_STEP : Math.max(1, Math.round(minutes / POINTS)) };
}

/** The last hour, ending now by the server's clock (unix seconds). */
export function lastHour(now: number = Math.floor(serverNow() / 1000)): { start: number; end: number } {
  return { start: now - 3600, end: now };
}

/** A `datetime-local` input's text for unix seconds, in the browser's time zone. */
export function toLocalInput(seconds: number): string {
  return localDateTime(new Date(seconds * 1000));
}

/** Unix seconds of a `datetime-local` input's text, undefined when it is incomplete. */
export function fromLocalInput(text: string): number | undefined {
  const time = new Date(text).getTime();
  return Number.isNaN(time) ? undefined : Math.floor(time / 1000);
}
