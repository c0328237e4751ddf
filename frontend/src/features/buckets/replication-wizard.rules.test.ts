import {
  bandwidthBytes,
  canCreateReplication,
  canLeaveRemoteStep,
  clampStep,
  EMPTY_REMOTE,
  replicationOutcome,
  shortRemoteKeys,
  targetUrlWithScheme,
} from './replication-wizard.rules';

describe('replication wizard rules', () => {
  it('keeps the step between the first and the last', () => {
    expect(clampStep(-3)).toBe(0);
    expect(clampStep(1)).toBe(1);
    expect(clampStep(7)).toBe(1);
  });

  it('prefixes the scheme from Use TLS to an address typed without one', () => {
    expect(targetUrlWithScheme('minio.example:9000', true)).toBe('https://minio.example:9000');
    expect(targetUrlWithScheme(' 127.0.0.1:9000 ', false)).toBe('http://127.0.0.1:9000');
    expect(targetUrlWithScheme('http://host:1', true)).toBe('https://host:1');
  });

  it('sends the bandwidth in bytes (base 1024) in async mode and 0 in sync mode', () => {
    expect(bandwidthBytes('100', 'Gi', 'async')).toBe(100 * 1024 ** 3);
    expect(bandwidthBytes('100', 'Gi', 'sync')).toBe(0);
    expect(bandwidthBytes('', 'Mi', 'async')).toBe(0);
    // As the user's locale writes it: a German 1,5 is one and a half, not 15 (a number field's English reading).
    expect(bandwidthBytes('1,5', 'Mi', 'async', 'de-DE')).toBe(1.5 * 1024 ** 2);
    expect(bandwidthBytes('1.5', 'Mi', 'async', 'en-US')).toBe(1.5 * 1024 ** 2);
  });

  it('leaves step 1 only with credentials, an address and a health check of at least 1', () => {
    const filled = { ...EMPTY_REMOTE, accessKey: 'replicator', secretKey: 'secret123', targetURL: 'host:9000' };
    expect(canLeaveRemoteStep(EMPTY_REMOTE)).toBe(false);
    expect(canLeaveRemoteStep(filled)).toBe(true);
    expect(canLeaveRemoteStep({ ...filled, healthCheckPeriod: '0' })).toBe(false);
    expect(canLeaveRemoteStep({ ...filled, bandwidth: '-1' })).toBe(false);
    expect(canLeaveRemoteStep({ ...filled, bandwidth: '-1', syncMode: 'sync' })).toBe(true);
  });

  it('does not send keys shorter than the API takes (access key 3, secret key 8 characters)', () => {
    const filled = { ...EMPTY_REMOTE, accessKey: 'abc', secretKey: '12345678', targetURL: 'host:9000' };
    expect(canLeaveRemoteStep(filled)).toBe(true);
    expect(shortRemoteKeys(filled)).toEqual([]);
    expect(canLeaveRemoteStep({ ...filled, secretKey: '1234567' })).toBe(false);
    expect(shortRemoteKeys({ ...filled, accessKey: 'ab', secretKey: '1234567' })).toEqual(['accessKey', 'secretKey']);
    // Fields not filled in yet are not "too short".
    expect(shortRemoteKeys(EMPTY_REMOTE)).toEqual([]);
  });

  it('creates only when every bucket has a destination', () => {
    expect(canCreateReplication(new Map([['a', 'x']]), ['a', 'b'])).toBe(false);
    expect(
      canCreateReplication(
        new Map([
          ['a', 'x'],
          ['b', 'y'],
        ]),
        ['a', 'b'],
      ),
    ).toBe(true);
    expect(canCreateReplication(new Map(), [])).toBe(false);
  });

  it('splits the answer into failed buckets with their reason and applied ones', () => {
    const { failed, succeeded } = replicationOutcome([
      { originBucket: 'a' },
      { originBucket: 'b', errorString: 'remote refused' },
    ]);
    expect(succeeded).toEqual(['a']);
    expect([...failed]).toEqual([['b', 'remote refused']]);
  });
});
