import type { BlockRow, LeafRange } from './chart.repository.js';
import type { YearValues } from './compute.js';
import { versionedLru } from './versioned-lru.js';

/** The published values of one place for one stored type: its first year and one value a year (NaN: none). */
interface PlaceValues {
  countryId: number;
  cityId: number | null;
  first: number;
  values: Float64Array;
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

const perPlaceBytes = 160;

/** The key of a place in held values: `c<cityId>` for a city's own figures, `e<countryId>` for an economy's. */
export const placeKey = (countryId: number, cityId: number | null) =>
  cityId === null ? `e${countryId}` : `c${cityId}`;

/** Stored values by type, then by place key, then by year. */
export type ValuesByType = Map<number, Map<string, YearValues>>;

/** Builds a block from its rows (any order). */
export function buildBlock(rows: BlockRow[]): ValueBlock {
  const spans = new Map<string, { countryId: number; cityId: number | null; first: number; last: number }>();
  for (const r of rows) {
    const cityId = r.cityId === null ? null : Number(r.cityId);
    const key = placeKey(Number(r.countryId), cityId);
    const year = Number(r.year);
    const span = spans.get(key);
    if (!span) spans.set(key, { countryId: Number(r.countryId), cityId, first: year, last: year });
    else {
      if (year < span.first) span.first = year;
      if (year > span.last) span.last = year;
    }
  }
  const places = new Map<string, PlaceValues>();
  let bytes = 0;
  for (const [key, s] of spans) {
    const values = new Float64Array(s.last - s.first + 1).fill(Number.NaN);
    places.set(key, { countryId: s.countryId, cityId: s.cityId, first: s.first, values });
    bytes += values.byteLength + perPlaceBytes;
  }
  for (const r of rows) {
    const place = places.get(placeKey(Number(r.countryId), r.cityId === null ? null : Number(r.cityId)));
    if (place) place.values[Number(r.year) - place.first] = Number(r.value);
  }
  return { places, bytes };
}

/**
 * The published values the public chart reads, held in memory per stored type for ONE publication version
 * (`versioned-lru.ts`). A cold chart query (places and series never asked together before) is then answered
 * without a database round trip once its types have been read: the first query of a type after a start or a
 * publication change reads that type's published values in one statement (`load`), concurrent first queries
 * share it, and any publication change drops every block, so no block outlives the data it was read from.
 * Only published values are ever loaded (`chartRepository.publishedBlock`); back-office reads of other statuses
 * go to the database every time.
 */
export function publishedValues(
  load: (typeId: number, seriesId: number) => Promise<BlockRow[]>,
  options: PublishedValuesOptions = {},
) {
  const blocks = versionedLru<ValueBlock>({
    maxEntries: 100_000,
    maxSize: options.maxBytes ?? 256 * 1024 * 1024,
    sizeOf: (_key, block) => block.bytes,
  });

  const block = (version: number, leaf: LeafRange) =>
    blocks.shared(version, `${leaf.typeId}`, async () => buildBlock(await load(leaf.typeId, leaf.seriesId)));

  return {
    /**
     * The published values of the given stored types over their years, by type and place key, for the cities
     * (their own figures) and economies (economy-level figures) asked for; places without any are left out.
     */
    async values(
      version: number,
      leaves: LeafRange[],
      places: { cityIds: number[]; countryIds: number[] },
    ): Promise<ValuesByType> {
      const found = await Promise.all(leaves.map((leaf) => block(version, leaf)));
      const out: ValuesByType = new Map();
      leaves.forEach((leaf, i) => {
        const held = found[i] as ValueBlock;
        const byPlace = out.get(leaf.typeId) ?? new Map<string, YearValues>();
        out.set(leaf.typeId, byPlace);
        const pick = (key: string) => {
          const place = held.places.get(key);
          if (!place) return;
          const from = Math.max(leaf.from, place.first);
          const to = Math.min(leaf.to, place.first + place.values.length - 1);
          const years = byPlace.get(key) ?? new Map<number, number>();
          for (let year = from; year <= to; year++) {
            const value = place.values[year - place.first] as number;
            if (!Number.isNaN(value)) years.set(year, value);
          }
          if (years.size > 0) byPlace.set(key, years);
        };
        for (const id of places.cityIds) pick(`c${id}`);
        for (const id of places.countryIds) pick(`e${id}`);
      });
      return out;
    },
    stats: () => {
      const s = blocks.stats();
      return { version: s.version, blocks: s.entries, bytes: s.size };
    },
  };
}
export type PublishedValues = ReturnType<typeof publishedValues>;
