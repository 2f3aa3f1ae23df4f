import type { WebSocket } from 'ws';

export interface SocketHubOptions {
  /** Open sockets one user may hold (browser tabs); more are refused. */
  maxPerUser: number;
  /** Every interval, sockets that answered neither the last ping nor sent anything are dropped. */
  pingIntervalMs: number;
  /** A socket that does not read (buffered output beyond this) is dropped rather than fed. */
  maxBufferedBytes: number;
}

export const defaultHubOptions: SocketHubOptions = {
  maxPerUser: 10,
  pingIntervalMs: 30_000,
  maxBufferedBytes: 1024 * 1024,
};

/**
 * The open notice sockets of THIS instance, by user. It holds no state another instance needs:
 * events reach every instance through the event bus and each hub sends to its own sockets.
 */
export function createSocketHub(options: SocketHubOptions = defaultHubOptions) {
  const byUser = new Map<number, Set<WebSocket>>();
  const alive = new WeakMap<WebSocket, boolean>();
  const revalidators = new WeakMap<WebSocket, () => Promise<void>>();

  function sendText(socket: WebSocket, text: string): boolean {
    if (socket.readyState !== socket.OPEN) return false;
    if (socket.bufferedAmount > options.maxBufferedBytes) {
      socket.terminate();
      return false;
    }
    socket.send(text);
    return true;
  }

  const sweep = setInterval(() => {
    for (const sockets of byUser.values()) {
      for (const socket of sockets) {
        if (alive.get(socket) === false) {
          socket.terminate();
          continue;
        }
        alive.set(socket, false);
        if (socket.readyState === socket.OPEN) socket.ping();
      }
    }
  }, options.pingIntervalMs);
  sweep.unref();

  return {
    /**
     * Adds a socket of a user; false (and nothing added) when the user already holds the maximum.
     * `revalidate` checks the socket's session again and closes the socket when it ended.
     */
    add(userId: number, socket: WebSocket, revalidate?: () => Promise<void>): boolean {
      const sockets = byUser.get(userId) ?? new Set<WebSocket>();
      if (sockets.size >= options.maxPerUser) return false;
      byUser.set(userId, sockets);
      sockets.add(socket);
      alive.set(socket, true);
      if (revalidate) revalidators.set(socket, revalidate);
      socket.on('pong', () => alive.set(socket, true));
      socket.once('close', () => {
        sockets.delete(socket);
        if (sockets.size === 0 && byUser.get(userId) === sockets) byUser.delete(userId);
      });
      return true;
    },
    /** Notes that a socket showed life (any message counts as much as a pong). */
    touch(socket: WebSocket) {
      alive.set(socket, true);
    },
    /** Sends to every socket of one user; returns how many got it. */
    sendToUser(userId: number, message: object): number {
      const text = JSON.stringify(message);
      let sent = 0;
      for (const socket of byUser.get(userId) ?? []) if (sendText(socket, text)) sent += 1;
      return sent;
    },
    /** Sends to every socket of this instance. */
    broadcast(message: object): number {
      const text = JSON.stringify(message);
      let sent = 0;
      for (const sockets of byUser.values()) for (const socket of sockets) if (sendText(socket, text)) sent += 1;
      return sent;
    },
    /**
     * Checks the session of every socket of one user again (a session of the user ended on some instance);
     * those whose session ended close themselves. Returns how many sockets were checked.
     */
    async revalidateUser(userId: number): Promise<number> {
      const checks = [...(byUser.get(userId) ?? [])].map((socket) => revalidators.get(socket)).filter((f) => !!f);
      await Promise.all(checks.map((check) => check()));
      return checks.length;
    },
    /** Users with at least one open socket here. */
    userIds: (): number[] => [...byUser.keys()],
    size(): number {
      let n = 0;
      for (const sockets of byUser.values()) n += sockets.size;
      return n;
    },
    close(code = 1001, reason = 'server shutting down') {
      clearInterval(sweep);
      for (const sockets of byUser.values()) for (const socket of sockets) socket.close(code, reason);
      byUser.clear();
    },
  };
}
export type SocketHub = ReturnType<typeof createSocketHub>;
