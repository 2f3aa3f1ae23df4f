import { EventEmitter } from 'node:events';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { channels, createEventBus } from '../src/plugins/event-bus.js';
import { createSocketHub } from '../src/plugins/socket-hub.js';
import { createTestDatabase } from './test-database.js';

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** Waits (bounded) until check() is true. */
async function until(check: () => boolean, ms = 3000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('event bus over LISTEN/NOTIFY', () => {
  it('delivers published events to every subscriber, parsed, and stops after unsubscribe', async () => {
    const bus = createEventBus(database);
    const got: unknown[] = [];
    const other: unknown[] = [];
    const stop = await bus.subscribe(channels.announcements, (p) => void got.push(p));
    await bus.subscribe(channels.announcements, (p) => void other.push(p));
    await bus.publish(channels.announcements, { type: 'x', n: 1, text: '中文 "quoted" \'single\'' });
    await until(() => got.length === 1 && other.length === 1);
    expect(got[0]).toEqual({ type: 'x', n: 1, text: '中文 "quoted" \'single\'' });
    stop();
    await bus.publish(channels.announcements, { n: 2 });
    await until(() => other.length === 2);
    expect(got).toHaveLength(1);
    await bus.close();
  });

  it('keeps delivering when one subscriber throws, and reports the error', async () => {
    const errors: unknown[] = [];
    const bus = createEventBus(database, (e) => void errors.push(e));
    const got: unknown[] = [];
    await bus.subscribe(channels.announcements, () => {
      throw new Error('boom');
    });
    await bus.subscribe(channels.announcements, (p) => void got.push(p));
    await bus.publish(channels.announcements, { n: 1 });
    await until(() => got.length === 1 && errors.length === 1);
    expect((errors[0] as Error).message).toBe('boom');
    await bus.close();
  });

  it('refuses payloads NOTIFY cannot carry, and bad channel names', async () => {
    const bus = createEventBus(database);
    await expect(bus.publish(channels.announcements, { text: 'x'.repeat(8000) })).rejects.toThrow(/too large/);
    await expect(database.notify('bad channel; drop table users', '{}')).rejects.toThrow(
      /Invalid notification channel/,
    );
    await bus.close();
  });

  it.runIf(process.env.DB_ENGINE === 'postgres')('listens again after its connection drops', async () => {
    const bus = createEventBus(database);
    const got: unknown[] = [];
    await bus.subscribe(channels.announcements, (p) => void got.push(p));
    const admin = new pg.Client({ connectionString: database.engineUrl });
    await admin.connect();
    try {
      const killed = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where application_name = 'csp-listener' and datname = current_database()`,
      );
      expect(killed.rowCount).toBeGreaterThan(0);
      // Publish until the re-opened listener hears it (bounded: about 3 s).
      for (let i = 0; i < 30 && got.length === 0; i++) {
        await bus.publish(channels.announcements, { attempt: i });
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(got.length).toBeGreaterThan(0);
    } finally {
      await admin.end();
      await bus.close();
    }
  });
});

/** A stand-in for a ws socket: enough for the hub (state, ping/pong, send, close). */
class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  bufferedAmount = 0;
  sent: string[] = [];
  terminated = false;
  answersPing = true;
  ping() {
    if (this.answersPing) setImmediate(() => this.emit('pong'));
  }
  send(text: string) {
    this.sent.push(text);
  }
  terminate() {
    this.terminated = true;
    this.readyState = 3;
    this.emit('close');
  }
  close() {
    this.terminate();
  }
}
const fake = () => new FakeSocket() as FakeSocket & WebSocket;

describe('socket hub', () => {
  it('sends to one user’s sockets or to all, and forgets closed sockets', () => {
    const hub = createSocketHub({ maxPerUser: 2, pingIntervalMs: 60_000, maxBufferedBytes: 1000 });
    const [a1, a2, b1] = [fake(), fake(), fake()];
    expect([hub.add(1, a1), hub.add(1, a2), hub.add(2, b1)]).toEqual([true, true, true]);
    expect(hub.add(1, fake())).toBe(false);
    expect(hub.sendToUser(1, { cmd: 'user' })).toBe(2);
    expect(b1.sent).toEqual([]);
    expect(hub.broadcast({ cmd: 'topic' })).toBe(3);
    a1.terminate();
    expect(hub.size()).toBe(2);
    b1.terminate();
    expect(hub.userIds()).toEqual([1]);
    hub.close();
  });

  it('drops sockets that stop answering pings and sockets that stop reading', async () => {
    const hub = createSocketHub({ maxPerUser: 5, pingIntervalMs: 20, maxBufferedBytes: 1000 });
    const [healthy, silent, slow] = [fake(), fake(), fake()];
    silent.answersPing = false;
    for (const s of [healthy, silent, slow]) hub.add(7, s);
    await until(() => silent.terminated, 2000);
    expect(healthy.terminated).toBe(false);
    slow.bufferedAmount = 5000;
    expect(hub.sendToUser(7, { cmd: 'user' })).toBe(1);
    expect(slow.terminated).toBe(true);
    expect(hub.size()).toBe(1);
    hub.close();
  });
});
