import type { NoticeSocketMessage } from '@csp/contract';
import { channels, type EventBus } from '../../plugins/event-bus.js';
import type { SocketHub } from '../../plugins/socket-hub.js';
import { releasedEventSchema } from './announcements.events.js';
import type { NoticesRepository } from './notices.repository.js';

/**
 * The fan-out of released announcements to THIS instance's sockets. Every instance (the releasing one
 * too) receives the event from NOTIFY; 'topic' goes to all its sockets, 'user' only to the connected
 * users holding a send record (one query over the connected ids, none when nobody is connected).
 */
export function startAnnouncementNotifier(
  events: Pick<EventBus, 'subscribe'>,
  sockets: Pick<SocketHub, 'broadcast' | 'sendToUser' | 'userIds'>,
  notices: Pick<NoticesRepository, 'recipientsAmong'>,
) {
  return events.subscribe(channels.announcements, async (payload) => {
    const event = releasedEventSchema.safeParse(payload);
    if (!event.success) return;
    const { id, cmd, title } = event.data;
    const message: NoticeSocketMessage = { cmd, msgId: id, msgTxt: title };
    if (cmd === 'topic') {
      sockets.broadcast(message);
      return;
    }
    const connected = sockets.userIds();
    if (connected.length === 0) return;
    for (const userId of await notices.recipientsAmong(Number(id), connected)) sockets.sendToUser(userId, message);
  });
}
