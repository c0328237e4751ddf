import { LoginThrottle, type LoginAttempt } from './login-throttle';

const POLICY = {
  perAddressAndAccount: { limit: 3, windowMs: 60_000 },
  perAddress: { limit: 5, windowMs: 60_000 },
  perAccount: { free: 6, baseMs: 1000, capMs: 8000, forgetMs: 120_000 },
};

describe('LoginThrottle', () => {
  let now: number;
  let throttle: LoginThrottle;
  beforeEach(() => {
    now = 1_000_000;
    throttle = new LoginThrottle(POLICY, () => now);
  });

  /** The attempt, or a test failure saying how long the throttle asked to wait. */
  function admitted(address: string, account?: string): LoginAttempt {
    const admission = throttle.admit(address, account);
    if ('retryAfterSeconds' in admission) throw new Error(`refused for ${admission.retryAfterSeconds} s`);
    return admission.attempt;
  }
  const waitOf = (address: string, account?: string) => {
    const admission = throttle.admit(address, account);
    return 'retryAfterSeconds' in admission ? admission.retryAfterSeconds : 0;
  };
  const fail = (address: string, account?: string, times = 1) => {
    for (let i = 0; i < times; i += 1) admitted(address, account).failed();
  };

  it('refuses an address that failed for an account until the window ends, but not the account from elsewhere', () => {
    fail('10.0.0.1', 'root', 3);
    expect(waitOf('10.0.0.1', 'root')).toBe(60);
    expect(() => admitted('10.0.0.2', 'root').succeeded()).not.toThrow();
    now += 60_000;
    expect(waitOf('10.0.0.1', 'root')).toBe(0);
  });

  it('never slows the owner from a clean address, however many addresses fail for the account', () => {
    for (let i = 0; i < 50; i += 1) fail(`10.0.1.${i}`, 'root');
    const retries = Array.from({ length: 50 }, (_, i) => waitOf(`10.0.1.${i}`, 'root'));
    // One of the addresses that failed gets the account's next turn; the others wait for theirs.
    expect(retries.filter((wait) => wait === 0)).toHaveLength(1);
    expect(() => admitted('192.168.0.7', 'root').succeeded()).not.toThrow();
  });

  it('spaces the attempts of addresses that failed for an account under attack, with a growing, capped gap', () => {
    // Six addresses fail once each: the account reaches its free failures, and each address has failed for it.
    const addresses = Array.from({ length: 6 }, (_, i) => `10.0.2.${i}`);
    addresses.forEach((address) => fail(address, 'root'));
    const waits: number[] = [];
    for (const address of addresses) {
      admitted(address, 'root').failed();
      const wait = waitOf(address, 'root');
      waits.push(wait);
      now += wait * 1000;
    }
    expect(waits).toEqual([1, 2, 4, 8, 8, 8]);
  });

  it('lets an address that failed once try again at once while the account is not under attack', () => {
    fail('10.0.0.1', 'alice', 1);
    expect(waitOf('10.0.0.1', 'alice')).toBe(0);
  });

  it('forgets an attack on an account after a quiet period', () => {
    fail('10.0.0.1', 'root', 3);
    fail('10.0.0.2', 'root', 3);
    fail('10.0.0.4', 'root', 1);
    admitted('10.0.0.4', 'root').failed();
    expect(waitOf('10.0.0.4', 'root')).toBeGreaterThan(0);
    now += 120_000;
    fail('10.0.0.3', 'root', 1);
    expect(waitOf('10.0.0.3', 'root')).toBe(0);
  });

  it('limits an address across accounts', () => {
    for (let i = 0; i < 5; i += 1) fail('10.0.0.1', `user-${i}`);
    expect(waitOf('10.0.0.1', 'someone-else')).toBe(60);
    expect(waitOf('10.0.0.1')).toBe(60);
  });

  it('counts attempts still in flight, so concurrent ones cannot all pass before the first failure', () => {
    const inFlight = [admitted('10.0.0.1', 'root'), admitted('10.0.0.1', 'root'), admitted('10.0.0.1', 'root')];
    expect(waitOf('10.0.0.1', 'root')).toBe(60);
    inFlight.forEach((attempt) => attempt.failed());
  });

  it('does not count an attempt the server could not judge, and forgets failures after a success', () => {
    for (let i = 0; i < 10; i += 1) admitted('10.0.0.1', 'root').undecided();
    fail('10.0.0.1', 'root', 2);
    admitted('10.0.0.1', 'root').succeeded();
    fail('10.0.0.1', 'root', 2);
    expect(waitOf('10.0.0.1', 'root')).toBe(0);
  });

  it('limits a login without an account (a token) by address only', () => {
    fail('10.0.0.1', undefined, 5);
    expect(waitOf('10.0.0.1')).toBe(60);
    expect(waitOf('10.0.0.2')).toBe(0);
  });

  it('settles an attempt once, whatever else is called on it', () => {
    const attempt = admitted('10.0.0.1', 'root');
    attempt.succeeded();
    attempt.failed();
    attempt.failed();
    fail('10.0.0.1', 'root', 2);
    expect(waitOf('10.0.0.1', 'root')).toBe(0);
  });
});
