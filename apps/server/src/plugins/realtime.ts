import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import { createEventBus, type EventBus } from './event-bus.js';
import { createSocketHub, defaultHubOptions, type SocketHub, type SocketHubOptions } from './socket-hub.js';

export { type Channel, channels, type EventBus } from './event-bus.js';
export type { SocketHub } from './socket-hub.js';

/** The largest message a client may send on a socket (SPEC §4 notice channel: heartbeats only). */
export const maxClientMessageBytes = 4096;

declare module 'fastify' {
  interface FastifyInstance {
    /** Cross-instance events (PostgreSQL LISTEN/NOTIFY). */
    events: EventBus;
    /** This instance's open notice sockets. */
    sockets: SocketHub;
  }
}

/**
 * Realtime: the event bus (publish after commit, subscribers on every instance) and the websocket
 * server with this instance's socket hub. Both close with the app.
 */
export async function registerRealtime(
  app: FastifyInstance,
  database: Pick<Database, 'listen' | 'notify'>,
  hubOptions: Partial<SocketHubOptions> = {},
) {
  // ws closes a connection whose message exceeds maxPayload with 1009 (message too big).
  await app.register(websocket, { options: { maxPayload: maxClientMessageBytes } });
  const events = createEventBus(database, (error, channel) => app.log.error({ err: error, channel }, 'event failed'));
  const sockets = createSocketHub({ ...defaultHubOptions, ...hubOptions });
  app.decorate('events', events);
  app.decorate('sockets', sockets);
  app.addHook('onClose', async () => {
    sockets.close();
    await events.close();
  });
}
