import { trustedProxiesVar } from './trusted-proxies';

const spec = trustedProxiesVar('CONSOLE_TRUSTED_PROXIES', 'test');

describe('CONSOLE_TRUSTED_PROXIES', () => {
  it('trusts no proxy when unset or empty', () => {
    expect(spec.parse(undefined)).toEqual([]);
    expect(spec.parse(' ')).toEqual([]);
  });

  it('takes addresses, subnets and range names, comma-separated', () => {
    expect(spec.parse('10.0.0.0/8, 192.168.1.7,fd00::/8 , loopback')).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      'fd00::/8',
      'loopback',
    ]);
  });

  it.each(['ingress.local', '10.0.0.0/33', '10.0.0/8', 'fe80::/129', '1.2.3.4/8/1', '*'])('refuses %s', (value) => {
    expect(() => spec.parse(value)).toThrow(/CONSOLE_TRUSTED_PROXIES: expected IP addresses or subnets/);
  });
});
