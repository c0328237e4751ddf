import { ApiError } from '../../platform/errors/api-error';

/** Resolution when the range is under a minute or no step is given (spec 02 §7), in minutes. */
export const DEFAULT_STEP_MINUTES = 15;
/** The range a request may span at most: a month of one-minute points is what a chart can still draw. */
export const MAX_RANGE_SECONDS = 31 * 24 * 3600;
/** Points per series at most; Prometheus itself refuses more than 11,000. */
export const MAX_POINTS = 11_000;
/** The range when a request gives no start: the last hour. */
export const DEFAULT_RANGE_SECONDS = 3600;

/** What a widget is evaluated over: unix seconds, and the step between points in seconds. */
export interface TimeRange {
  readonly start: number;
  readonly end: number;
  readonly stepSeconds: number;
}

/** The range's query parameters as the contract gives them (integers, step at least 1). */
export interface RangeQuery {
  readonly start?: number;
  readonly end?: number;
  readonly step?: number;
}

/**
 * The range of a widget request (spec 02 §7): start and end in unix seconds, the step in minutes and 15 when the
 * range is under a minute or absent. The end defaults to now and the start to an hour before the end. The last
 * point falls on `end` itself (the start moves forward to a whole number of steps), so that what just happened is
 * in the chart rather than up to a step before it.
 */
export function timeRangeOf(query: RangeQuery, now: number = Math.floor(Date.now() / 1000)): TimeRange {
  const end = query.end ?? now;
  const start = query.start ?? end - DEFAULT_RANGE_SECONDS;
  if (start > end) {
    throw new ApiError(400, 'The start of the range is after its end', `start=${start} is later than end=${end}`);
  }
  const span = end - start;
  if (span > MAX_RANGE_SECONDS) {
    throw new ApiError(
      400,
      'The time range is too long',
      `${span} seconds asked for; at most ${MAX_RANGE_SECONDS} seconds (31 days) are allowed`,
    );
  }
  const stepMinutes = query.step === undefined || span < 60 ? DEFAULT_STEP_MINUTES : query.step;
  const stepSeconds = stepMinutes * 60;
  const points = Math.floor(span / stepSeconds) + 1;
  if (points > MAX_POINTS) {
    throw new ApiError(
      400,
      'The step is too small for the time range',
      `${points} points per series asked for; at most ${MAX_POINTS} are allowed: give a larger step`,
    );
  }
  return { start: end - Math.floor(span / stepSeconds) * stepSeconds, end, stepSeconds };
}
