import { inPrefix, parseIp, type IpAddress } from './ip-address';

/**
 * What an address is, for deciding whether the console may connect to it for a user:
 * - `public`: anything routable on the internet;
 * - `private`: an organisation's own network (RFC 1918, shared address space, unique local IPv6) — where on-premises
 *   replication targets and tiers usually live — and the test and documentation ranges labs use;
 * - `loopback`: this host itself;
 * - `forbidden`: never a storage server — link-local (where cloud metadata services answer), metadata addresses,
 *   "this network", multicast, broadcast and other reserved ranges.
 */
export type AddressClass = 'public' | 'private' | 'loopback' | 'forbidden';

/** How an address was classified, with the range's name for the server log. */
export interface Classification {
  readonly addressClass: AddressClass;
  readonly range: string;
}

interface Range {
  readonly prefix: IpAddress;
  readonly bits: number;
  readonly classification: Classification;
}

function range(cidr: string, addressClass: AddressClass, name: string): Range {
  const [text = '', bits = ''] = cidr.split('/');
  const prefix = parseIp(text);
  if (!prefix) throw new Error(`bad range ${cidr}`);
  return { prefix, bits: Number(bits), classification: { addressClass, range: name } };
}

/** The first matching range decides, so single addresses come before the ranges that contain them. */
const RANGES: readonly Range[] = [
  // IPv4
  range('100.100.100.200/32', 'forbidden', 'cloud metadata (Alibaba Cloud)'),
  range('0.0.0.0/8', 'forbidden', '"this network" (reaches this host)'),
  range('127.0.0.0/8', 'loopback', 'loopback'),
  range('169.254.0.0/16', 'forbidden', 'link-local (cloud metadata)'),
  range('10.0.0.0/8', 'private', 'private (RFC 1918)'),
  range('172.16.0.0/12', 'private', 'private (RFC 1918)'),
  range('192.168.0.0/16', 'private', 'private (RFC 1918)'),
  range('100.64.0.0/10', 'private', 'shared address space (RFC 6598)'),
  range('198.18.0.0/15', 'private', 'benchmarking (RFC 2544)'),
  range('192.0.0.0/24', 'forbidden', 'IETF protocol assignments'),
  range('192.0.2.0/24', 'private', 'documentation'),
  range('198.51.100.0/24', 'private', 'documentation'),
  range('203.0.113.0/24', 'private', 'documentation'),
  range('224.0.0.0/4', 'forbidden', 'multicast'),
  range('240.0.0.0/4', 'forbidden', 'reserved and broadcast'),
  // IPv6 (addresses with an IPv4 address inside are classified by that address, see embeddedIpv4)
  range('::/128', 'forbidden', 'unspecified (reaches this host)'),
  range('::1/128', 'loopback', 'loopback'),
  range('fd00:ec2::254/128', 'forbidden', 'cloud metadata (AWS)'),
  range('fe80::/10', 'forbidden', 'link-local'),
  range('fec0::/10', 'private', 'site-local'),
  range('fc00::/7', 'private', 'unique local'),
  range('64:ff9b:1::/48', 'private', 'local-use IPv4/IPv6 translation'),
  range('ff00::/8', 'forbidden', 'multicast'),
  range('100::/64', 'forbidden', 'discard-only'),
  range('2001:db8::/32', 'private', 'documentation'),
  range('2001::/32', 'forbidden', 'Teredo (hides an IPv4 address)'),
];

/** IPv6 forms that carry an IPv4 address in their last 32 bits, and 6to4, which carries one in bits 16–48. */
const EMBEDDING: readonly { range: Range; at: number }[] = [
  { range: range('::ffff:0:0/96', 'public', 'IPv4-mapped'), at: 12 },
  { range: range('::ffff:0:0:0/96', 'public', 'IPv4-translated'), at: 12 },
  { range: range('64:ff9b::/96', 'public', 'NAT64'), at: 12 },
  { range: range('::/96', 'public', 'IPv4-compatible'), at: 12 },
  { range: range('2002::/16', 'public', '6to4'), at: 2 },
];

/**
 * The IPv4 address an IPv6 address stands for (mapped, compatible, translated, NAT64, 6to4), else undefined. A
 * connection to `::ffff:127.0.0.1` reaches 127.0.0.1, so it must be judged as 127.0.0.1.
 */
export function embeddedIpv4(ip: IpAddress): IpAddress | undefined {
  if (ip.version !== 6 || isExact(ip, '::') || isExact(ip, '::1')) return undefined;
  const found = EMBEDDING.find((embedding) => inPrefix(ip, embedding.range.prefix, embedding.range.bits));
  return found && { version: 4, bytes: ip.bytes.slice(found.at, found.at + 4) };
}

function isExact(ip: IpAddress, text: string): boolean {
  const other = parseIp(text);
  return other !== undefined && inPrefix(ip, other, 128);
}

/** The class of an address, after looking through IPv6 forms of IPv4 addresses. */
export function classifyAddress(ip: IpAddress): Classification {
  // A zone only exists for link-scoped addresses; whatever the address, it names a link of this host.
  if (ip.zone !== undefined) return { addressClass: 'forbidden', range: 'scoped to a link (zone id)' };
  const effective = embeddedIpv4(ip) ?? ip;
  const found = RANGES.find((candidate) => inPrefix(effective, candidate.prefix, candidate.bits));
  return found?.classification ?? { addressClass: 'public', range: 'public' };
}
