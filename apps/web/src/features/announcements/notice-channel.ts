import { noticeCommands, noticeHeartbeatText } from '@csp/contract/core';

/** SPEC §9: notices polled every 6000 ms, the socket reconnects after 5 s, a heartbeat every 20 s. */
export const NOTICE_POLL_MS = 6000;
export const NOTICE_RECONNECT_MS = 5000;
export const NOTICE_HEARTBEAT_MS = 20_000;
/** The server closes a socket whose session ended (sign-out, password change, freeze, revoke) with 4001. */
export const SESSION_ENDED_CLOSE_CODE = 4001;

/** The part of a browser WebSocket the channel uses (a fake one in tests). */
export interface SocketLike {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onclose: ((event: unknown) => void) | null;
}
export type SocketFactory = (url: string, protocols: string[]) => SocketLike;

/** `{ws(s)://host}/websocket/{userId}` of the page's own origin (SPEC §7 "Live socket at {domain}"). */
export function noticeSocketUrl(origin: string, userId: string): string {
  const base = origin.replace(/^http(s?):\/\//i, (_, secure: string) => `ws${secure.toLowerCase()}://`);
  return `${base.replace(/\/+$/, '')}/websocket/${encodeURIComponent(userId)}`;
}

/** Whether a server message asks the bell to reload: `{ cmd: 'topic' | 'user', ... }`. */
export function isReloadMessage(data: unknown): boolean {
  if (typeof data !== 'string') return false;
  try {
    const cmd = (JSON.parse(data) as { cmd?: unknown } | null)?.cmd;
    return (noticeCommands as readonly unknown[]).includes(cmd);
  } catch {
    return false;
  }
}

export interface NoticeChannelOptions {
  url: string;
  /** The session token, sent as the first Sec-WebSocket-Protocol (it stays out of URLs and logs). */
  token: string;
  onReload: () => void;
  createSocket?: SocketFactory;
  heartbeatMs?: number;
  reconnectMs?: number;
  /** Told when the socket opens (true) or is lost (false). */
  onConnectedChange?: (connected: boolean) => void;
  /** Told when the server closed the socket because the session ended (4001); the channel stops. */
  onSessionEnded?: () => void;
}

export interface NoticeChannel {
  stop(): void;
}

const browserSocket: SocketFactory = (url, protocols) => new WebSocket(url, protocols) as unknown as SocketLike;

/**
 * The live notice channel (SPEC §4, §7): 'topic' and 'user' messages make the bell reload; 'HeartBeat'
 * goes out every 20 s, and a beat still unanswered at the next one counts as a dead link; after an error,
 * a close or a dead link the channel connects again 5 s later, until stopped. A close with 4001 (the
 * session ended) stops the channel and tells `onSessionEnded`.
 */
export function openNoticeChannel(options: NoticeChannelOptions): NoticeChannel {
  const createSocket = options.createSocket ?? browserSocket;
  const heartbeatMs = options.heartbeatMs ?? NOTICE_HEARTBEAT_MS;
  const reconnectMs = options.reconnectMs ?? NOTICE_RECONNECT_MS;
  let socket: SocketLike | null = null;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let reconnect: ReturnType<typeof setTimeout> | undefined;
  let unanswered = false;
  let stopped = false;

  /** Forgets the current socket (no more events from it) and closes it. */
  function release(): void {
    clearInterval(heartbeat);
    heartbeat = undefined;
    const old = socket;
    socket = null;
    if (!old) return;
    old.onopen = old.onmessage = old.onerror = old.onclose = null;
    try {
      old.close();
    } catch {
      /* already closed */
    }
  }

  function lost(): void {
    const wasOpen = heartbeat !== undefined;
    release();
    if (wasOpen) options.onConnectedChange?.(false);
    if (stopped || reconnect !== undefined) return;
    reconnect = setTimeout(() => {
      reconnect = undefined;
      connect();
    }, reconnectMs);
  }

  function beat(): void {
    if (unanswered) {
      lost();
      return;
    }
    unanswered = true;
    try {
      socket?.send(noticeHeartbeatText);
    } catch {
      lost();
    }
  }

  function connect(): void {
    if (stopped) return;
    let current: SocketLike;
    try {
      current = createSocket(options.url, [options.token]);
    } catch {
      lost();
      return;
    }
    socket = current;
    current.onopen = () => {
      unanswered = false;
      heartbeat = setInterval(beat, heartbeatMs);
      options.onConnectedChange?.(true);
    };
    current.onmessage = (event) => {
      unanswered = false;
      if (isReloadMessage(event.data)) options.onReload();
    };
    current.onerror = lost;
    current.onclose = (event) => {
      if ((event as { code?: unknown } | null)?.code !== SESSION_ENDED_CLOSE_CODE) return lost();
      // The session ended: connecting again would only be refused; the page goes back to sign-in.
      const wasOpen = heartbeat !== undefined;
      stopped = true;
      release();
      if (wasOpen) options.onConnectedChange?.(false);
      options.onSessionEnded?.();
    };
  }

  connect();
  return {
    stop() {
      stopped = true;
      clearTimeout(reconnect);
      reconnect = undefined;
      release();
    },
  };
}
