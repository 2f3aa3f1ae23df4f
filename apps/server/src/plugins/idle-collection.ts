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
  /** At most this much change of the used heap between two looks (bytes) counts as idle. */
  idleBytes?: number;
  /** At least this long between two idle collections (ms). */
  minIntervalMs?: number;
  /** Test seams: the collector, the heap's figures and the clock. */
  collect?: Collector;
  heap?: () => HeapFigures;
  now?: () => number;
}

const young = new Set(['new_space', 'new_large_object_space']);

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
 * Once a second the heap's figures are read (no per-request work). When the used heap moved less than `idleBytes`
 * since the last look (nothing is being served) and either it grew `minBytes` since the last collection or that
 * much of the old generation's pages are unused, one last-resort collection runs: V8 collects until nothing more is
 * freed, shrinks the young generation and returns its pooled pages to the system (what its memory reducer does;
 * a plain `gc()` keeps them pooled). It pauses the server for ~100-200 ms, hence only when idle, once per quiet
 * spell and at most once per `minIntervalMs`. Off when the process was started without `--expose-gc`.
 */
export function registerIdleCollection(app: FastifyInstance, options: IdleCollectionOptions = {}) {
  const collect = options.collect ?? (globalThis as { gc?: Collector }).gc;
  if (typeof collect !== 'function') return;
  const heap = options.heap ?? v8Heap;
  const now = options.now ?? Date.now;
  const min = options.minBytes ?? 64 * 1024 * 1024;
  const idle = options.idleBytes ?? 2 * 1024 * 1024;
  const minInterval = options.minIntervalMs ?? 30_000;
  let afterCollection = heap().used;
  let last = afterCollection;
  let collectedAt = Number.NEGATIVE_INFINITY;
  let collectedThisSpell = false;
  const timer = setInterval(() => {
    const { used, slack } = heap();
    const quiet = Math.abs(used - last) < idle;
    last = used;
    if (used < afterCollection) afterCollection = used; // V8 collected on its own
    if (!quiet) {
      collectedThisSpell = false;
      return;
    }
    if (collectedThisSpell || now() - collectedAt < minInterval) return;
    if (used - afterCollection < min && slack < min) return;
    collect({ type: 'major', execution: 'sync', flavor: 'last-resort' });
    collectedThisSpell = true;
    collectedAt = now();
    afterCollection = last = heap().used; // the collection's own change is not activity
  }, options.everyMs ?? 1000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
