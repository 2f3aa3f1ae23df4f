import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkHost, isBlockedAddress, type Resolver } from '../src/modules/gateway/address-policy.js';
import type { GatewayRouteRow } from '../src/modules/gateway/gateway.repository.js';
import { forward, hasDotSegment, upstreamUrlOf } from '../src/modules/gateway/gateway-proxy.js';
import { matchRoute } from '../src/modules/gateway/gateway-table.js';

describe('gateway address policy', () => {
  it('blocks loopback, private, link-local, metadata and reserved addresses, and lets public ones pass', () => {
    for (const address of [
      '127.0.0.1',
      '127.255.0.9',
      '10.0.0.1',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.0.10',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      '::',
      'fc00::1',
      'fd00:ec2::254',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:a9fe:a9fe',
      '64:ff9b::10.0.0.1',
      'not-an-ip',
    ]) {
      expect(isBlockedAddress(address), address).toBe(true);
    }
    for (const address of ['93.184.215.14', '8.8.8.8', '172.32.0.1', '2606:4700::1111', '::ffff:8.8.8.8']) {
      expect(isBlockedAddress(address), address).toBe(false);
    }
  });

  it('refuses a name that resolves to any blocked address, and one that changed to such an address (rebinding)', async () => {
    const answers = new Map<string, string[]>([
      ['mixed.example', ['93.184.215.14', '10.0.0.7']],
      ['public.example', ['93.184.215.14']],
    ]);
    const resolver: Resolver = async (host) => {
      const list = answers.get(host);
      if (!list) throw new Error('ENOTFOUND');
      return list.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    };
    await expect(checkHost('public.example', resolver, false)).resolves.toHaveLength(1);
    await expect(checkHost('mixed.example', resolver, false)).rejects.toMatchObject({ reason: 'refused' });
    await expect(checkHost('missing.example', resolver, false)).rejects.toMatchObject({ reason: 'unresolved' });
    answers.set('public.example', ['127.0.0.1']);
    await expect(checkHost('public.example', resolver, false)).rejects.toMatchObject({ reason: 'refused' });
    await expect(checkHost('public.example', resolver, true)).resolves.toHaveLength(1);
  });

  it('matches whole path segments, in order, and builds the upstream URL', () => {
    const route = (id: number, pathPrefix: string, sortOrder = 0) =>
      ({ id, pathPrefix, sortOrder, upstreamUrl: 'http://u.example/base/', stripPrefix: true }) as GatewayRouteRow;
    const routes = [route(1, 'data/v2'), route(2, 'data'), route(3, 'stats', 1)];
    expect(matchRoute(routes, 'data/v2/x')?.route.id).toBe(1);
    expect(matchRoute(routes, 'data/v3')?.route.id).toBe(2);
    expect(matchRoute(routes, 'database')).toBeUndefined();
    expect(matchRoute(routes, 'stats')).toMatchObject({ rest: '' });
    expect(upstreamUrlOf(route(1, 'data/v2'), '/x', 'a=1').toString()).toBe('http://u.example/base/x?a=1');
    expect(upstreamUrlOf({ ...route(1, 'data/v2'), stripPrefix: false }, '', '').toString()).toBe(
      'http://u.example/base/data/v2',
    );
    expect(hasDotSegment('a/../b')).toBe(true);
    expect(hasDotSegment('a/%2E%2e/b')).toBe(true);
    expect(hasDotSegment('a/..b/c')).toBe(false);
  });
});

describe('gateway forwarding connects only to the address it checked', () => {
  let server: Server;
  let port = 0;
  let calls = 0;
  beforeAll(async () => {
    server = createServer((_req, res) => {
      calls += 1;
      res.end('reached');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const route = () =>
    ({
      id: 1,
      pathPrefix: 'r',
      upstreamUrl: `http://rebind.example:${port}/`,
      stripPrefix: true,
      timeoutMs: 2000,
    }) as GatewayRouteRow;
  const call = {
    method: 'GET',
    rest: '/x',
    query: '',
    headers: {},
    client: { ip: '203.0.113.9', protocol: 'http', host: 'platform.example', requestId: 'req-1' },
    signal: new AbortController().signal,
  };
  /** The name now resolves to loopback (it may have resolved to a public address when the route was saved). */
  const rebound: Resolver = async () => [{ address: '127.0.0.1', family: 4 }];

  it('refuses the connection when the name resolves to loopback at request time', async () => {
    await expect(forward(route(), call, { resolver: rebound, allowPrivate: false })).rejects.toMatchObject({
      key: 'gatewayAddressRefused',
      status: 502,
    });
    expect(calls).toBe(0);
  });

  it('connects to the resolved address when private addresses are allowed', async () => {
    const answer = await forward(route(), call, { resolver: rebound, allowPrivate: true });
    expect(answer.status).toBe(200);
    answer.body.resume();
    expect(calls).toBe(1);
  });
});
