import { FailureRateLimiter } from './rate-limiter';

describe('FailureRateLimiter', () => {
  let now = 0;
  const limiter = () => new FailureRateLimiter({ limit: 3, windowMs: 60_000 }, () => now);
  beforeEach(() => (now = 1_000_000));

  it('lets a key try until it reaches the limit, then says how long to wait', () => {
    const rl = limiter();
    for (let i = 0; i < 3; i += 1) {
      expect(rl.retryAfterSeconds('1.2.3.4')).toBe(0);
      rl.recordFailure('1.2.3.4');
    }
    expect(rl.retryAfterSeconds('1.2.3.4')).toBe(60);
    now += 45_000;
    expect(rl.retryAfterSeconds('1.2.3.4')).toBe(15);
  });

  it('opens again when the window ends', () => {
    const rl = limiter();
    for (let i = 0; i < 3; i += 1) rl.recordFailure('k');
    now += 60_000;
    expect(rl.retryAfterSeconds('k')).toBe(0);
  });

  it('counts keys separately and forgets a key on success', () => {
    const rl = limiter();
    for (let i = 0; i < 3; i += 1) rl.recordFailure('a');
    expect(rl.retryAfterSeconds('b')).toBe(0);
    rl.reset('a');
    expect(rl.retryAfterSeconds('a')).toBe(0);
  });

  it('keeps memory bounded under many distinct keys', () => {
    const rl = new FailureRateLimiter({ limit: 1, windowMs: 60_000 }, () => now, 10);
    for (let i = 0; i < 100; i += 1) rl.recordFailure(`k${i}`);
    expect(rl.retryAfterSeconds('k99')).toBe(60);
    expect(rl.retryAfterSeconds('k0')).toBe(0);
  });

  it('takes back a failure counted ahead of an outcome that was not one', () => {
    const rl = limiter();
    for (let i = 0; i < 3; i += 1) rl.recordFailure('k');
    rl.forgive('k');
    expect(rl.failures('k')).toBe(2);
    expect(rl.retryAfterSeconds('k')).toBe(0);
  });
});
