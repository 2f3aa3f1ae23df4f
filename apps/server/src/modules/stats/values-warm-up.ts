import type { Catalogue, CatalogueCache } from './catalogue.js';
import { needsOf } from './compute.js';
import type { PublishedValues, StoredType } from './published-values.js';

export interface ValuesWarmUpDeps {
  catalogues: CatalogueCache;
  published: PublishedValues;
  /** Told when a read fails (the warm-up then stops until it is scheduled again). */
  onError?: (error: unknown) => void;
}

/**
 * The stored types a public chart of an open series can read: each open series' stored types and the stored
 * sources of its computed types (which may belong to other series), in series order, each once.
 */
export function publicStoredTypes(cat: Catalogue): StoredType[] {
  const out = new Map<number, StoredType>();
  for (const series of cat.series.values()) {
    if (!series.open) continue;
    for (const type of cat.graph.typesOf(series.id)) {
      let leaves: number[];
      try {
        leaves = [...needsOf(type, 2000, 2000, cat.graph).leaves.keys()]; // which types, whatever the years
      } catch {
        continue; // a formula that cannot be computed: its chart reads nothing
      }
      for (const typeId of leaves) {
        const seriesId = cat.graph.type(typeId)?.seriesId;
        if (seriesId !== undefined && !out.has(typeId)) out.set(typeId, { typeId, seriesId });
      }
    }
  }
  return [...out.values()];
}

/**
 * Reads the published values of every public series into memory in the background, one stored type at a time,
 * after a start and after each publication change (which drops the values it touched), so the first chart of a
 * series does not wait for its read. It stops at three quarters of `CHART_VALUES_MEMORY_MB` (queries keep the
 * rest), starts over when the version moves while it runs, and never runs twice at once.
 */
export function valuesWarmUp(deps: ValuesWarmUpDeps) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let closed = false;

  async function run() {
    const version = await deps.catalogues.version();
    const types = publicStoredTypes(await deps.catalogues.get(version));
    for (const type of types) {
      if (closed) return;
      if ((await deps.catalogues.version()) !== version) {
        again = true; // a newer version: its values are read from the start
        return;
      }
      if (!(await deps.published.preload(version, type))) return; // memory share reached, or the version moved
    }
  }

  function start() {
    timer = undefined;
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    running = run()
      .catch((error: unknown) => deps.onError?.(error))
      .finally(() => {
        running = undefined;
        if (again && !closed) {
          again = false;
          schedule(0);
        }
      });
  }

  /** Runs a warm-up after `delayMs` (a later call moves it; changes in quick succession lead to one run). */
  function schedule(delayMs: number) {
    if (closed) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(start, delayMs);
    timer.unref();
  }

  return {
    schedule,
    /** What it is doing now. */
    state: (): 'idle' | 'scheduled' | 'running' => (running ? 'running' : timer ? 'scheduled' : 'idle'),
    /** Resolves when no warm-up is running or scheduled (tests). */
    async idle() {
      while (timer || running) await (running ?? new Promise((r) => setTimeout(r, 5)));
    },
    /** Stops: no new run starts, and the running one ends after its current read. */
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
export type ValuesWarmUp = ReturnType<typeof valuesWarmUp>;
