import pg from 'pg';

type Handler = (payload: string) => void;

/** A channel name we accept in LISTEN/NOTIFY (also keeps it safe to put in SQL text). */
export const channelPattern = /^[a-z_][a-z0-9_]{0,62}$/;

export function assertChannel(channel: string) {
  if (!channelPattern.test(channel)) throw new Error(`Invalid notification channel: ${channel}`);
}

/**
 * LISTEN on PostgreSQL through one dedicated connection (a pooled one would lose its LISTENs when
 * returned). When the connection drops it reconnects with a growing delay (0.1 s to 5 s) and listens
 * again; notifications sent while it was down are lost, which is why clients also poll.
 */
export function postgresListener(url: string, onError: (error: unknown) => void = () => undefined) {
  const handlers = new Map<string, Set<Handler>>();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let delay = 100;
  let closed = false;

  function dispatch(message: pg.Notification) {
    for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
  }

  function dropped(c: pg.Client, error?: unknown) {
    if (error) onError(error);
    if (client !== c) return;
    client = undefined;
    c.end().catch(() => undefined);
    scheduleRetry();
  }

  function scheduleRetry() {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      ensure().catch(() => undefined);
    }, delay);
    delay = Math.min(delay * 2, 5000);
  }

  async function open(): Promise<pg.Client> {
    const c = new pg.Client({ connectionString: url, keepAlive: true, application_name: 'csp-listener' });
    c.on('notification', dispatch);
    c.on('error', (error) => dropped(c, error));
    c.on('end', () => dropped(c));
    await c.connect();
    for (const channel of handlers.keys()) await c.query(`listen ${channel}`);
    client = c;
    delay = 100;
    return c;
  }

  /** The connected client, connecting (once) when there is none; a failure schedules a retry. */
  function ensure(): Promise<pg.Client> {
    if (closed) return Promise.reject(new Error('listener closed'));
    if (client) return Promise.resolve(client);
    connecting ??= open()
      .catch((error) => {
        onError(error);
        scheduleRetry();
        throw error;
      })
      .finally(() => {
        connecting = undefined;
      });
    return connecting;
  }

  return {
    async listen(channel: string, handler: Handler): Promise<() => Promise<void>> {
      assertChannel(channel);
      const first = !handlers.has(channel);
      const set = handlers.get(channel) ?? new Set<Handler>();
      handlers.set(channel, set);
      set.add(handler);
      const c = await ensure();
      // A fresh connection listens to every known channel already; LISTEN twice is harmless.
      if (first) await c.query(`listen ${channel}`);
      return async () => {
        set.delete(handler);
        if (set.size > 0 || handlers.get(channel) !== set) return;
        handlers.delete(channel);
        await client?.query(`unlisten ${channel}`).catch(() => undefined);
      };
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = undefined;
      const c = client;
      client = undefined;
      await c?.end().catch(() => undefined);
    },
  };
}
