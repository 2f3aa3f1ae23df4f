import type { IncomingHttpHeaders } from 'node:http';
import { idSchema, noticeHeartbeatText, noticeHeartcheckCommand } from '@csp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import { AppError, forbidden } from '../../errors.js';
import { maxClientMessageBytes } from '../../plugins/realtime.js';
import type { SocketHub } from '../../plugins/socket-hub.js';
import type { SessionsService } from '../auth/sessions.service.js';

export interface NoticeChannelOptions {
  /** How often an open socket's session is checked again (on a heartbeat), so revocation closes it. */
  revalidateMs: number;
}

/** Close codes: 1003 binary, 1008 malformed, 1009 too big (by ws), 1013 too many sockets, 4001 session ended. */
export const closeCodes = { binary: 1003, malformed: 1008, tooMany: 1013, sessionEnded: 4001 } as const;

const heartcheck = JSON.stringify({ cmd: noticeHeartcheckCommand, msgTxt: '心跳响应' });

/** The token of a socket request: `?token=` or, as JeecgBoot clients send it, the first WebSocket subprotocol. */
export function socketToken(query: { token?: string }, headers: IncomingHttpHeaders): string | undefined {
  if (query.token) return query.token;
  const header = headers['sec-websocket-protocol'];
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim();
  return first || undefined;
}

/**
 * The live notice channel `{domain}/websocket/{userId}` (SPEC §4, §7), outside the API base.
 * Declared `public` because browsers cannot send X-Access-Token on a WebSocket: the token comes in
 * `?token=` or Sec-WebSocket-Protocol, and this route's own preHandler checks it BEFORE the upgrade,
 * so a refused client gets an HTTP 401/403 and never a socket.
 */
export function noticeChannelRoutes(sessions: SessionsService, hub: SocketHub, options: NoticeChannelOptions) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/websocket/:userId',
      {
        websocket: true,
        config: { access: 'public' },
        schema: {
          hide: true,
          params: z.object({ userId: idSchema }),
          querystring: z.object({ token: z.string().max(512).optional() }),
        },
        preHandler: async (request) => {
          request.principal = await sessions.authenticate(socketToken(request.query, request.headers));
          if (String(request.principal.userId) !== request.params.userId) throw forbidden('notAuthority');
        },
      },
      (socket: WebSocket, request) => {
        const principal = request.principal;
        const token = socketToken(request.query, request.headers);
        if (!principal || !token) return socket.close(closeCodes.malformed, 'unauthenticated');
        let checkedAt = Date.now();
        /** Checks the session again: an ended one closes the socket; a database hiccup means "check next time". */
        const revalidate = () => {
          checkedAt = Date.now();
          return sessions.authenticate(token).then(
            () => undefined,
            (error) => {
              if (error instanceof AppError && error.status === 401)
                socket.close(closeCodes.sessionEnded, 'tokenExpired');
              else checkedAt = 0;
            },
          );
        };
        if (!hub.add(principal.userId, socket, revalidate)) return socket.close(closeCodes.tooMany, 'too many sockets');
        socket.on('message', (data, isBinary) => {
          hub.touch(socket);
          if (isBinary) return socket.close(closeCodes.binary, 'text only');
          const size = Array.isArray(data) ? data.reduce((n, b) => n + b.length, 0) : data.byteLength;
          if (size > maxClientMessageBytes) return socket.close(1009, 'message too big');
          if (String(data) !== noticeHeartbeatText) return socket.close(closeCodes.malformed, 'malformed message');
          socket.send(heartcheck);
          if (Date.now() - checkedAt < options.revalidateMs) return;
          void revalidate();
        });
        socket.on('error', () => socket.terminate());
      },
    );
  };
}
