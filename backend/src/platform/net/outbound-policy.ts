import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import type http from 'node:http';
import { networkInterfaces } from 'node:os';
import type { Logger } from '../logging/logger';
import { classifyAddress, embeddedIpv4, type Classification } from './address-class';
import { ipText, parseIp } from './ip-address';
import { OutboundRefusedError } from './outbound-refusal';
import { pinnedAgent, pinnedLookup } from './pinned-lookup';

/**
 * Which addresses users may make the console (or MinIO, on the console's word) connect to. Link-local, metadata and
 * other forbidden addresses never; loopback and this host's own addresses only when allowed; private ranges when
 * allowed; the endpoints the operator configured always.
 */
export interface OutboundSettings {
  readonly allowLoopback: boolean;
  readonly allowPrivate: boolean;
  /**
   * URLs the operator configured (the console's own MinIO): a user naming one of them, at its port, reaches nothing
   * the console does not talk to anyway, so it is allowed whatever its address.
   */
  readonly trustedEndpoints: readonly string[];
}

/** All addresses of a name, as the system resolver (getaddrinfo: /etc/hosts, then DNS) gives them. */
export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

/** The platform pieces the policy uses; tests may replace them. */
export interface OutboundEnvironment {
  readonly resolve: Resolver;
  /** Addresses of this host's interfaces: connecting to one reaches the console's host like loopback does. */
  readonly localAddresses: () => readonly string[];
}

/** A URL the policy let through, and how to connect to exactly the addresses it checked. */
export interface AdmittedTarget {
  /** Canonical form (WHATWG): what to hand on, so that nobody parses the user's text differently later. */
  readonly url: URL;
  readonly addresses: readonly LookupAddress[];
  /** An agent whose sockets connect only to the checked addresses; one per target, never pooled with others. */
  agent(): http.Agent;
}

/** Host names of cloud metadata services; their addresses are refused as well, this is for logs and clarity. */
const METADATA_NAMES = new Set(['metadata', 'metadata.google.internal', 'metadata.goog', 'instance-data']);

const systemResolver: Resolver = (hostname) =>
  new Promise((resolve, reject) =>
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    ),
  );

/** This host's resolver and interfaces. */
export const systemEnvironment: OutboundEnvironment = {
  resolve: systemResolver,
  localAddresses: () =>
    Object.values(networkInterfaces()).flatMap((entries) => (entries ?? []).map((entry) => entry.address)),
};

/**
 * The one check for every URL a user types that a server will fetch (replication remotes, tiers; notification
 * targets, identity providers and Prometheus when they come). Refusals and connection failures are all the same
 * neutral OutboundRefusedError; the reason goes to the log.
 */
export class OutboundPolicy {
  constructor(
    private readonly settings: OutboundSettings,
    private readonly logger: Logger,
    private readonly environment: OutboundEnvironment = systemEnvironment,
  ) {}

  /**
   * Parses what a user typed with the WHATWG URL parser, which turns every textual form of an IPv4 address
   * (`0x7f000001`, `2130706433`, `0177.0.0.1`, `127.1`, `127.0.0.1.`) into its dotted quad and compresses IPv6.
   * Undefined when it is no URL at all (the caller says what it expected); refused when it names credentials or
   * an IPv6 zone, which no server address a user gives needs.
   */
  parseUrl(typed: string, purpose: string): URL | undefined {
    let url: URL;
    try {
      url = new URL(typed);
    } catch {
      if (/\[[^\]]*%[^\]]*\]/.test(typed)) throw this.refuse(purpose, typed.replace(/\/\/[^@/]*@/, '//'), 'zone id');
      return undefined;
    }
    if (url.username || url.password) throw this.refuse(purpose, url.host, 'credentials in the URL');
    return url;
  }

  /**
   * Checks a URL's host: resolved once, every address checked (one bad address refuses the name), and the agent
   * of the answer connects only to those addresses. MinIO resolves a name again itself when it is handed one (tiers,
   * remote targets): that second resolution is outside the console's reach.
   */
  async admit(url: URL, purpose: string): Promise<AdmittedTarget> {
    const target = url.host;
    if (url.username || url.password) throw this.refuse(purpose, target, 'credentials in the URL');
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw this.refuse(purpose, target, url.protocol);
    const hostname = url.hostname;
    const name = hostname.toLowerCase().replace(/\.$/, '');
    if (METADATA_NAMES.has(name)) throw this.refuse(purpose, target, 'a cloud metadata host name');
    const literal = parseIp(hostname);
    let addresses: LookupAddress[];
    try {
      addresses = literal ? [{ address: ipText(literal), family: literal.version }] : await this.resolved(hostname);
    } catch (error) {
      throw this.refuse(purpose, target, `does not resolve (${(error as Error).message})`);
    }
    const port = portOf(url);
    if (!(await this.isTrusted(addresses, port))) {
      // localhost and *.localhost are this host whatever a resolver says (RFC 6761).
      const named = name === 'localhost' || name.endsWith('.localhost') ? [LOCALHOST] : [];
      for (const verdict of [...named, ...addresses.map((address) => this.classify(address.address))]) {
        if (!this.allows(verdict)) throw this.refuse(purpose, target, `${verdict.range} (${verdict.address})`);
      }
    }
    const lookup = pinnedLookup(hostname, addresses);
    return { url, addresses, agent: () => pinnedAgent(url.protocol === 'https:', lookup) };
  }

  /**
   * The neutral refusal for a connection to an admitted target that failed (closed port, no answer, not the server
   * expected, a redirect): the same answer a refused address gets. `target` is for the log: a host, never keys.
   */
  failure(purpose: string, target: string, reason: string): OutboundRefusedError {
    return this.refuse(purpose, target, reason);
  }

  private refuse(purpose: string, target: string, reason: string): OutboundRefusedError {
    this.logger.warn('outbound connection refused', { purpose, target, reason });
    return new OutboundRefusedError();
  }

  private async resolved(hostname: string): Promise<LookupAddress[]> {
    const addresses = await this.environment.resolve(hostname.replace(/^\[|\]$/g, ''));
    if (addresses.length === 0) throw new Error('no address');
    return addresses;
  }

  private classify(address: string): Classification & { address: string } {
    const ip = parseIp(address);
    if (!ip) return { addressClass: 'forbidden', range: 'not an IP address', address };
    const classification = classifyAddress(ip);
    if (classification.addressClass === 'forbidden') return { ...classification, address };
    // The console's own address (it may listen on all of them) and every other service of its host.
    const key = comparable(address);
    if (this.environment.localAddresses().some((local) => comparable(local) === key)) {
      return { addressClass: 'loopback', range: 'an address of this host', address };
    }
    return { ...classification, address };
  }

  private allows(verdict: Classification): boolean {
    switch (verdict.addressClass) {
      case 'public':
        return true;
      case 'private':
        return this.settings.allowPrivate;
      case 'loopback':
        return this.settings.allowLoopback;
      case 'forbidden':
        return false;
    }
  }

  /** Whether every address is one of a configured endpoint's, at that endpoint's port. */
  private async isTrusted(addresses: readonly LookupAddress[], port: number): Promise<boolean> {
    for (const endpoint of this.settings.trustedEndpoints) {
      const url = URL.canParse(endpoint) ? new URL(endpoint) : undefined;
      if (!url || portOf(url) !== port) continue;
      const literal = parseIp(url.hostname);
      const known = literal
        ? [ipText(literal)]
        : (await this.resolved(url.hostname).catch(() => [])).map((entry) => entry.address);
      const keys = new Set(known.map(comparable));
      if (addresses.every((address) => keys.has(comparable(address.address)))) return true;
    }
    return false;
  }
}

const LOCALHOST = { addressClass: 'loopback', range: 'localhost', address: 'localhost' } as const;

function portOf(url: URL): number {
  return url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
}

/** One text per address whatever its form (`::ffff:7f00:1` is 127.0.0.1). */
function comparable(address: string): string {
  const ip = parseIp(address);
  if (!ip) return address;
  return ipText(embeddedIpv4(ip) ?? ip);
}

/** The CONSOLE_* settings the policy is built from (a slice of the backend's Config). */
export interface OutboundConfig {
  readonly outboundAllowLoopback: 'on' | 'off';
  readonly outboundAllowPrivate: 'on' | 'off';
  readonly minioServer: string;
}

/** The policy as configured: the console's own MinIO is the trusted endpoint. */
export function outboundPolicyOf(config: OutboundConfig, logger: Logger): OutboundPolicy {
  return new OutboundPolicy(
    {
      allowLoopback: config.outboundAllowLoopback === 'on',
      allowPrivate: config.outboundAllowPrivate === 'on',
      trustedEndpoints: [config.minioServer],
    },
    logger,
  );
}
