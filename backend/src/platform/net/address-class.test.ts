import { classifyAddress, type AddressClass } from './address-class';
import { ipText, parseIp } from './ip-address';

describe('parseIp', () => {
  it.each([
    ['127.0.0.1', '127.0.0.1'],
    ['[::1]', '0:0:0:0:0:0:0:1'],
    ['::ffff:127.0.0.1', '0:0:0:0:0:ffff:7f00:1'],
    ['::ffff:7f00:1', '0:0:0:0:0:ffff:7f00:1'],
    ['fe80::1%eth0', 'fe80:0:0:0:0:0:0:1'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2:3:4:5:6'],
    ['1::', '1:0:0:0:0:0:0:0'],
  ])('reads %s as %s', (text, canonical) => {
    const ip = parseIp(text);
    expect(ip && ipText(ip)).toBe(canonical);
  });

  it.each(['localhost', '0x7f000001', '127.1', '1.2.3.4.5', ''])('takes %j for no address', (text) => {
    expect(parseIp(text)).toBeUndefined();
  });
});

describe('classifyAddress', () => {
  it.each<[string, AddressClass]>([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['::1', 'loopback'],
    // IPv6 forms of 127.0.0.1: mapped, mapped in hex, compatible, translated, NAT64, 6to4.
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::7f00:1', 'loopback'],
    ['::ffff:0:7f00:1', 'loopback'],
    ['64:ff9b::7f00:1', 'loopback'],
    ['2002:7f00:1::', 'loopback'],
    ['169.254.169.254', 'forbidden'],
    ['::ffff:169.254.169.254', 'forbidden'],
    ['100.100.100.200', 'forbidden'],
    ['fd00:ec2::254', 'forbidden'],
    ['fe80::1', 'forbidden'],
    ['fe80::1%eth0', 'forbidden'],
    ['0.0.0.0', 'forbidden'],
    ['::', 'forbidden'],
    ['224.0.0.1', 'forbidden'],
    ['255.255.255.255', 'forbidden'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'forbidden'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'private'],
    ['::ffff:10.0.0.1', 'private'],
    ['fd12:3456::1', 'private'],
    ['172.32.0.1', 'public'],
    ['8.8.8.8', 'public'],
    ['2606:4700:4700::1111', 'public'],
  ])('%s is %s', (text, expected) => {
    const ip = parseIp(text);
    if (!ip) throw new Error(`${text} did not parse`);
    expect(classifyAddress(ip).addressClass).toBe(expected);
  });
});
