import { z } from 'zod';
import { channels, type EventBus } from '../../plugins/event-bus.js';
import type { SocketHub } from '../../plugins/socket-hub.js';

const sessionEndedEvent = z.object({ userId: z.number().int().positive() });

/**
 * Closes this instance's notice sockets whose session ended anywhere: a database trigger (migration
 * 0011) sends `{ userId }` on `csp_sessions` when a live session is revoked or deleted, at commit; every
 * instance then checks that user's sockets again and those of ended sessions close with 4001.
 */
export function closeSocketsOfEndedSessions(
  events: Pick<EventBus, 'subscribe'>,
  sockets: Pick<SocketHub, 'revalidateUser'>,
) {
  return events.subscribe(channels.sessions, async (payload) => {
    const event = sessionEndedEvent.safeParse(payload);
    if (event.success) await sockets.revalidateUser(event.data.userId);
  });
}
