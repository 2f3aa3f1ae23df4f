import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses a gateway route may not reach unless GATEWAY_ALLOW_PRIVATE=true: "this" network, loopback,
 * private (RFC 1918), carrier-grade NAT, link-local (cloud metadata at 169.254.169.254), multicast and
 * reserved ranges; IPv6 unspecified, loopback, unique-local (fc00::/7, e.g. fd00:ec2::254), link-local,
 * multicast, and IPv4-mapped or NAT64 forms of the IPv4 ranges.
 */
const blocked = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(net, bits, 'ipv4');
}
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(net, bits, 'ipv6');
}

/** The IPv4 address inside an IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible or NAT64 (64:ff9b::) IPv6 one. */
function embeddedIpv4(address: string): string | undefined {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|::|64:ff9b::)(\d{1,3}(?:\.\d{1,3}){3})$/.exec(lower);
  if (dotted) return dotted[1];
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (!hex) return undefined;
  const [hi, lo] = [Number.parseInt(hex[1] as string, 16), Number.parseInt(hex[2] as string, 16)];
  return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
}

/** Whether an IP address (v4 or v6) is loopback, private, link-local, metadata or otherwise not public. */
export function isBlockedAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 4) return blocked.check(bare, 'ipv4');
  if (family === 6) {
    const v4 = embeddedIpv4(bare);
    if (v4) return blocked.check(v4, 'ipv4');
    return blocked.check(bare, 'ipv6');
  }
  return true;
}

/** Host names refused whatever they resolve to: localhost and its subdomains, and cloud metadata names. */
export function isBlockedHostName(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    name === 'metadata' ||
    name === 'metadata.google.internal' ||
    name.endsWith('.internal')
  );
}

/** Resolves a host name to all its addresses (node:dns lookup, the resolver the operating system uses). */
export type Resolver = (host: string) => Promise<LookupAddress[]>;
export const systemResolver: Resolver = (host) =>
  new Promise((resolve, reject) =>
    dnsLookup(host, { all: true, verbatim: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))),
  );

export class GatewayAddressError extends Error {
  constructor(readonly reason: 'refused' | 'unresolved') {
    super(reason === 'refused' ? 'gateway upstream address refused' : 'gateway upstream host not resolved');
    this.name = 'GatewayAddressError';
  }
}

/**
 * The checks that need no name resolution: an IP literal against the blocked ranges, a name against the
 * blocked names. Returns the host without IPv6 brackets.
 */
export function checkHostText(host: string, allowPrivate: boolean): string {
  const bare = host.replace(/^\[|\]$/g, '');
  if (allowPrivate) return bare;
  if (isIP(bare) ? isBlockedAddress(bare) : isBlockedHostName(bare)) throw new GatewayAddressError('refused');
  return bare;
}

/**
 * Checks an upstream host (a name or an IP literal) and returns its allowed addresses: throws
 * `refused` when it is or resolves to any blocked address, `unresolved` when the name does not resolve.
 */
export async function checkHost(host: string, resolver: Resolver, allowPrivate: boolean): Promise<LookupAddress[]> {
  const bare = checkHostText(host, allowPrivate);
  const family = isIP(bare);
  if (family) return [{ address: bare, family }];
  let addresses: LookupAddress[];
  try {
    addresses = await resolver(bare);
  } catch {
    throw new GatewayAddressError('unresolved');
  }
  if (!addresses.length) throw new GatewayAddressError('unresolved');
  if (!allowPrivate && addresses.some((a) => isBlockedAddress(a.address))) throw new GatewayAddressError('refused');
  return addresses;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for http.request that checks what the name resolves to at connection time and connects to
 * exactly the checked address, so a name that resolved to a public address when the route was saved and
 * to a private one now (DNS rebinding) is refused.
 */
export function guardedLookup(resolver: Resolver, allowPrivate: boolean) {
  return (hostname: string, options: { all?: boolean } | number, callback: LookupCallback) => {
    checkHost(hostname, resolver, allowPrivate).then(
      (addresses) => {
        if (typeof options === 'object' && options.all) callback(null, addresses);
        else callback(null, (addresses[0] as LookupAddress).address, (addresses[0] as LookupAddress).family);
      },
      (error: Error) => callback(Object.assign(error, { code: 'EGATEWAYADDRESS' }), '', 0),
    );
  };
}
