import { describe, expect, it, vi } from 'vitest';
import { compareSnapshots, versionsFromStored, versionsFromValueLogs } from '../src/modules/datalog/versions.js';
import { traceUrl } from '../src/modules/monitor/request-trace.js';
import { RingBuffer } from '../src/modules/monitor/ring-buffer.js';
import { opLogRecorder } from '../src/modules/oplog/oplog.recorder.js';
import type { OpLogInsert } from '../src/modules/oplog/oplog.repository.js';
import { routeParts } from '../src/modules/oplog/route-parts.js';
import { summarizeRequest } from '../src/modules/oplog/summary.js';

const row = (n: number): OpLogInsert => ({
  username: `u${n}`,
  method: 'POST',
  route: '/api/x',
  module: 'x',
  action: 'add',
  requestId: String(n),
  durationMs: 1,
  status: 200,
  result: 'success',
});

describe('operation log pieces', () => {
  it('summarizes a write without secrets, credentials in URLs, long text or deep nesting', () => {
    const summary = summarizeRequest({
      params: {},
      query: { id: '7' },
      body: {
        username: 'ann',
        password: 'p',
        smtpPassword: 'p',
        captcha: 'abcd',
        checkKey: 'k',
        accessToken: 't',
        client_secret: 's',
        url: 'postgres://app:hunter2@db:5432/x',
        text: 'x'.repeat(500),
        list: Array.from({ length: 15 }, (_, i) => i),
        deep: { a: { b: { c: { d: 1 } } } },
      },
    });
    expect(summary).toEqual({
      query: { id: '7' },
      body: {
        username: 'ann',
        password: '[redacted]',
        smtpPassword: '[redacted]',
        captcha: '[redacted]',
        checkKey: '[redacted]',
        accessToken: '[redacted]',
        client_secret: '[redacted]',
        url: 'postgres://[redacted]@db:5432/x',
        text: `${'x'.repeat(120)}… (500 chars)`,
        list: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, '… 5 more'],
        deep: { a: { b: '{…}' } },
      },
    });
    expect(summarizeRequest({ params: {}, query: {}, body: undefined })).toBeNull();
    const big = summarizeRequest({
      body: Object.fromEntries(Array.from({ length: 29 }, (_, i) => [`k${i}`, 'y'.repeat(119)])),
    });
    expect(big).toHaveProperty('truncated');
  });

  it('names module and action from the route pattern', () => {
    expect(routeParts('/api/sys/user/add', '/api', 'POST')).toEqual({ module: 'user', action: 'add' });
    expect(routeParts('/api/sys/logout', '/api', 'POST')).toEqual({ module: 'sys', action: 'logout' });
    expect(routeParts('/api/series/citySerSeries/edit', '/api', 'PUT')).toEqual({
      module: 'series/citySerSeries',
      action: 'edit',
    });
    expect(routeParts('/api/things/:id', '/api', 'DELETE')).toEqual({ module: 'things', action: 'delete' });
    expect(routeParts('/api/sys/user/check/email/:id', '/api', 'POST')).toEqual({
      module: 'user/check',
      action: 'email',
    });
  });

  it('buffers rows and writes them in batches a moment later, when a batch is full, and on close', async () => {
    vi.useFakeTimers();
    try {
      const batches: OpLogInsert[][] = [];
      const recorder = opLogRecorder({
        write: async (rows) => {
          batches.push(rows);
        },
        onError: () => undefined,
        flushMs: 1000,
        batchSize: 3,
      });
      recorder.add(row(1));
      recorder.add(row(2));
      expect(batches).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1000);
      expect(batches.map((b) => b.length)).toEqual([2]);
      for (const n of [3, 4, 5, 6]) recorder.add(row(n));
      await vi.advanceTimersByTimeAsync(0);
      // A full batch starts a write at once; the drain takes what came meanwhile too.
      expect(batches.map((b) => b.length)).toEqual([2, 3, 1]);
      recorder.add(row(7));
      expect(recorder.buffered).toBe(1);
      await recorder.close();
      expect(batches.map((b) => b.length)).toEqual([2, 3, 1, 1]);
      recorder.add(row(8));
      await vi.advanceTimersByTimeAsync(0);
      expect(batches.map((b) => b.length)).toEqual([2, 3, 1, 1, 1]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps going when a batch cannot be written, and bounds what it holds', async () => {
    const lost: number[] = [];
    const recorder = opLogRecorder({
      write: async () => {
        throw new Error('database away');
      },
      onError: (_e, n) => lost.push(n),
      maxBuffered: 2,
      batchSize: 100,
    });
    recorder.add(row(1));
    recorder.add(row(2));
    recorder.add(row(3));
    expect(lost).toEqual([1]);
    await recorder.flush();
    expect(lost).toEqual([1, 2]);
    expect(recorder.buffered).toBe(0);
  });
});

describe('monitoring pieces', () => {
  it('keeps the newest items of a ring buffer', () => {
    const ring = new RingBuffer<number>(3);
    expect(ring.newestFirst()).toEqual([]);
    for (const n of [1, 2, 3, 4, 5]) ring.push(n);
    expect(ring.newestFirst()).toEqual([5, 4, 3]);
    expect(ring.length).toBe(3);
    expect(() => new RingBuffer(0)).toThrow();
  });

  it('hides secret query values in traced URLs', () => {
    expect(traceUrl('/websocket/1?token=abc&x=1')).toBe('/websocket/1?token=[redacted]&x=1');
    expect(traceUrl('/api/a?password=p&captcha=c&pageNo=2')).toBe(
      '/api/a?password=[redacted]&captcha=[redacted]&pageNo=2',
    );
    expect(traceUrl(`/a?q=${'z'.repeat(400)}`)).toHaveLength(301);
  });
});

describe('data log versions', () => {
  const at = (n: number) => new Date(Date.UTC(2025, 0, n));
  it('numbers stored versions, with the state before the first change as version 0', () => {
    const versions = versionsFromStored([
      {
        action: 'update',
        before: { name: 'a' },
        after: { name: 'b' },
        userId: 5,
        username: 'ed',
        requestId: 'r1',
        createdAt: at(1),
      },
      {
        action: 'delete',
        before: { name: 'b' },
        after: null,
        userId: 5,
        username: 'ed',
        requestId: 'r2',
        createdAt: at(2),
      },
    ]);
    expect(versions.map((v) => [v.version, v.action, v.snapshot])).toEqual([
      [0, 'baseline', { name: 'a' }],
      [1, 'update', { name: 'b' }],
      [2, 'delete', null],
    ]);
    expect(versions[1]).toMatchObject({ userId: '5', username: 'ed', requestId: 'r1', time: at(1).toISOString() });
  });

  it('replays a data value from its change log', () => {
    const log = (logType: string, oldValue: number | null, newValue: number | null, note: string | null = null) => ({
      logType,
      oldValue,
      newValue,
      note,
      userId: 1,
      username: 'ed',
      createdAt: at(3),
    });
    const place = { series: '1100 GDP', economy: 'China', city: null, year: 2020 };
    const versions = versionsFromValueLogs(
      [log('create', null, 10), log('submit', null, 10), log('logReject', null, 10, 'too high'), log('update', 10, 8)],
      place,
    );
    expect(versions.map((v) => [v.version, v.snapshot?.value, v.snapshot?.status, v.snapshot?.rejectReason])).toEqual([
      [1, 10, 'pending', null],
      [2, 10, 'canExamine', null],
      [3, 10, 'reject', 'too high'],
      [4, 8, 'pending', null],
    ]);
    const seeded = versionsFromValueLogs([log('unpublish', null, 3), log('delete', 3, null)], place);
    expect(seeded.map((v) => [v.version, v.snapshot?.status ?? null])).toEqual([
      [0, 'published'],
      [1, 'canPublish'],
      [2, null],
    ]);
    expect(seeded[2]?.snapshot).toBeNull();
  });

  it('compares two snapshots field by field', () => {
    expect(compareSnapshots({ a: 1, b: 'x', c: { d: 1 } }, { a: 2, b: 'x', e: true })).toEqual([
      { field: 'a', left: '1', right: '2', changed: true },
      { field: 'b', left: 'x', right: 'x', changed: false },
      { field: 'c', left: '{"d":1}', right: null, changed: true },
      { field: 'e', left: null, right: 'true', changed: true },
    ]);
    expect(compareSnapshots(null, { a: 1 })).toEqual([{ field: 'a', left: null, right: '1', changed: true }]);
  });
});
