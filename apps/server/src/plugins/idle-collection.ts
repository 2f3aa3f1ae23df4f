import { performance } from 'node:perf_hooks';
import { getHeapSpaceStatistics } from 'node:v8';
import type { FastifyInstance } from 'fastify';

/** V8's collector as `--expose-gc` gives it (`scripts/server-runtime.mjs`); absent otherwise (tests, `tsx`). */
type Collector = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => unknown;

/** The heap's figures the decision needs (bytes). */
export interface HeapFigures {
  /** In use, young generation included. */
  used: number;
  /** Committed but unused outside the young generation (pages V8 keeps after collecting on its own). */
  slack: number;
}

export interface IdleCollectionOptions {
  /** How often the heap is looked at (ms). */
  everyMs?: number;
  /** Garbage (heap growth since the last collection) or slack (bytes) worth a collection. */
  minBytes?: number;
  /** At most this share of the time since the last look spent running JavaScript or I/O callbacks counts as idle. */
  maxBusy?: number;
  /** At least this long between two idle collections (ms). */
  minIntervalMs?: number;
  /** Test seams: the collector, the heap's figures, the event loop's busy share since the last call. */
  collect?: Collector;
  heap?: () => HeapFigures;
  busy?: () => number;
}

const young = new Set(['new_space', 'new_large_object_space']);

/** The event loop's utilization since the previous call (Node's `eventLoopUtilization`): 0 idle, 1 always busy. */
function loopBusy() {
  let last = performance.eventLoopUtilization();
  return () => {
    const now = performance.eventLoopUtilization();
    const busy = performance.eventLoopUtilization(now, last).utilization;
    last = now;
    return busy;
  };
}

function v8Heap(): HeapFigures {
  let used = 0;
  let slack = 0;
  for (const space of getHeapSpaceStatistics()) {
    used += space.space_used_size;
    if (!young.has(space.space_name)) slack += space.space_size - space.space_used_size;
  }
  return { used, slack };
}

/**
 * One full garbage collection when the server goes idle after a burst of work (issue 18). Under load, objects
 * alive when V8 collects the young generation are promoted to the old one (Node 24 promotes survivors at once):
 * the chart load promotes ~2.6 MB of short-lived replies every ~80 ms, the old generation fills with them up to
 * V8's limit (~650 MB), and V8's memory reducer gives the pages back only 8-20 s after the load (RSS ~790 MB
 * until then, ~280 MB after; bench/README.md "Session 14").
 *
 * Once a second the event loop's utilization and the heap's figures are read (no per-request work). When the loop
 * was busy less than `maxBusy` of the last second (nothing is being served) and either the used heap grew
 * `minBytes` since the last collection or that much of the old generation's pages are unused, one last-resort
 * collection runs: V8 collects until nothing more is freed, shrinks the young generation and returns its pooled
 * pages to the system (what its memory reducer does; a plain `gc()` keeps them pooled). It pauses the server for
 * ~100-200 ms, hence only when idle, once per quiet spell and at most once per `minIntervalMs`. Off when the process
 * was started without `--expose-gc`.
 */
export function registerIdleCollection(app: FastifyInstance, options: IdleCollectionOptions = {}) {
  const collect = options.collect ?? (globalThis as { gc?: Collector }).gc;
  if (typeof collect !== 'function') return;
  const heap = options.heap ?? v8Heap;
  const busy = options.busy ?? loopBusy();
  const min = options.minBytes ?? 64 * 1024 * 1024;
  const maxBusy = options.maxBusy ?? 0.05;
  const minInterval = options.minIntervalMs ?? 30_000;
  let afterCollection = heap().used;
  let collectedAt = Number.NEGATIVE_INFINITY;
  let collectedThisSpell = false;
  const timer = setInterval(() => {
    const quiet = busy() < maxBusy;
    const { used, slack } = heap();
    if (used < afterCollection) afterCollection = used; // V8 collected on its own
    if (!quiet) {
      collectedThisSpell = false;
      return;
    }
    if (collectedThisSpell || Date.now() - collectedAt < minInterval) return;
    if (used - afterCollection < min && slack < min) return;
    collect({ type: 'major', execution: 'sync', flavor: 'last-resort' });
    collectedThisSpell = true;
    collectedAt = Date.now();
    afterCollection = heap().used;
    busy(); // the collection's own time is not work
  }, options.everyMs ?? 1000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
