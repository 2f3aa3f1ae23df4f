import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:net';
import { hostname } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import {
  blockedReason,
  canonicalHost,
  isBlockedAddress,
  OutboundRefused,
  outboundPolicy,
  ownAddresses,
  parseAllowList,
  type Resolver,
} from '../src/lib/outbound-policy.js';

/** A resolver answering from a table; unknown names fail like getaddrinfo's ENOTFOUND. */
function tableResolver(answers: Map<string, string[]>) {
  const asked: string[] = [];
  const resolver: Resolver = async (host) => {
    asked.push(host);
    const list = answers.get(host);
    if (!list) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return list.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return { resolver, asked };
}
const noInterfaces = () => new Set<string>();
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'allowed',
    (error: unknown) => (error instanceof OutboundRefused ? error.reason : `other: ${String(error)}`),
  );

describe('the address ranges', () => {
  const blocked: [string, string][] = [
    ['0.0.0.0', '"this" network'],
    ['0.1.2.3', '"this" network'],
    ['10.0.0.1', 'private'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['100.127.255.254', 'carrier-grade NAT'],
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['169.254.169.254', 'cloud metadata'],
    ['169.254.0.1', 'link-local'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.0.0.8', 'IETF assignments'],
    ['192.0.2.7', 'documentation TEST-NET-1'],
    ['192.88.99.1', '6to4 relay'],
    ['192.168.1.1', 'private'],
    ['198.18.0.1', 'benchmarking'],
    ['198.19.255.255', 'benchmarking'],
    ['198.51.100.20', 'documentation TEST-NET-2'],
    ['203.0.113.9', 'documentation TEST-NET-3'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'broadcast'],
    ['::', 'IPv6 unspecified'],
    ['::1', 'IPv6 loopback'],
    ['fc00::1', 'unique local'],
    ['fd00:ec2::254', 'unique local (AWS metadata)'],
    ['fe80::1', 'link-local'],
    ['febf::1', 'link-local'],
    ['fec0::1', 'site-local'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'documentation'],
    ['3fff::1', 'documentation'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'Teredo'],
    ['2001:2::1', 'benchmarking'],
    ['100::1', 'discard-only'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback, hex'],
    ['0:0:0:0:0:ffff:7f00:1', 'IPv4-mapped loopback, long'],
    ['::ffff:a9fe:a9fe', 'IPv4-mapped metadata'],
    ['::ffff:10.1.2.3', 'IPv4-mapped private'],
    ['::ffff:0:127.0.0.1', 'IPv4-translated loopback'],
    ['::127.0.0.1', 'IPv4-compatible loopback'],
    ['::7f00:1', 'IPv4-compatible loopback, hex'],
    ['::a9fe:a9fe', 'IPv4-compatible metadata'],
    ['64:ff9b::10.0.0.1', 'NAT64 private'],
    ['64:ff9b::7f00:1', 'NAT64 loopback'],
    ['64:ff9b::a9fe:a9fe', 'NAT64 metadata'],
    ['64:ff9b:1::808:808', 'local-use NAT64'],
    ['2002:7f00:1::1', '6to4 of loopback'],
    ['2002:a9fe:a9fe::', '6to4 of metadata'],
    ['2002:c0a8:101::1', '6to4 of private'],
    ['[::1]', 'bracketed loopback'],
    ['not-an-ip', 'not an address'],
  ];
  it.each(blocked)('refuses %s (%s)', (address) => {
    expect(isBlockedAddress(address, noInterfaces())).toBe(true);
  });

  it.each([
    '8.8.8.8',
    '93.184.215.14',
    '172.32.0.1',
    '100.128.0.1',
    '192.0.3.1',
    '198.20.0.1',
    '203.0.114.1',
    '2606:4700::1111',
    '2a00:1450:4001:82b::200e',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
    '2002:808:808::1',
  ])('lets the public address %s pass', (address) => {
    expect(isBlockedAddress(address, noInterfaces())).toBe(false);
  });

  it("refuses this host's own interface addresses, read afresh, also in embedded IPv6 forms", async () => {
    const own = new Set<string>();
    const policy = outboundPolicy({ interfaces: () => own });
    await expect(policy.check('8.8.4.4', 443)).resolves.toEqual([{ address: '8.8.4.4', family: 4 }]);
    own.add('8.8.4.4');
    own.add('2606:4700::6810:1');
    expect(await refusal(policy.check('8.8.4.4', 443))).toBe('own address');
    expect(await refusal(policy.check('::ffff:8.8.4.4', 443))).toBe('own address');
    expect(await refusal(policy.check('2002:808:404::1', 443))).toBe('own address');
    expect(await refusal(policy.check('[2606:4700:0:0::6810:1]', 443))).toBe('own address');
    // The real list: every address of this machine is refused.
    const real = ownAddresses();
    expect(real.has('127.0.0.1')).toBe(true);
    for (const address of real) expect(isBlockedAddress(address), address).toBe(true);
    expect(blockedReason('8.8.4.4', own)).toBe('own interface address');
  });
});

describe('host spellings', () => {
  it.each([
    ['2130706433', '127.0.0.1'],
    ['0177.0.0.1', '127.0.0.1'],
    ['0x7f.1', '127.0.0.1'],
    ['0x7f000001', '127.0.0.1'],
    ['127.1', '127.0.0.1'],
    ['017700000001', '127.0.0.1'],
    ['127.0.0.1.', '127.0.0.1'],
    ['0xa9.0xfe.0xa9.0xfe', '169.254.169.254'],
    ['2852039166', '169.254.169.254'],
    ['[::ffff:127.0.0.1]', '::ffff:7f00:1'],
    ['::FFFF:127.0.0.1', '::ffff:7f00:1'],
    ['[0:0::1]', '::1'],
  ])('reads %s as %s and refuses it', async (host, canonical) => {
    expect(canonicalHost(host)).toMatchObject({ kind: 'ip', address: canonical });
    const { resolver, asked } = tableResolver(new Map());
    expect(await refusal(outboundPolicy({ resolver, interfaces: noInterfaces }).check(host, 5432))).toBe(
      'blocked address',
    );
    expect(asked).toEqual([]);
  });

  it.each(['/var/run/postgresql', 'a b', 'fe80::1%eth0', '[fe80::1%25eth0]', '1.2.3.4.5', '', 'user@host', 'x:5432'])(
    'refuses the host %j as invalid',
    async (host) => {
      expect(await refusal(outboundPolicy().check(host, 5432))).toBe('invalid host');
    },
  );

  it('connects to the canonical address it checked, not the spelling', async () => {
    const policy = outboundPolicy({ allow: parseAllowList('127.0.0.1:5432'), interfaces: noInterfaces });
    await expect(policy.check('0x7f.1', 5432)).resolves.toEqual([{ address: '127.0.0.1', family: 4 }]);
    expect(await refusal(policy.check('0x7f.1', 5433))).toBe('blocked address');
  });
});

describe('names and DNS', () => {
  it('refuses localhost and metadata names without asking DNS', async () => {
    const { resolver, asked } = tableResolver(new Map([['localhost', ['8.8.8.8']]]));
    const policy = outboundPolicy({ resolver, interfaces: noInterfaces });
    for (const name of ['localhost', 'LOCALHOST.', 'printer.localhost', 'metadata.google.internal', 'metadata']) {
      expect(await refusal(policy.check(name, 80)), name).toBe('blocked name');
    }
    expect(asked).toEqual([]);
  });

  it('refuses a name when any of its addresses is refused, and one that no longer resolves', async () => {
    const answers = new Map([
      ['public.example', ['93.184.215.14', '2606:4700::1111']],
      ['mixed.example', ['93.184.215.14', '10.0.0.7']],
      ['mapped.example', ['::ffff:127.0.0.1']],
      ['zoned.example', ['fe80::1%eth0']],
    ]);
    const { resolver } = tableResolver(answers);
    const policy = outboundPolicy({ resolver, interfaces: noInterfaces });
    await expect(policy.check('public.example', 5432)).resolves.toHaveLength(2);
    expect(await refusal(policy.check('mixed.example', 5432))).toBe('blocked address');
    expect(await refusal(policy.check('mapped.example', 5432))).toBe('blocked address');
    expect(await refusal(policy.check('zoned.example', 5432))).toBe('blocked address');
    expect(await refusal(policy.check('missing.example', 5432))).toBe('unresolved');
    answers.set('public.example', ['127.0.0.1']);
    expect(await refusal(policy.check('public.example', 5432))).toBe('blocked address');
  });

  it("resolves names with the system resolver: this machine's own name is refused", async () => {
    // The host name resolves (through /etc/hosts or DNS) to loopback or to one of this host's addresses.
    const policy = outboundPolicy();
    expect(await refusal(policy.check(hostname(), 5432))).toMatch(/^(blocked address|own address)$/);
    expect(await refusal(policy.check('no-such-host.invalid', 5432))).toBe('unresolved');
  });
});

describe('OUTBOUND_ALLOW', () => {
  it('reads host names, addresses and CIDR ranges with optional ports', () => {
    const entries = parseAllowList(
      ' db.internal , 10.0.5.7:5432,10.0.0.0/8 [fd00::5]:3306, fd00::/8, [fd00::/64]:5432 ',
    );
    expect(entries.map((e) => [e.kind, e.port])).toEqual([
      ['name', undefined],
      ['net', 5432],
      ['net', undefined],
      ['net', 3306],
      ['net', undefined],
      ['net', 5432],
    ]);
    for (const bad of ['10.0.0.0/33', 'db:0', 'db:70000', 'a b/8', 'db.internal/8', '[::1', 'x:y', '10.0.0.1/8/9']) {
      expect(() => parseAllowList(bad), bad).toThrow(/cannot read/);
    }
    expect(() => loadConfig({ NODE_ENV: 'test', OUTBOUND_ALLOW: '10.0.0.0/40' })).toThrow(ConfigError);
    expect(loadConfig({ NODE_ENV: 'test', OUTBOUND_ALLOW: '10.0.0.0/8' }).OUTBOUND_ALLOW).toHaveLength(1);
    expect(loadConfig({ NODE_ENV: 'test' }).OUTBOUND_ALLOW).toEqual([]);
  });

  it('allows exactly what it names: the port, the range, and a name whatever it resolves to', async () => {
    const { resolver } = tableResolver(
      new Map([
        ['db.internal', ['10.0.5.7']],
        ['other.internal.example', ['10.0.5.8']],
      ]),
    );
    const policy = outboundPolicy({
      allow: parseAllowList('db.internal,127.0.0.1:3306,192.168.10.0/24,[fd00::5]:5432'),
      resolver,
      interfaces: noInterfaces,
    });
    await expect(policy.check('db.internal', 1234)).resolves.toEqual([{ address: '10.0.5.7', family: 4 }]);
    expect(await refusal(policy.check('other.internal.example', 5432))).toBe('blocked address');
    await expect(policy.check('127.0.0.1', 3306)).resolves.toHaveLength(1);
    expect(await refusal(policy.check('127.0.0.1', 3307))).toBe('blocked address');
    expect(await refusal(policy.check('::ffff:127.0.0.1', 3306))).toBe('blocked address');
    await expect(policy.check('192.168.10.200', 9000)).resolves.toHaveLength(1);
    expect(await refusal(policy.check('192.168.11.1', 9000))).toBe('blocked address');
    await expect(policy.check('[fd00:0::5]', 5432)).resolves.toHaveLength(1);
    expect(await refusal(policy.check('fd00::6', 5432))).toBe('blocked address');
  });

  it("keeps the platform's own database out unless an entry names it with its port", async () => {
    const answers = new Map([['db.example', ['8.8.8.8']]]);
    const { resolver } = tableResolver(answers);
    const own = new Set(['10.1.1.1']);
    const local = (allow: string) =>
      outboundPolicy({
        allow: parseAllowList(allow),
        protect: [{ host: '127.0.0.1', port: 5432 }],
        resolver,
        interfaces: () => own,
      });
    expect(await refusal(local('127.0.0.0/8').check('127.0.0.1', 5432))).toBe('platform database');
    expect(await refusal(local('127.0.0.1').check('127.0.0.1', 5432))).toBe('platform database');
    // The same server through another address of this host.
    expect(await refusal(local('10.0.0.0/8').check('10.1.1.1', 5432))).toBe('platform database');
    expect(await refusal(local('127.0.0.0/8').check('127.0.0.2', 5432))).toBe('platform database');
    await expect(local('127.0.0.0/8').check('127.0.0.1', 3306)).resolves.toHaveLength(1);
    await expect(local('127.0.0.1:5432').check('127.0.0.1', 5432)).resolves.toHaveLength(1);
    // A database on a public address is protected as well, by its name's addresses.
    const remote = outboundPolicy({
      protect: [{ host: 'DB.example.', port: 5432 }],
      resolver,
      interfaces: noInterfaces,
    });
    expect(await refusal(remote.check('8.8.8.8', 5432))).toBe('platform database');
    expect(await refusal(remote.check('::ffff:8.8.8.8', 5432))).toBe('platform database');
    await expect(remote.check('8.8.8.8', 5433)).resolves.toHaveLength(1);
    // A lookup of the database's name that fails later does not unprotect the addresses it had.
    answers.delete('db.example');
    expect(await refusal(remote.check('8.8.8.8', 5432))).toBe('platform database');
    // A socket path means this host.
    const socket = outboundPolicy({
      allow: parseAllowList('127.0.0.1'),
      protect: [{ host: '/var/run/postgresql', port: 5432 }],
      interfaces: noInterfaces,
    });
    expect(await refusal(socket.check('127.0.0.1', 5432))).toBe('platform database');
  });

  it('GATEWAY_ALLOW_PRIVATE (allowAll) lets private addresses pass', async () => {
    const policy = outboundPolicy({ allowAll: true, interfaces: noInterfaces });
    await expect(policy.check('127.0.0.1', 80)).resolves.toHaveLength(1);
    await expect(policy.check('localhost', 80)).resolves.not.toHaveLength(0);
  });
});

describe('the checked socket', () => {
  let server: Server;
  let port = 0;
  let accepted = 0;
  beforeAll(async () => {
    server = createServer((socket) => {
      accepted += 1;
      socket.end('hello');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const attempt = (socket: ReturnType<ReturnType<typeof outboundPolicy>['socket']>, host: string) =>
    new Promise<string>((resolve) => {
      socket.once('error', (error) => resolve((error as OutboundRefused).reason ?? (error as Error).message));
      socket.once('data', (data) => resolve(`${socket.remoteAddress} ${data}`));
      socket.connect(port, host);
    });

  it('connects only after the check, to the checked address, and refuses a name that now resolves to loopback', async () => {
    const answers = new Map([['rebind.example', ['93.184.215.14']]]);
    const { resolver } = tableResolver(answers);
    const strict = outboundPolicy({ resolver, interfaces: noInterfaces });
    await expect(strict.check('rebind.example', port)).resolves.toHaveLength(1);
    answers.set('rebind.example', ['127.0.0.1']);
    expect(await attempt(strict.socket(), 'rebind.example')).toBe('blocked address');
    expect(await attempt(strict.socket(), '127.0.0.1')).toBe('blocked address');
    expect(await attempt(strict.socket(), '0x7f.1')).toBe('blocked address');
    expect(accepted).toBe(0);

    const allowed = outboundPolicy({ allow: parseAllowList(`127.0.0.1:${port}`), resolver, interfaces: noInterfaces });
    expect(await attempt(allowed.socket(), 'rebind.example')).toBe('127.0.0.1 hello');
    expect(await attempt(allowed.socket(), '2130706433')).toBe('127.0.0.1 hello');
    expect(accepted).toBe(2);
  });
});
