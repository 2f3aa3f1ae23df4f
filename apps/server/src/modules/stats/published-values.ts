import type { LeafRange, PlaceSeriesRow } from './chart.repository.js';
import type { YearValues } from './compute.js';
import type { ChangedSeries } from './publication-signal.js';
import { versionedLru } from './versioned-lru.js';

/**
 * The published values of one place for one stored type: its first year and one value a year (NaN: none), and
 * the same values as JSON text, written once when the block is read (`text`: the values joined by commas, NaN as
 * `null`; `ends[i]`: where value i's text ends), so that a chart slices its years' text instead of formatting
 * numbers on every request.
 */
interface PlaceValues {
  countryId: number;
  cityId: number | null;
  first: number;
  /** The last year with a value. */
  last: number;
  /** Whether some year between the first and the last has none (without gaps, counting needs no look). */
  gaps: boolean;
  values: Float64Array;
  text: string;
  ends: Uint32Array;
}

/** Every published value of one stored type: the cities' own figures and the economy-level ones. */
export interface ValueBlock {
  /** By place key: `c<cityId>` or `e<countryId>`. */
  places: Map<string, PlaceValues>;
  /** Bytes held, roughly (values plus a per-place overhead). */
  bytes: number;
}

export interface PublishedValuesOptions {
  /** Most bytes of values held (blocks beyond it are evicted, least recently used first). */
  maxBytes?: number;
}

/** What a place costs besides its values and their text (its object, key and map entry), roughly. */
const perPlaceBytes = 200;

/** A stored statistical type and its series. */
export type StoredType = Pick<LeafRange, 'typeId' | 'seriesId'>;

/** The key of a place in held values: `c<cityId>` for a city's own figures, `e<countryId>` for an economy's. */
export const placeKey = (countryId: number, cityId: number | null) =>
  cityId === null ? `e${countryId}` : `c${cityId}`;

/** The stored values of a type at a place (by place key), or undefined when it has none. */
export type StoredLookup = (typeId: number, placeKey: string) => YearValues | undefined;

/**
 * The values of one place over a span of years, read in place from a held block: a read-only map year → value
 * that copies nothing (a chart asks for a few places of blocks holding hundreds).
 */
class YearSpan implements ReadonlyMap<number, number> {
  constructor(
    private readonly held: PlaceValues,
    private readonly from: number,
    private readonly to: number,
  ) {}

  /** The JSON array of the values from `from` to `to` (null where none), cut from the place's text. */
  json(from: number, to: number): string {
    if (to < from) return '[]';
    const { first, last, text, ends } = this.held;
    const a = Math.max(from, this.from, first);
    const b = Math.min(to, this.to, last);
    if (a > b) return `[${nulls(to - from + 1)}]`;
    const start = a === first ? 0 : (ends[a - first - 1] as number) + 1;
    const cut = text.slice(start, ends[b - first]);
    return `[${a > from ? `${nulls(a - from)},` : ''}${cut}${b < to ? `,${nulls(to - b)}` : ''}]`;
  }

  get(year: number): number | undefined {
    if (year < this.from || year > this.to) return undefined;
    const value = this.held.values[year - this.held.first];
    return value === undefined || Number.isNaN(value) ? undefined : value;
  }

  has(year: number): boolean {
    return this.get(year) !== undefined;
  }

  get size(): number {
    const { values, first, last, gaps } = this.held;
    const a = Math.max(this.from, first);
    const b = Math.min(this.to, last);
    if (!gaps) return Math.max(0, b - a + 1);
    let n = 0;
    for (let year = a; year <= b; year++) if (!Number.isNaN(values[year - first])) n++;
    return n;
  }

  *entries(): MapIterator<[number, number]> {
    for (let year = this.from; year <= this.to; year++) {
      const value = this.get(year);
      if (value !== undefined) yield [year, value];
    }
  }

  *keys(): MapIterator<number> {
    for (const [year] of this.entries()) yield year;
  }

  *values(): MapIterator<number> {
    for (const [, value] of this.entries()) yield value;
  }

  forEach(fn: (value: number, year: number, map: ReadonlyMap<number, number>) => void): void {
    for (const [year, value] of this.entries()) fn(value, year, this);
  }

  [Symbol.iterator]() {
    return this.entries();
  }
}

/** `n` JSON nulls, comma-separated. */
const nulls = (n: number) => 'null,'.repeat(n - 1).concat('null');

/** The values as JSON text (as JSON.stringify writes each: NaN, none, as null) and where each one's text ends. */
function valuesText(values: Float64Array) {
  const ends = new Uint32Array(values.length);
  const parts: string[] = [];
  let end = -1;
  for (let i = 0; i < values.length; i++) {
    const value = values[i] as number;
    const part = Number.isNaN(value) ? 'null' : JSON.stringify(value);
    parts.push(part);
    end += part.length + 1;
    ends[i] = end;
  }
  // Joined, not added up: `join` makes one flat string, which a chart slices without copying (a string built by
  // `+=` is a tree of pieces that the first slice would have to flatten, on the request's time).
  return { text: parts.join(','), ends };
}

/** Builds a block from its places' values (years in any order). */
export function buildBlock(rows: PlaceSeriesRow[]): ValueBlock {
  const places = new Map<string, PlaceValues>();
  let bytes = 0;
  for (const r of rows) {
    if (r.years.length === 0) continue;
    let first = Number.POSITIVE_INFINITY;
    let last = Number.NEGATIVE_INFINITY;
    for (const year of r.years) {
      if (year < first) first = year;
      if (year > last) last = year;
    }
    const values = new Float64Array(last - first + 1).fill(Number.NaN);
    r.years.forEach((year, i) => {
      values[year - first] = r.values[i] as number;
    });
    const cityId = r.cityId === null ? null : Number(r.cityId);
    const { text, ends } = valuesText(values);
    places.set(placeKey(Number(r.countryId), cityId), {
      countryId: Number(r.countryId),
      cityId,
      first,
      last,
      gaps: values.some(Number.isNaN),
      values,
      text,
      ends,
    });
    bytes += values.byteLength + text.length + ends.byteLength + perPlaceBytes;
  }
  return { places, bytes };
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
  const blocks = versionedLru<ValueBlock>({
    maxEntries: 100_000,
    maxSize: maxBytes,
    sizeOf: (_key, block) => block.bytes,
  });

  // Keyed `<seriesId>:<typeId>`, so a change can be matched to the series it touched.
  const keyOf = (leaf: StoredType) => `${leaf.seriesId}:${leaf.typeId}`;
  const block = (version: number, leaf: StoredType) =>
    blocks.shared(version, keyOf(leaf), async () => buildBlock(await load(leaf.typeId, leaf.seriesId)));
  const seriesOf = (key: string) => Number(key.slice(0, key.indexOf(':')));

  return {
    /**
     * The published values of the given stored types, each over its years, looked up by type and place key:
     * `c<cityId>` for a city's own figures, `e<countryId>` for an economy-level one.
     */
    async values(version: number, leaves: LeafRange[]): Promise<StoredLookup> {
      // Held blocks are taken as they are; only missing ones are waited for (read together).
      let found: (ValueBlock | undefined)[] = leaves.map((leaf) => blocks.get(version, keyOf(leaf)));
      if (found.includes(undefined)) {
        found = await Promise.all(leaves.map((leaf, i) => found[i] ?? block(version, leaf)));
      }
      // A chart reads one to a few types: found by a look along the list.
      return (typeId, key) => {
        const i = leaves.findIndex((leaf) => leaf.typeId === typeId);
        const leaf = leaves[i];
        const place = found[i]?.places.get(key);
        return leaf && place ? new YearSpan(place, leaf.from, leaf.to) : undefined;
      };
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
