import { WebSocket } from 'ws';

export interface TestSocket {
  ws: WebSocket;
  /** The next text message (parsed as JSON when it is JSON), or a rejection after timeoutMs. */
  next(timeoutMs?: number): Promise<unknown>;
  /** Resolves no message arrives within ms (rejects if one does). */
  silentFor(ms: number): Promise<void>;
  closed: Promise<{ code: number; reason: string }>;
  close(): void;
}

/** Opens a websocket to a loopback server; rejects with the HTTP status when the upgrade is refused. */
export function openSocket(url: string, protocols?: string[], timeoutMs = 5000): Promise<TestSocket> {
  const { promise, resolve, reject } = Promise.withResolvers<TestSocket>();
  const ws = new WebSocket(url, protocols);
  const queue: unknown[] = [];
  const waiters: ((m: unknown) => void)[] = [];
  const closing = Promise.withResolvers<{ code: number; reason: string }>();
  ws.on('close', (code, reason) => closing.resolve({ code, reason: reason.toString() }));
  const closed = closing.promise;
  const timer = setTimeout(() => {
    ws.terminate();
    reject(new Error('socket open timed out'));
  }, timeoutMs);
  ws.on('message', (data) => {
    const text = String(data);
    let message: unknown = text;
    try {
      message = JSON.parse(text);
    } catch {
      /* plain text */
    }
    const waiter = waiters.shift();
    if (waiter) waiter(message);
    else queue.push(message);
  });
  ws.on('unexpected-response', (_req, res) => {
    clearTimeout(timer);
    reject(Object.assign(new Error(`refused with ${res.statusCode}`), { status: res.statusCode }));
    ws.terminate();
  });
  ws.on('error', (error) => {
    clearTimeout(timer);
    reject(error);
  });
  ws.on('open', () => {
    clearTimeout(timer);
    resolve({
      ws,
      closed,
      close: () => ws.close(),
      next(ms = 3000) {
        if (queue.length > 0) return Promise.resolve(queue.shift());
        return new Promise((res, rej) => {
          const t = setTimeout(() => {
            waiters.splice(waiters.indexOf(waiter), 1);
            rej(new Error(`no message within ${ms} ms`));
          }, ms);
          const waiter = (m: unknown) => {
            clearTimeout(t);
            res(m);
          };
          waiters.push(waiter);
        });
      },
      async silentFor(ms) {
        await new Promise((r) => setTimeout(r, ms));
        if (queue.length > 0) throw new Error(`unexpected message: ${JSON.stringify(queue[0])}`);
      },
    });
  });
  return promise;
}

/** The HTTP status a refused upgrade answered with. */
export async function refusedStatus(url: string, protocols?: string[]): Promise<number> {
  try {
    const socket = await openSocket(url, protocols);
    socket.close();
    return 101;
  } catch (error) {
    return (error as { status?: number }).status ?? -1;
  }
}
