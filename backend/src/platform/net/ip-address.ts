import { isIPv4, isIPv6 } from 'node:net';

/**
 * An IP address as bytes: 4 for IPv4, 16 for IPv6. Comparing and classifying bytes rather than text is what makes
 * `::ffff:7f00:1`, `::ffff:127.0.0.1` and `127.0.0.1` the same address.
 */
export interface IpAddress {
  readonly version: 4 | 6;
  readonly bytes: readonly number[];
  /** The IPv6 zone (`eth0` of `fe80::1%eth0`): an address only meaningful on one link of this host. */
  readonly zone?: string;
}

/**
 * Parses the canonical text of an address: dotted-quad IPv4 or IPv6 (brackets, zone and an embedded dotted quad
 * allowed), as the WHATWG URL parser and the resolver give them. Undefined for anything else — a host name, or a
 * legacy IPv4 form (`0x7f000001`, `127.1`): those are normalised by the URL parser before they get here.
 */
export function parseIp(text: string): IpAddress | undefined {
  const bare = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text;
  const zoneAt = bare.indexOf('%');
  const address = zoneAt < 0 ? bare : bare.slice(0, zoneAt);
  const zone = zoneAt < 0 ? undefined : bare.slice(zoneAt + 1);
  if (isIPv4(address)) return { version: 4, bytes: address.split('.').map(Number) };
  if (!isIPv6(address)) return undefined;
  return { version: 6, bytes: ipv6Bytes(address), ...(zone === undefined ? {} : { zone }) };
}

/** The 16 bytes of a valid IPv6 text (checked by isIPv6 before). */
function ipv6Bytes(text: string): number[] {
  const lastColon = text.lastIndexOf(':');
  const dotted = text.includes('.') ? text.slice(lastColon + 1) : undefined;
  // An embedded dotted quad stands for the last two groups: parse as zeros, then put its bytes in.
  const groupsText = dotted === undefined ? text : `${text.slice(0, lastColon + 1)}0:0`;
  const [left = '', right] = groupsText.split('::');
  const head = left === '' ? [] : left.split(':');
  const tail = right === undefined || right === '' ? [] : right.split(':');
  const zeros = right === undefined ? 0 : 8 - head.length - tail.length;
  const words = [...head, ...Array<string>(zeros).fill('0'), ...tail].map((group) => parseInt(group, 16));
  const bytes = words.flatMap((word) => [word >> 8, word & 0xff]);
  if (dotted !== undefined) bytes.splice(12, 4, ...dotted.split('.').map(Number));
  return bytes;
}

/** Text for logs and for comparing addresses: dotted quad, or eight uncompressed IPv6 groups. */
export function ipText(ip: IpAddress): string {
  if (ip.version === 4) return ip.bytes.join('.');
  const groups: string[] = [];
  for (let at = 0; at < 16; at += 2) groups.push((((ip.bytes[at] ?? 0) << 8) | (ip.bytes[at + 1] ?? 0)).toString(16));
  return groups.join(':');
}

/** Whether the first `bits` bits of `ip` are those of `prefix` (both of one version). */
export function inPrefix(ip: IpAddress, prefix: IpAddress, bits: number): boolean {
  if (ip.version !== prefix.version) return false;
  for (let bit = 0; bit < bits; bit += 8) {
    const mask = bits - bit >= 8 ? 0xff : (0xff << (8 - (bits - bit))) & 0xff;
    if (((ip.bytes[bit / 8] ?? 0) & mask) !== ((prefix.bytes[bit / 8] ?? 0) & mask)) return false;
  }
  return true;
}
