import { ApiError } from '../../platform/errors/api-error';
import { DEFAULT_STEP_MINUTES, MAX_RANGE_SECONDS, timeRangeOf } from './time-range';

const NOW = 1_800_000_000;

function refusal(run: () => unknown): ApiError {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('timeRangeOf', () => {
  it('defaults to the last hour at 15 minutes', () => {
    expect(timeRangeOf({}, NOW)).toEqual({ start: NOW - 3600, end: NOW, stepSeconds: DEFAULT_STEP_MINUTES * 60 });
  });

  it('takes the step in minutes and ends its points at the end of the range', () => {
    expect(timeRangeOf({ start: NOW - 3630, end: NOW, step: 1 }, NOW)).toEqual({
      start: NOW - 3600,
      end: NOW,
      stepSeconds: 60,
    });
  });

  it('uses 15 minutes when the range is under a minute, whatever step was sent', () => {
    expect(timeRangeOf({ start: NOW - 30, end: NOW, step: 1 }, NOW).stepSeconds).toBe(900);
  });

  it('refuses a start after the end', () => {
    const error = refusal(() => timeRangeOf({ start: NOW, end: NOW - 1 }, NOW));
    expect(error.status).toBe(400);
    expect(error.message).toBe('The start of the range is after its end');
  });

  it('refuses a range over the limit', () => {
    const error = refusal(() => timeRangeOf({ start: 0, end: MAX_RANGE_SECONDS + 1, step: 60 }, NOW));
    expect(error.message).toBe('The time range is too long');
  });

  it('refuses more points than Prometheus answers', () => {
    const error = refusal(() => timeRangeOf({ start: NOW - 30 * 24 * 3600, end: NOW, step: 1 }, NOW));
    expect(error.message).toBe('The step is too small for the time range');
  });
});
