import { ExpiringStore } from './rate-limiter-store';

describe('ExpiringStore', () => {
  let now = 0;
  beforeEach(() => (now = 1_000_000));

  it('forgets an entry once it expires', () => {
    const store = new ExpiringStore<{ expiresAt: number }>(() => now, 10);
    store.add('k', { expiresAt: now + 1000 });
    now += 1000;
    expect(store.get('k')).toBeUndefined();
  });

  it('makes room in a full store by dropping expired entries first, then the oldest', () => {
    const store = new ExpiringStore<{ expiresAt: number }>(() => now, 3);
    store.add('oldest-but-live', { expiresAt: now + 10_000 });
    store.add('expired-1', { expiresAt: now + 1000 });
    store.add('expired-2', { expiresAt: now + 1000 });
    now += 2000;
    store.add('new', { expiresAt: now + 1000 });
    expect(store.size).toBe(2);
    expect(store.get('oldest-but-live')).toBeDefined();
    store.add('newer', { expiresAt: now + 1000 });
    store.add('newest', { expiresAt: now + 1000 });
    expect(store.size).toBe(3);
    expect(store.get('oldest-but-live')).toBeUndefined();
    expect(store.get('newest')).toBeDefined();
  });
});
