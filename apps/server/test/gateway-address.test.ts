import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboundPolicy, parseAllowList, type Resolver } from '../src/lib/outbound-policy.js';
import type { GatewayRouteRow } from '../src/modules/gateway/gateway.repository.js';
import { forward, hasDotSegment, upstreamUrlOf } from '../src/modules/gateway/gateway-proxy.js';
import { matchRoute } from '../src/modules/gateway/gateway-table.js';

describe('gateway routes', () => {
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
  const reasons: string[] = [];
  const log = { warn: (detail: object) => reasons.push((detail as { reason: string }).reason) };

  it('refuses the connection when the name resolves to loopback at request time', async () => {
    const policy = outboundPolicy({ resolver: rebound });
    await expect(forward(route(), call, { policy, log })).rejects.toMatchObject({
      key: 'couldNotConnect',
      status: 502,
    });
    expect(calls).toBe(0);
    expect(reasons.at(-1)).toMatch(/rebind\.example \(127\.0\.0\.1\).*reserved range/);
  });

  it('refuses at connection time a name that passed the first check and then rebound to loopback', async () => {
    let answers = 0;
    // Public for the check before the request, loopback when the connection looks the name up.
    const flipping: Resolver = async () => [{ address: answers++ === 0 ? '93.184.215.14' : '127.0.0.1', family: 4 }];
    const policy = outboundPolicy({ resolver: flipping });
    await expect(forward(route(), call, { policy, log })).rejects.toMatchObject({
      key: 'couldNotConnect',
      status: 502,
    });
    expect(answers).toBe(2);
    expect(calls).toBe(0);
  });

  it('connects to the resolved address when OUTBOUND_ALLOW names it, or private addresses are allowed', async () => {
    const named = outboundPolicy({ resolver: rebound, allow: parseAllowList(`127.0.0.1:${port}`) });
    const first = await forward(route(), call, { policy: named, log });
    expect(first.status).toBe(200);
    first.body.resume();
    const answer = await forward(route(), call, { policy: outboundPolicy({ resolver: rebound, allowAll: true }), log });
    expect(answer.status).toBe(200);
    answer.body.resume();
    expect(calls).toBe(2);
  });
});
