import type { ObservationStatus } from '@csp/contract';
import type { LeafRange, PlaceSeriesRow } from './chart.repository.js';
import type { YearValues } from './compute.js';
import type { ChangedSeries } from './publication-signal.js';
import { ValueBlock } from './value-block.js';
import { versionedLru } from './versioned-lru.js';

export { placeKey } from './value-block.js';

export interface PublishedValuesOptions {
  /** Most bytes of values held (blocks beyond it are evicted, least recently used first). */
  maxBytes?: number;
  /** Most types read from the database at once (default `defaultReadsAtOnce`); others wait their turn. */
  readsAtOnce?: number;
}

/**
 * Types read at once. The first charts after a start may ask for hundreds of types together: read 16 or 32 at a
 * time, the results' socket buffers and rows pile up faster than the garbage collector frees them and glibc's
 * heap grows to hold them, and keeps what it grew (the bench's 10.3 M values in a bare process, 32 at a time:
 * malloc heap 76-83 MB and RSS 349-361 MB at the end; two at a time 37 MB and 287 MB; one at a time 33 MB and
 * 219 MB). Two keep the database busy while the server builds a block (bench/README.md "Session 13").
 */
export const defaultReadsAtOnce = 2;

/** `fn` run at most `most` times at once; further calls wait in order. */
function atMost<A extends unknown[], T>(most: number, fn: (...args: A) => Promise<T>) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (...args: A): Promise<T> => {
    if (running < most) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await fn(...args);
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

/** A stored statistical type and its series. */
export type StoredType = Pick<LeafRange, 'typeId' | 'seriesId'>;

/** The stored values of a type at a place (by place key), or undefined when it has none. */
export interface StoredLookup {
  (typeId: number, placeKey: string): YearValues | undefined;
  /**
   * The observation statuses of those values by year (undefined when none carries one); only held values have
   * them (`value-block.ts`), values read from the database for the back office do not.
   */
  flags?: (typeId: number, placeKey: string) => ReadonlyMap<number, ObservationStatus> | undefined;
}

/** Looks up the values of the given types (each over its years) in their blocks; a chart reads one to a few. */
function lookupOf(leaves: LeafRange[], found: ValueBlock[]): StoredLookup {
  const values: StoredLookup = (typeId, key) => {
    const i = leaves.findIndex((leaf) => leaf.typeId === typeId);
    const leaf = leaves[i];
    return leaf && found[i]?.span(key, leaf.from, leaf.to);
  };
  values.flags = (typeId, key) => found[leaves.findIndex((leaf) => leaf.typeId === typeId)]?.flagsOf(key);
  return values;
}

/**
 * The published values the public chart reads, held in memory per stored type for ONE publication version
 * (`versioned-lru.ts`). A cold chart query (places and series never asked together before) is then answered
 * without a database round trip once its types have been read: the first query of a type after a start or a
 * publication change reads that type's published values in one statement (`load`), concurrent first queries
 * share it, and a publication change drops the blocks of the series it touched (every block when that is not
 * known: `changed`), so no block outlives the data it was read from.
 * Only published values are ever loaded (`publishedBlockReader`); back-office reads of other statuses
 * go to the database every time.
 */
export function publishedValues(
  load: (typeId: number, seriesId: number) => Promise<PlaceSeriesRow[]>,
  options: PublishedValuesOptions = {},
) {
  const maxBytes = options.maxBytes ?? 256 * 1024 * 1024;
  const read = atMost(Math.max(1, options.readsAtOnce ?? defaultReadsAtOnce), load);
  const blocks = versionedLru<ValueBlock>({
    maxEntries: 100_000,
    maxSize: maxBytes,
    sizeOf: (_key, block) => block.bytes,
  });

  // Keyed `<seriesId>:<typeId>`, so a change can be matched to the series it touched.
  const keyOf = (leaf: StoredType) => `${leaf.seriesId}:${leaf.typeId}`;
  const block = (version: number, leaf: StoredType) =>
    blocks.shared(version, keyOf(leaf), async () => new ValueBlock(await read(leaf.typeId, leaf.seriesId)));
  const seriesOf = (key: string) => Number(key.slice(0, key.indexOf(':')));

  return {
    /**
     * The published values of the given stored types, each over its years, looked up by type and place key:
     * `c<cityId>` for a city's own figures, `e<countryId>` for an economy-level one.
     */
    async values(version: number, leaves: LeafRange[]): Promise<StoredLookup> {
      // Missing blocks are read together; held ones come back from `shared` at once.
      return lookupOf(leaves, await Promise.all(leaves.map((leaf) => block(version, leaf))));
    },
    /** The same when every block is held already (nothing to wait for: `values` then), else undefined. */
    held(version: number, leaves: LeafRange[]): StoredLookup | undefined {
      const held: ValueBlock[] = [];
      for (const leaf of leaves) {
        const found = blocks.get(version, keyOf(leaf));
        if (!found) return undefined;
        held.push(found);
      }
      return lookupOf(leaves, held);
    },
    /**
     * Reads a stored type's values ahead of any query (`values-warm-up.ts`), unless they are held already or the
     * held values have reached `share` of their memory bound (a warm-up never evicts what queries asked for).
     * True when the type's values are held at `version` afterwards.
     */
    async preload(version: number, type: StoredType, share = 0.75): Promise<boolean> {
      if (blocks.has(version, keyOf(type))) return true;
      if (blocks.stats().size >= maxBytes * share) return false;
      await block(version, type);
      return blocks.has(version, keyOf(type));
    },
    /**
     * The publication moved to `version`, touching the published values of `series` only: the blocks of other
     * series stay (they are still exact); 'all' drops everything (`publication-version.ts` onChange).
     */
    changed(version: number, series: ChangedSeries) {
      const touched = series === 'all' ? undefined : new Set(series);
      blocks.advance(version, (key) => touched !== undefined && !touched.has(seriesOf(key)));
    },
    stats: () => {
      const s = blocks.stats();
      return { version: s.version, blocks: s.entries, bytes: s.size, limitBytes: maxBytes };
    },
  };
}
export type PublishedValues = ReturnType<typeof publishedValues>;
