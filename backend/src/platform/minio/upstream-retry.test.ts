import { MinioError, MinioUnreachableError } from './errors';
import { isIdempotentRead, markReusedConnection, MAX_RETRIES, retryDelayMs, withReadRetries } from './upstream-retry';

const reset = (reused: boolean) =>
  markReusedConnection(new MinioUnreachableError('http://minio', 'reset', new Error('socket hang up')), reused);
const answer = (status: number, code: string) => new MinioError({ status, code, message: code });

describe('retrying reads to MinIO', () => {
  it('treats only GET and HEAD as reads', () => {
    expect(['GET', 'head', 'Get'].map(isIdempotentRead)).toEqual([true, true, true]);
    expect(['PUT', 'POST', 'DELETE'].map(isIdempotentRead)).toEqual([false, false, false]);
  });

  it('retries a reset on a reused connection at once, and not one on a new connection', () => {
    expect(retryDelayMs(reset(true), 0)).toBe(0);
    expect(retryDelayMs(reset(false), 0)).toBeUndefined();
  });

  it("retries MinIO's throttling answers after a jittered, growing backoff, and no other error answer", () => {
    expect(retryDelayMs(answer(503, 'SlowDown'), 0, () => 0.999)).toBe(99);
    expect(retryDelayMs(answer(503, 'SlowDown'), 1, () => 0.999)).toBe(199);
    expect(retryDelayMs(answer(503, 'SlowDown'), 0, () => 0)).toBe(0);
    expect(retryDelayMs(answer(503, 'SlowDownRead'), 0, () => 0.5)).toBe(50);
    expect(retryDelayMs(answer(429, 'TooManyRequests'), 0, () => 0.5)).toBe(50);
    expect(retryDelayMs(answer(500, 'InternalError'), 0)).toBeUndefined();
    expect(retryDelayMs(answer(503, 'XMinioServerNotInitialized'), 0)).toBeUndefined();
    expect(retryDelayMs(new MinioUnreachableError('http://minio', 'timeout'), 0)).toBeUndefined();
    expect(retryDelayMs(new MinioUnreachableError('http://minio', 'refused'), 0)).toBeUndefined();
  });

  it(`gives up after ${MAX_RETRIES} retries with the last failure`, async () => {
    let calls = 0;
    const failures = [reset(true), reset(true), reset(true), reset(true)];
    await expect(withReadRetries(() => Promise.reject(failures[calls++]!))).rejects.toBe(failures[MAX_RETRIES]);
    expect(calls).toBe(MAX_RETRIES + 1);
  });

  it('answers with the first success', async () => {
    let calls = 0;
    const retried: unknown[] = [];
    const result = await withReadRetries(
      () => (calls++ === 0 ? Promise.reject(reset(true)) : Promise.resolve('object')),
      (error) => retried.push(error),
    );
    expect({ result, calls, retried: retried.length }).toEqual({ result: 'object', calls: 2, retried: 1 });
  });
});
