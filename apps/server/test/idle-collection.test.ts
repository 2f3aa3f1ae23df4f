import { spawnSync } from 'node:child_process';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type HeapFigures, registerIdleCollection } from '../src/plugins/idle-collection.js';

const MB = 1024 * 1024;

/**
 * A heap whose figures the test sets, an event loop busy or not (`loop.busy`), and a collector that counts its
 * calls (and empties the heap's garbage).
 */
function fakes(start: HeapFigures = { used: 130 * MB, slack: 0 }) {
  const heap = { ...start };
  const loop = { busy: 0.001 };
  const calls: unknown[] = [];
  return {
    heap,
    loop,
    calls,
    collect: (options: unknown) => {
      calls.push(options);
      heap.used = start.used;
      heap.slack = 0;
    },
  };
}

describe('idle collection (plugins/idle-collection.ts)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  async function appWith(f: ReturnType<typeof fakes>, minIntervalMs = 30_000) {
    const app = Fastify();
    registerIdleCollection(app, {
      collect: f.collect,
      heap: () => ({ ...f.heap }),
      busy: () => f.loop.busy,
      minIntervalMs,
    });
    await app.ready();
    return app;
  }

  it('never collects while the server is busy, however much garbage, once it goes idle with garbage', async () => {
    const f = fakes();
    const app = await appWith(f);
    // Under load: the loop busy 90 % of the time, garbage piling up (some looks see the same heap).
    f.loop.busy = 0.9;
    for (let second = 0; second < 20; second++) {
      if (second % 3 !== 0) f.heap.used += 20 * MB;
      await vi.advanceTimersByTimeAsync(1000);
    }
    expect(f.calls).toEqual([]);
    // The load stops: the next look sees an idle loop and the heap 260 MB above what the last collection left.
    f.loop.busy = 0.002;
    await vi.advanceTimersByTimeAsync(1000);
    expect(f.calls).toEqual([{ type: 'major', execution: 'sync', flavor: 'last-resort' }]);
    // Once per quiet spell: still quiet, nothing more.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(f.calls).toHaveLength(1);
    await app.close();
  });

  it('leaves a quiet heap with little garbage alone, and collects pages V8 kept after collecting on its own', async () => {
    const f = fakes();
    const app = await appWith(f);
    f.heap.used += 20 * MB; // a little garbage: below the 64 MB worth a collection
    await vi.advanceTimersByTimeAsync(5000);
    expect(f.calls).toEqual([]);
    // V8 collected by itself (used back down) but kept 200 MB of old-generation pages committed.
    f.heap.used = 131 * MB;
    f.heap.slack = 200 * MB;
    await vi.advanceTimersByTimeAsync(2000);
    expect(f.calls).toHaveLength(1);
    await app.close();
  });

  it('waits the minimum interval between two collections, and stops with the app', async () => {
    const f = fakes();
    const app = await appWith(f, 30_000);
    const burst = async () => {
      f.loop.busy = 0.8;
      for (let second = 0; second < 3; second++) {
        f.heap.used += 50 * MB;
        await vi.advanceTimersByTimeAsync(1000);
      }
      f.loop.busy = 0.001;
      await vi.advanceTimersByTimeAsync(2000);
    };
    await burst();
    expect(f.calls).toHaveLength(1);
    await burst(); // a second burst 5 s later: too soon
    expect(f.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(30_000); // quiet, and the interval has passed
    expect(f.calls).toHaveLength(2);
    await app.close();
    await burst();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(f.calls).toHaveLength(2);
  });

  it('is off without V8 collector (a process started without --expose-gc)', async () => {
    expect((globalThis as { gc?: unknown }).gc).toBeUndefined();
    const app = Fastify();
    registerIdleCollection(app);
    await app.ready();
    expect(vi.getTimerCount()).toBe(0);
    await app.close();
  });
});

describe('the server runtime', () => {
  it('starts the server with --expose-gc, and the collector takes the options the plugin passes', async () => {
    const { serverNodeArgs } = await import('../../../scripts/server-runtime.mjs');
    expect(serverNodeArgs).toContain('--expose-gc');
    // The real collector with these options in a process started as the server is: no error, memory given back.
    const probe = spawnSync(
      process.execPath,
      [
        '--expose-gc',
        '-e',
        "globalThis.gc({ type: 'major', execution: 'sync', flavor: 'last-resort' }); console.log('ok')",
      ],
      { encoding: 'utf8' },
    );
    expect(probe.stderr).toBe('');
    expect(probe.stdout.trim()).toBe('ok');
  });
});
