import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  isReloadMessage,
  NOTICE_HEARTBEAT_MS,
  NOTICE_RECONNECT_MS,
  noticeSocketUrl,
  openNoticeChannel,
  SESSION_ENDED_CLOSE_CODE,
  type SocketLike,
} from './notice-channel';

class FakeSocket implements SocketLike {
  sent: string[] = [];
  closed = false;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onerror: SocketLike['onerror'] = null;
  onclose: SocketLike['onclose'] = null;
  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {}
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
  }
  open() {
    this.onopen?.({});
  }
  receive(data: unknown) {
    this.onmessage?.({ data: typeof data === 'string' ? data : JSON.stringify(data) });
  }
}

function setup() {
  const sockets: FakeSocket[] = [];
  const onReload = vi.fn();
  const onConnectedChange = vi.fn();
  const onSessionEnded = vi.fn();
  const channel = openNoticeChannel({
    url: 'ws://host/websocket/7',
    token: 'tok_en-1',
    onReload,
    onConnectedChange,
    onSessionEnded,
    createSocket: (url, protocols) => {
      const socket = new FakeSocket(url, protocols);
      sockets.push(socket);
      return socket;
    },
  });
  const last = () => sockets.at(-1) as FakeSocket;
  return { sockets, last, onReload, onConnectedChange, onSessionEnded, channel };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('notice channel (SPEC §4, §7, §9)', () => {
  it('builds the socket address from the page origin', () => {
    expect(noticeSocketUrl('http://localhost:8080', '42')).toBe('ws://localhost:8080/websocket/42');
    expect(noticeSocketUrl('https://stats.example.org/', '1')).toBe('wss://stats.example.org/websocket/1');
  });

  it('recognises the reload commands only', () => {
    expect(isReloadMessage('{"cmd":"topic","msgId":"1","msgTxt":"t"}')).toBe(true);
    expect(isReloadMessage('{"cmd":"user","msgTxt":"t"}')).toBe(true);
    expect(isReloadMessage('{"cmd":"heartcheck","msgTxt":"心跳响应"}')).toBe(false);
    expect(isReloadMessage('not json')).toBe(false);
    expect(isReloadMessage('null')).toBe(false);
    expect(isReloadMessage(new ArrayBuffer(2))).toBe(false);
  });

  it('connects with the token as the subprotocol and reloads on topic and user messages', () => {
    const { last, onReload, onConnectedChange } = setup();
    expect(last().url).toBe('ws://host/websocket/7');
    expect(last().protocols).toEqual(['tok_en-1']);
    last().open();
    expect(onConnectedChange).toHaveBeenCalledWith(true);
    last().receive({ cmd: 'topic', msgId: '3', msgTxt: 'Hello' });
    last().receive({ cmd: 'user', msgId: '4', msgTxt: 'Hi' });
    last().receive({ cmd: 'heartcheck', msgTxt: '' });
    expect(onReload).toHaveBeenCalledTimes(2);
  });

  it('sends HeartBeat every 20 s while answers come', () => {
    const { last } = setup();
    last().open();
    vi.advanceTimersByTime(NOTICE_HEARTBEAT_MS - 1);
    expect(last().sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(last().sent).toEqual(['HeartBeat']);
    last().receive({ cmd: 'heartcheck', msgTxt: '' });
    vi.advanceTimersByTime(NOTICE_HEARTBEAT_MS);
    expect(last().sent).toEqual(['HeartBeat', 'HeartBeat']);
  });

  it('drops a link whose heartbeat is unanswered and connects again 5 s later', () => {
    const { sockets, last, onConnectedChange } = setup();
    last().open();
    vi.advanceTimersByTime(NOTICE_HEARTBEAT_MS * 2);
    expect(sockets[0]?.closed).toBe(true);
    expect(onConnectedChange).toHaveBeenLastCalledWith(false);
    vi.advanceTimersByTime(NOTICE_RECONNECT_MS - 1);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
  });

  it('reconnects once, 5 s after an error followed by a close', () => {
    const { sockets, last } = setup();
    last().open();
    const first = last();
    first.onerror?.({});
    first.onclose?.({});
    vi.advanceTimersByTime(NOTICE_RECONNECT_MS - 1);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(NOTICE_RECONNECT_MS * 3);
    expect(sockets).toHaveLength(2);
  });

  it('stops and says so when the server closes with 4001 (the session ended)', () => {
    const { sockets, last, onSessionEnded, onConnectedChange } = setup();
    last().open();
    last().onclose?.({ code: SESSION_ENDED_CLOSE_CODE, reason: 'tokenExpired' });
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    expect(onConnectedChange).toHaveBeenLastCalledWith(false);
    vi.advanceTimersByTime(NOTICE_RECONNECT_MS * 3);
    expect(sockets).toHaveLength(1);
  });

  it('reconnects after other close codes without saying the session ended', () => {
    const { sockets, last, onSessionEnded } = setup();
    last().open();
    last().onclose?.({ code: 1001, reason: 'server shutting down' });
    vi.advanceTimersByTime(NOTICE_RECONNECT_MS);
    expect(sockets).toHaveLength(2);
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('keeps trying every 5 s while the server refuses', () => {
    const { sockets, last } = setup();
    for (let attempt = 1; attempt <= 3; attempt++) {
      last().onclose?.({});
      vi.advanceTimersByTime(NOTICE_RECONNECT_MS);
      expect(sockets).toHaveLength(attempt + 1);
    }
  });

  it('stops: closes the socket, no heartbeat, no reconnection', () => {
    const { sockets, last, channel } = setup();
    last().open();
    channel.stop();
    expect(last().closed).toBe(true);
    vi.advanceTimersByTime(NOTICE_HEARTBEAT_MS * 3);
    expect(last().sent).toEqual([]);
    expect(sockets).toHaveLength(1);
  });

  it('cancels a pending reconnection when stopped', () => {
    const { sockets, last, channel } = setup();
    last().onclose?.({});
    channel.stop();
    vi.advanceTimersByTime(NOTICE_RECONNECT_MS * 2);
    expect(sockets).toHaveLength(1);
  });
});
