import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import https from 'node:https';
import { AppError } from '../../errors.js';
import type { OutboundPolicy } from '../../lib/outbound-policy.js';
import type { GatewayRouteRow } from './gateway.repository.js';

/** Request headers passed to the upstream; never the access token, cookies or credentials. */
const forwardedRequestHeaders = [
  'accept',
  'accept-encoding',
  'accept-language',
  'cache-control',
  'content-type',
  'if-match',
  'if-modified-since',
  'if-none-match',
  'if-range',
  'if-unmodified-since',
  'range',
  'user-agent',
] as const;

/** Response headers passed back; never cookies, nor the upstream's own security or server headers. */
const forwardedResponseHeaders = [
  'accept-ranges',
  'cache-control',
  'content-disposition',
  'content-encoding',
  'content-language',
  'content-length',
  'content-range',
  'content-type',
  'etag',
  'expires',
  'last-modified',
  'location',
  'retry-after',
  'vary',
] as const;

export interface ProxyCall {
  method: string;
  /** The path below the route's prefix ('' or '/…'), as the client sent it (not decoded). */
  rest: string;
  /** The query string without '?', as sent ('' for none). */
  query: string;
  headers: IncomingHttpHeaders;
  body?: Buffer;
  client: { ip: string; protocol: string; host: string; requestId: string };
  /** Aborts the upstream call when the client goes away. */
  signal: AbortSignal;
}

/** A dot segment (`..` or `.`, also percent-encoded) would let a path climb above the upstream's base path. */
export const hasDotSegment = (path: string) => path.split('/').some((segment) => /^(\.|%2e){1,2}$/i.test(segment));

/** The upstream URL of a call: the route's base URL, the prefix unless stripped, the rest, then both queries. */
export function upstreamUrlOf(
  route: Pick<GatewayRouteRow, 'upstreamUrl' | 'pathPrefix' | 'stripPrefix'>,
  rest: string,
  query: string,
): URL {
  const url = new URL(route.upstreamUrl);
  const base = url.pathname.replace(/\/+$/, '');
  const below = route.stripPrefix ? rest : `/${route.pathPrefix}${rest}`;
  url.pathname = `${base}${below}` || '/';
  url.search = [url.search.slice(1), query].filter(Boolean).join('&');
  return url;
}

function requestHeaders(call: ProxyCall): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of forwardedRequestHeaders) {
    const value = call.headers[name];
    if (typeof value === 'string') out[name] = value;
  }
  const prior = call.headers['x-forwarded-for'];
  out['x-forwarded-for'] = [typeof prior === 'string' ? prior : '', call.client.ip].filter(Boolean).join(', ');
  out['x-forwarded-proto'] = call.client.protocol;
  out['x-forwarded-host'] = call.client.host;
  out['x-request-id'] = call.client.requestId;
  if (call.body?.length) out['content-length'] = String(call.body.length);
  return out;
}

export function responseHeaders(upstream: IncomingHttpHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of forwardedResponseHeaders) {
    const value = upstream[name];
    if (typeof value === 'string') out[name] = value;
  }
  return out;
}

/** The port an upstream URL connects to. */
export const upstreamPort = (url: string | URL) => {
  const u = typeof url === 'string' ? new URL(url) : url;
  return Number(u.port) || (u.protocol === 'https:' ? 443 : 80);
};

/**
 * Forwards one call to a route's upstream and resolves with the upstream's status, safe headers and
 * body stream. The address is checked twice by the outbound policy: here (an IP literal is connected to
 * without a lookup), and a name again inside the connection's lookup, so the connection goes to exactly
 * the address that was checked. Whatever goes wrong before the upstream answers (refused by the policy,
 * DNS, a closed or filtered port, a timeout, a reply that is not HTTP) is one 502 couldNotConnect; the
 * reason goes to the log.
 */
export async function forward(
  route: GatewayRouteRow,
  call: ProxyCall,
  options: { policy: OutboundPolicy; log: { warn(detail: object, message: string): void } },
): Promise<{ status: number; headers: Record<string, string>; body: IncomingMessage }> {
  const url = upstreamUrlOf(route, call.rest, call.query);
  const port = upstreamPort(url);
  const failed = (error: unknown) => {
    options.log.warn(
      { gatewayRoute: route.id, reason: (error as Error)?.message ?? String(error) },
      'gateway upstream failed',
    );
    return new AppError('couldNotConnect', 502);
  };
  try {
    await options.policy.check(url.hostname, port);
  } catch (error) {
    throw failed(error);
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const timedOut = () => upstream.destroy(new Error(`no answer within ${route.timeoutMs} ms`));
    const timer = setTimeout(timedOut, route.timeoutMs);
    const upstream = client.request(url, {
      method: call.method,
      headers: requestHeaders(call),
      lookup: options.policy.lookup(port) as never,
      signal: call.signal,
    });
    upstream.setTimeout(route.timeoutMs, timedOut);
    upstream.on('response', (res) => {
      clearTimeout(timer);
      resolve({ status: res.statusCode ?? 502, headers: responseHeaders(res.headers), body: res });
    });
    upstream.on('error', (error) => {
      clearTimeout(timer);
      reject(failed(error));
    });
    upstream.end(call.body?.length ? call.body : undefined);
  });
}
