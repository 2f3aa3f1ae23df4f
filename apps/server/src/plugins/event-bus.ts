import type { Database } from '../db/client.js';

/** Channels of the cross-instance event bus (PostgreSQL NOTIFY channel names). */
export const channels = {
  announcements: 'csp_announcements',
  /** `{ userId }` when a live session of the user was revoked or deleted; sent by a database trigger at commit. */
  sessions: 'csp_sessions',
} as const;
export type Channel = (typeof channels)[keyof typeof channels];

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; stay clearly below. */
export const maxPayloadBytes = 7900;

type Subscriber = (payload: unknown) => void | Promise<void>;

export interface EventBus {
  /** Sends an event to the subscribers of every instance (this one included). Call after commit. */
  publish(channel: Channel, payload: object): Promise<void>;
  /** Runs handler for each event of the channel on this instance; returns the unsubscribe function. */
  subscribe(channel: Channel, handler: Subscriber): Promise<() => void>;
  close(): Promise<void>;
}

/**
 * The event bus over PostgreSQL LISTEN/NOTIFY: events cross instances through the database, so no
 * instance keeps state another needs. One LISTEN per channel per instance; subscribers run in turn and
 * a failing subscriber is reported, never allowed to stop the others.
 */
export function createEventBus(
  database: Pick<Database, 'listen' | 'notify'>,
  onError: (error: unknown, channel: Channel) => void = () => undefined,
): EventBus {
  const subscribers = new Map<Channel, Set<Subscriber>>();
  const stops = new Map<Channel, () => Promise<void>>();

  function deliver(channel: Channel, text: string) {
    let payload: unknown;
    try {
      payload = JSON.parse(text);
    } catch (error) {
      onError(error, channel);
      return;
    }
    for (const subscriber of subscribers.get(channel) ?? []) {
      Promise.resolve()
        .then(() => subscriber(payload))
        .catch((error) => onError(error, channel));
    }
  }

  return {
    async publish(channel, payload) {
      const text = JSON.stringify(payload);
      if (Buffer.byteLength(text) > maxPayloadBytes) throw new Error(`Event too large for ${channel}`);
      await database.notify(channel, text);
    },
    async subscribe(channel, handler) {
      let set = subscribers.get(channel);
      if (!set) {
        set = new Set();
        subscribers.set(channel, set);
        try {
          stops.set(channel, await database.listen(channel, (text) => deliver(channel, text)));
        } catch (error) {
          subscribers.delete(channel);
          throw error;
        }
      }
      set.add(handler);
      return () => {
        set.delete(handler);
      };
    },
    async close() {
      const all = [...stops.values()];
      stops.clear();
      subscribers.clear();
      await Promise.all(all.map((stop) => stop().catch(() => undefined)));
    },
  };
}
