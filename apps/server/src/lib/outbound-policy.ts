import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, Socket } from 'node:net';
import { networkInterfaces } from 'node:os';

/**
 * The one outbound address policy: every server-side connection whose target an administrator can set at
 * run time (data sources, gateway routes) goes through it. A target is refused when it is, or resolves to,
 * any address that is not a public unicast one (the ranges below), or one of this host's own interface
 * addresses, unless OUTBOUND_ALLOW names it. The connection then goes to exactly the address that was
 * checked (the check runs again when the socket connects), so DNS rebinding cannot pass.
 */

/** IPv4 ranges that are never a public server. */
const ipv4Ranges = [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8], // private (RFC 1918)
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata 169.254.169.254
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation TEST-NET-1
  ['192.88.99.0', 24], // 6to4 relay anycast (deprecated)
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation TEST-NET-2
  ['203.0.113.0', 24], // documentation TEST-NET-3
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const;

/** IPv6 ranges refused outright (those embedding an IPv4 address are checked by what they embed). */
const ipv6Ranges = [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b:1::', 48], // local-use NAT64 (RFC 8215)
  ['100::', 64], // discard-only
  ['2001::', 32], // Teredo
  ['2001:2::', 48], // benchmarking
  ['2001:10::', 28], // ORCHID
  ['2001:20::', 28], // ORCHIDv2
  ['2001:db8::', 32], // documentation
  ['3fff::', 20], // documentation (RFC 9637)
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const;

const staticBlocks = new BlockList();
for (const [net, bits] of ipv4Ranges) staticBlocks.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of ipv6Ranges) staticBlocks.addSubnet(net, bits, 'ipv6');

export type OutboundRefusal = 'invalid host' | 'blocked name' | 'unresolved' | 'blocked address' | 'own address';

/** A target the policy refuses; `detail` is for the server log only, never for the caller. */
export class OutboundRefused extends Error {
  readonly code = 'EOUTBOUNDREFUSED';
  constructor(
    readonly reason: OutboundRefusal | 'platform database',
    readonly detail: string,
  ) {
    super(`outbound connection refused (${reason}): ${detail}`);
    this.name = 'OutboundRefused';
  }
}

export type Target = { kind: 'ip'; address: string; family: 4 | 6 } | { kind: 'name'; name: string };

/**
 * A host as typed (a name, an IPv4 address in any spelling the WHATWG URL parser knows — decimal
 * 2130706433, octal 0177.0.0.1, hex 0x7f.1, short 127.1 —, or an IPv6 address with or without brackets)
 * in one canonical form: dotted IPv4, compressed lower-case IPv6, or a lower-case name without the final dot.
 * Anything else (a socket path, spaces, a zone id) is refused.
 */
export function canonicalHost(host: string): Target {
  const bare = host.trim().replace(/^\[(.*)\]$/, '$1');
  if (!bare || bare.includes('%') || bare.includes('/') || bare.includes('@')) throw invalid(host);
  let hostname: string;
  try {
    hostname = new URL(`http://${bare.includes(':') ? `[${bare}]` : bare}/`).hostname;
  } catch {
    throw invalid(host);
  }
  if (hostname.startsWith('[')) return { kind: 'ip', address: hostname.slice(1, -1), family: 6 };
  if (isIP(hostname) === 4) return { kind: 'ip', address: hostname, family: 4 };
  const name = hostname.replace(/\.$/, '');
  if (!/^[a-z0-9_-]+(\.[a-z0-9_-]+)*$/.test(name)) throw invalid(host);
  return { kind: 'name', name };
}
const invalid = (host: string) => new OutboundRefused('invalid host', JSON.stringify(host.slice(0, 100)));

/** An address as canonical text (compressed lower-case IPv6, dotted IPv4); undefined when not an address. */
export function canonicalAddress(address: string): string | undefined {
  if (!isIP(address.replace(/^\[(.*)\]$/, '$1'))) return undefined;
  try {
    const target = canonicalHost(address);
    return target.kind === 'ip' ? target.address : undefined;
  } catch {
    return undefined;
  }
}

/** The sixteen bytes of a canonical IPv6 address. */
function ipv6Bytes(address: string): number[] {
  const [head = '', tail] = address.split('::');
  const groups = (part: string) => (part ? part.split(':').map((g) => Number.parseInt(g, 16)) : []);
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const words = [...left, ...Array(8 - left.length - right.length).fill(0), ...right];
  return words.flatMap((w) => [w >> 8, w & 255]);
}

const dotted = (b: number[]) => b.join('.');
const allZero = (b: number[]) => b.every((x) => x === 0);

/**
 * The IPv4 address an IPv6 one carries: IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d),
 * IPv4-translated (::ffff:0:a.b.c.d), NAT64 (64:ff9b::/96) and 6to4 (2002:aabb:ccdd::/48).
 */
export function embeddedIpv4(address: string): string | undefined {
  if (isIP(address) !== 6) return undefined;
  const b = ipv6Bytes(address);
  const last = b.slice(12, 16);
  if (allZero(b.slice(0, 10)) && b[10] === 255 && b[11] === 255) return dotted(last);
  if (allZero(b.slice(0, 12))) return dotted(last);
  if (allZero(b.slice(0, 8)) && b[8] === 255 && b[9] === 255 && b[10] === 0 && b[11] === 0) return dotted(last);
  if (b[0] === 0 && b[1] === 0x64 && b[2] === 0xff && b[3] === 0x9b && allZero(b.slice(4, 12))) return dotted(last);
  if (b[0] === 0x20 && b[1] === 0x02) return dotted(b.slice(2, 6));
  return undefined;
}

/** This host's own interface addresses, read afresh on every call (interfaces come and go). */
export function ownAddresses(): Set<string> {
  const out = new Set<string>();
  for (const list of Object.values(networkInterfaces())) {
    for (const i of list ?? []) {
      const a = canonicalAddress(i.address.replace(/%.*$/, ''));
      if (a) out.add(a);
    }
  }
  return out;
}

/**
 * Why a canonical address is refused (undefined: it is a public unicast address that is not this host's):
 * one of the ranges above, this host's own address, or an IPv6 form that embeds either.
 */
export function blockedReason(address: string, own: ReadonlySet<string> = ownAddresses()): string | undefined {
  const family = isIP(address);
  if (!family) return 'not an address';
  if (staticBlocks.check(address, family === 4 ? 'ipv4' : 'ipv6')) return 'reserved range';
  if (own.has(address)) return 'own interface address';
  const v4 = embeddedIpv4(address);
  if (v4) {
    if (staticBlocks.check(v4, 'ipv4')) return `embeds ${v4}, a reserved range`;
    if (own.has(v4)) return `embeds ${v4}, an own interface address`;
  }
  return undefined;
}

/** Whether an address (any spelling) is refused by the ranges or this host's own addresses. */
export function isBlockedAddress(address: string, own?: ReadonlySet<string>): boolean {
  const canonical = canonicalAddress(address);
  return canonical === undefined || blockedReason(canonical, own) !== undefined;
}

/** Names refused whatever they resolve to: localhost and its subdomains, and cloud metadata names. */
export function isBlockedName(name: string): boolean {
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    name === 'metadata' ||
    name.endsWith('.internal') ||
    name === 'instance-data'
  );
}

// ---- OUTBOUND_ALLOW ----

export type AllowEntry =
  | { kind: 'name'; name: string; port?: number; text: string }
  | { kind: 'net'; net: BlockList; family: 4 | 6; port?: number; text: string };

/**
 * Parses OUTBOUND_ALLOW: a comma (or space) separated list of host names, IP addresses and CIDR ranges, each
 * with an optional port — `db.internal`, `10.0.5.7:5432`, `10.0.0.0/8`, `[fd00::5]:3306`, `fd00::/8`,
 * `[fd00::/64]:5432`. Throws an Error naming the first entry it cannot read.
 */
export function parseAllowList(text: string | undefined): AllowEntry[] {
  return (text ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(parseAllowEntry);
}

function parseAllowEntry(text: string): AllowEntry {
  const bad = () => new Error(`cannot read "${text}" (a host, an IP address or a CIDR range, then optionally :port)`);
  let hostPart = text;
  let portText: string | undefined;
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(text);
  if (bracketed) [, hostPart = '', portText] = bracketed;
  else if ((text.match(/:/g) ?? []).length === 1) [hostPart = '', portText] = text.split(':');
  let port: number | undefined;
  if (portText !== undefined) {
    port = Number(portText);
    if (!/^\d{1,5}$/.test(portText) || port < 1 || port > 65535) throw bad();
  }
  const [address = '', bitsText, ...rest] = hostPart.split('/');
  let target: Target;
  try {
    target = canonicalHost(address);
  } catch {
    throw bad();
  }
  if (rest.length || (bitsText !== undefined && target.kind !== 'ip')) throw bad();
  if (target.kind === 'name') return { kind: 'name', name: target.name, port, text };
  const max = target.family === 4 ? 32 : 128;
  const bits = bitsText === undefined ? max : Number(bitsText);
  if (bitsText !== undefined && (!/^\d{1,3}$/.test(bitsText) || bits > max)) throw bad();
  const net = new BlockList();
  net.addSubnet(target.address, bits, target.family === 4 ? 'ipv4' : 'ipv6');
  return { kind: 'net', net, family: target.family, port, text };
}

const portMatches = (entry: AllowEntry, port: number) => entry.port === undefined || entry.port === port;
const netHas = (entry: AllowEntry, address: string) =>
  entry.kind === 'net' &&
  isIP(address) === entry.family &&
  entry.net.check(address, entry.family === 4 ? 'ipv4' : 'ipv6');

// ---- The policy ----

/** Resolves a host name to all its addresses (the operating system's resolver, as connections use). */
export type Resolver = (host: string) => Promise<LookupAddress[]>;
export const systemResolver: Resolver = (host) =>
  new Promise((resolve, reject) =>
    dnsLookup(host, { all: true, verbatim: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))),
  );

/** A server no run-time target may reach unless an OUTBOUND_ALLOW entry names it with its port. */
export interface ProtectedEndpoint {
  /** A host name or address; empty or a socket path (starting with /) means this host. */
  host: string;
  port: number;
}

export interface OutboundPolicyOptions {
  allow?: readonly AllowEntry[];
  /** Everything is allowed except protected endpoints (GATEWAY_ALLOW_PRIVATE=true, for gateway routes). */
  allowAll?: boolean;
  /** The platform's own database: never reached through a data source unless explicitly allowed. */
  protect?: readonly ProtectedEndpoint[];
  resolver?: Resolver;
  /** This host's interface addresses (tests replace it). */
  interfaces?: () => ReadonlySet<string>;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

export interface OutboundPolicy {
  /**
   * Checks host:port and returns its addresses in canonical form, all of them allowed; throws OutboundRefused.
   * A name is resolved (every address must pass); an IP literal in any spelling is checked as itself.
   */
  check(host: string, port: number): Promise<LookupAddress[]>;
  /** A `lookup` for http.request / net.connect that checks at connection time and yields the checked address. */
  lookup(port: number): (hostname: string, options: { all?: boolean } | number, callback: LookupCallback) => void;
  /**
   * An unconnected socket whose connect(port, host) first checks host:port, then connects to the checked
   * address (a driver's `stream` factory: TLS still verifies the typed host name).
   */
  socket(): Socket;
}

export function outboundPolicy(options: OutboundPolicyOptions = {}): OutboundPolicy {
  const allow = options.allow ?? [];
  const resolver = options.resolver ?? systemResolver;
  const interfaces = options.interfaces ?? ownAddresses;

  const resolveAll = async (name: string): Promise<LookupAddress[]> => {
    let found: LookupAddress[];
    try {
      found = await resolver(name);
    } catch (error) {
      throw new OutboundRefused('unresolved', `${name}: ${(error as { code?: string }).code ?? String(error)}`);
    }
    const out: LookupAddress[] = [];
    for (const a of found) {
      const address = canonicalAddress(a.address);
      if (!address) throw new OutboundRefused('blocked address', `${name} resolves to ${a.address}`);
      out.push({ address, family: isIP(address) });
    }
    if (!out.length) throw new OutboundRefused('unresolved', `${name}: no address`);
    return out;
  };

  /** Every address a protected name has resolved to, so a failed lookup does not unprotect it. */
  const protectedSeen = new Map<string, Set<string>>();
  /** The protected servers' addresses, and whether each is on this host (then every local address counts). */
  const protectedNow = async (own: ReadonlySet<string>) =>
    Promise.all(
      (options.protect ?? []).map(async ({ host, port }) => {
        if (!host || host.startsWith('/')) return { port, addresses: new Set<string>(), local: true };
        const addresses = protectedSeen.get(host) ?? new Set<string>();
        protectedSeen.set(host, addresses);
        try {
          const target = canonicalHost(host);
          const found = target.kind === 'ip' ? [target.address] : (await resolveAll(target.name)).map((a) => a.address);
          for (const a of found) addresses.add(a);
        } catch {
          // Not resolved now: the addresses it had still count.
        }
        const local = [...addresses].some((a) => isLocal(a, own));
        return { port, addresses, local };
      }),
    );

  async function check(host: string, port: number): Promise<LookupAddress[]> {
    const target = canonicalHost(host);
    const own = interfaces();
    const nameEntries =
      target.kind === 'name'
        ? allow.filter((e) => e.kind === 'name' && e.name === target.name && portMatches(e, port))
        : [];
    if (target.kind === 'name' && !nameEntries.length && !options.allowAll && isBlockedName(target.name)) {
      throw new OutboundRefused('blocked name', target.name);
    }
    const addresses =
      target.kind === 'ip' ? [{ address: target.address, family: target.family }] : await resolveAll(target.name);
    const endpoints = await protectedNow(own);
    const label = target.kind === 'name' ? `${target.name} (%s):${port}` : `%s:${port}`;
    for (const { address } of addresses) {
      const entries = [...nameEntries, ...allow.filter((e) => netHas(e, address) && portMatches(e, port))];
      const candidates = [address, embeddedIpv4(address)].filter((a): a is string => a !== undefined);
      const isPlatform = endpoints.some(
        (ep) => ep.port === port && candidates.some((a) => ep.addresses.has(a) || (ep.local && isLocal(a, own))),
      );
      if (isPlatform && !entries.some((e) => e.port === port)) {
        throw new OutboundRefused('platform database', label.replace('%s', address));
      }
      if (entries.length || options.allowAll) continue;
      const reason = blockedReason(address, own);
      if (reason) {
        const kind = reason.includes('own') ? 'own address' : 'blocked address';
        throw new OutboundRefused(kind, `${label.replace('%s', address)}: ${reason}`);
      }
    }
    return addresses;
  }

  return {
    check,
    lookup: (port) => (hostname, lookupOptions, callback) => {
      check(hostname, port).then(
        (addresses) => {
          const first = addresses[0] as LookupAddress;
          if (typeof lookupOptions === 'object' && lookupOptions.all) callback(null, addresses);
          else callback(null, first.address, first.family);
        },
        (error: OutboundRefused) => callback(error, '', 0),
      );
    },
    socket: () => new CheckedSocket(check),
  };
}

/** Loopback, unspecified or one of this host's addresses. */
function isLocal(address: string, own: ReadonlySet<string>): boolean {
  if (own.has(address)) return true;
  const family = isIP(address);
  if (family === 4) return address.startsWith('127.') || address.startsWith('0.');
  return address === '::1' || address === '::';
}

/** A socket whose connect(port, host) checks host:port first and connects to the address that passed. */
class CheckedSocket extends Socket {
  constructor(private readonly checkTarget: (host: string, port: number) => Promise<LookupAddress[]>) {
    super();
  }

  // biome-ignore lint/suspicious/noExplicitAny: net.Socket#connect has many overloads; drivers call (port, host).
  override connect(...args: any[]): this {
    const first = args[0];
    const port = Number(typeof first === 'object' && first !== null ? first.port : first);
    const host = String((typeof first === 'object' && first !== null ? first.host : args[1]) ?? '');
    const listener = args.find((a) => typeof a === 'function') as (() => void) | undefined;
    this.checkTarget(host, port).then(
      (addresses) => {
        if (this.destroyed) return;
        const { address, family } = addresses[0] as LookupAddress;
        super.connect({ host: address, port, family }, listener as () => void);
      },
      (error: Error) => this.destroy(error),
    );
    return this;
  }
}

/** Waits until `floorMs` have passed since `started`: failures then take the same time whatever their cause. */
export async function afterFloor(started: number, floorMs: number): Promise<void> {
  const left = started + floorMs - Date.now();
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
}
