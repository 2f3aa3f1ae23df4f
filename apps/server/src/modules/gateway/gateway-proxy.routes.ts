import type { FastifyInstance } from 'fastify';
import { badRequest, notFound, unauthorized } from '../../errors.js';
import type { OutboundPolicy } from '../../lib/outbound-policy.js';
import { tokenHeader } from '../../plugins/auth.js';
import { forward, hasDotSegment } from './gateway-proxy.js';
import type { GatewayTable } from './gateway-table.js';

/** Request bodies passed through the gateway: up to 10 MB, any content type, unparsed. */
const bodyLimit = 10 * 1024 * 1024;

/**
 * `{API_BASE}/gateway/*`: one catch-all route for every gateway route, so a route added, changed or disabled
 * applies without a restart. Declared `public`; each gateway route's own `access` ('public' or 'session')
 * is checked here, with the token the auth hook already read (never forwarded).
 */
export function gatewayProxyRoutes(deps: { table: GatewayTable; base: string; policy: OutboundPolicy }) {
  return async (app: FastifyInstance) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit }, (_request, body, done) => done(null, body));
    const mount = `${deps.base}/gateway/`;
    app.route({
      method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      url: '/gateway/*',
      config: { access: 'public' },
      bodyLimit,
      schema: { tags: ['gateway'], summary: 'Forwarded to the upstream of the matching gateway route' },
      handler: async (request, reply) => {
        const raw = request.raw.url ?? '';
        const queryAt = raw.indexOf('?');
        const pathPart = queryAt < 0 ? raw : raw.slice(0, queryAt);
        const path = pathPart.startsWith(mount) ? pathPart.slice(mount.length) : '';
        if (hasDotSegment(path)) throw badRequest('parameterError');
        const found = deps.table.match(path);
        if (!found) throw notFound();
        if (found.route.access !== 'public' && !request.principal) {
          throw unauthorized(request.headers[tokenHeader] ? 'tokenExpired' : 'tokenMissing');
        }
        const abort = new AbortController();
        request.raw.on('close', () => {
          if (!reply.sent) abort.abort();
        });
        const answer = await forward(
          found.route,
          {
            method: request.method,
            rest: found.rest,
            query: queryAt < 0 ? '' : raw.slice(queryAt + 1),
            headers: request.headers,
            body: Buffer.isBuffer(request.body) ? request.body : undefined,
            client: { ip: request.ip, protocol: request.protocol, host: request.host, requestId: request.id },
            signal: abort.signal,
          },
          { policy: deps.policy, log: request.log },
        );
        return reply.code(answer.status).headers(answer.headers).send(answer.body);
      },
    });
  };
}
