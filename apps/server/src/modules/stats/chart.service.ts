import { hash } from 'node:crypto';
import {
  type ChartData,
  type ChartPlace,
  type ChartQuery,
  chartDefaultStartYear,
  type DataStatus,
  type Language,
  type PlaceTable,
  type PlaceTableQuery,
} from '@csp/contract';
import type { AreaScope } from '../../db/area-scope.js';
import { badRequest, notFound } from '../../errors.js';
import type { Catalogue, CatalogueCache } from './catalogue.js';
import { chartUnit, economyKey } from './chart.presenter.js';
import type { ChartRepository, LeafRange, ValueRow } from './chart.repository.js';
import { type CachedChart, chartCache, envelopeClose, envelopeOpen, resultJson } from './chart-cache.js';
import { type ComputedChart, chartJsonTo, chartObject } from './chart-json.js';
import { chartParts, yearList } from './chart-parts.js';
import { computeValues, needsOf, type TypeDef } from './compute.js';
import { chartFlags } from './observation-flags.js';
import { placeTable } from './place-table.js';
import { type PublishedValues, placeKey, type StoredLookup } from './published-values.js';
import { Utf8Pieces } from './utf8-pieces.js';

const maxYears = 200;

export interface ChartOptions {
  lang: Language;
  /** Year-on-year change instead of values (the yearToYear endpoints, or resFlag 1). */
  yoy: boolean;
  /** Back-office views: statuses to read (default: published only) and the caller's area. */
  statuses?: readonly DataStatus[];
  scope?: AreaScope;
}

/** A computed chart's reply (typed by the contract), serialized once when computed. */
export type ChartEntry = CachedChart;

/** The ETag of a query's reply in a format at a publication version. */
export function chartEtag(version: number, key: string, format: string) {
  return `W/"p${version}-${hash('sha1', `${key}|${format}`, 'base64url').slice(0, 20)}"`;
}

/**
 * The chart query of SPEC §3 over published data, with economy-level fallback and derived types.
 * `unconfirmedSince`: since when the publication version could not be confirmed because the database is down
 * (`publication-version.ts`), so that what is answered from memory is marked possibly stale.
 */
export function chartService(
  repo: ChartRepository,
  catalogues: CatalogueCache,
  published: PublishedValues,
  unconfirmedSince: () => Date | undefined = () => undefined,
) {
  const cache = chartCache();

  async function resolve(query: ChartQuery, version: number) {
    let cat = catalogues.held(version) ?? (await catalogues.get(version));
    const cityIds = unique(query.cityIds ?? []);
    const countryIds = unique(query.countryIds ?? []);
    if (!knowsAll(cat, cityIds, countryIds)) cat = await catalogues.get(version, true);
    for (const id of countryIds) if (!cat.countries.has(id)) throw notFound('countryNotExist');
    for (const id of cityIds) if (!cat.cities.has(id)) throw notFound('cityNotExist');
    return { cat, cityIds, countryIds };
  }

  function pickType(cat: Catalogue, query: ChartQuery, publicView: boolean) {
    const seriesRow = cat.series.get(Number(query.seriesId));
    if (!seriesRow || (publicView && !seriesRow.open)) throw notFound('seriesNotExist');
    const wanted = query.typeId || query.dimensionInformationId;
    const own = cat.graph.typesOf(seriesRow.id);
    const type = wanted ? own.find((t) => t.id === Number(wanted)) : own.find((t) => t.computeType !== 'yoy');
    const typeRow = type && cat.types.get(type.id);
    if (!type || !typeRow) throw notFound('dimensionNotExist');
    return { seriesRow, type, typeRow };
  }

  async function entry(query: ChartQuery, options: ChartOptions, version: number, key: string): Promise<ChartEntry> {
    // Typed by the contract (`ChartData`); the API tests check every reply against `chartDataSchema`.
    const data = await compute(query, options, version);
    const head = chartJsonTo(data, new Utf8Pieces().bytes(envelopeOpen)).bytes(envelopeClose).toBuffer();
    return { head, etag: chartEtag(version, key, 'json') };
  }

  /**
   * The chart of a query; `numbers`: every place's values as numbers (a download), not as the JSON text held values
   * keep (a reply).
   */
  async function compute(
    query: ChartQuery,
    options: ChartOptions,
    version: number,
    numbers = false,
  ): Promise<ComputedChart> {
    const { cat, cityIds, countryIds } = await resolve(query, version);
    const { seriesRow, type, typeRow } = pickType(cat, query, options.statuses === undefined);
    const from = query.startYear ?? chartDefaultStartYear;
    const to = query.endYear ?? new Date().getFullYear();
    if (from > to) throw badRequest('TheStartTimeCannot', [{ field: 'startYear', message: 'TheStartTimeCannot' }]);
    if (to - from >= maxYears) throw badRequest('parameterError', [{ field: 'endYear', message: 'parameterError' }]);
    const yoy = options.yoy || query.resFlag === 1;
    const target: TypeDef = yoy
      ? { ...type, id: -1, code: '', computeType: 'yoy', parameters: { source: type.code }, formula: null, refs: [] }
      : type;
    const graph = yoy ? withExtra(cat.graph, target) : cat.graph;
    const need = needsOf(target, from, to, graph);
    const leaves: LeafRange[] = [];
    for (const [typeId, { from, to }] of need.leaves) {
      leaves.push({ typeId, seriesId: graph.type(typeId)?.seriesId ?? 0, from, to });
    }
    const stored: StoredLookup =
      options.statuses === undefined && options.scope === undefined
        ? (published.held(version, leaves) ?? (await published.values(version, leaves)))
        : lookup(
            await repo.values(
              leaves,
              {
                cityIds,
                // The economies asked for and those of the cities (their economy-level fallback).
                countryIds: unique([...countryIds, ...cityIds.map((id) => cat.cities.get(id)?.countryId ?? 0)]),
              },
              { statuses: options.statuses, scope: options.scope },
            ),
          );
    const years = yearList(from, to);
    const parts = chartParts(cat);
    const data: [string, (number | null)[] | string][] = [];
    const places: ChartPlace[] = [];
    const reading: Reading = { target, graph, stored, from, to, years, numbers };
    const shown: [string, string][] = [];
    for (const id of cityIds) {
      const city = cat.cities.get(id);
      const country = city && cat.countries.get(city.countryId);
      if (!city || !country) continue;
      const own = placeKey(country.id, city.id);
      const cityLevel = leaves.length > 0 && leaves.every((l) => (stored(l.typeId, own)?.size ?? 0) > 0);
      const place = parts.city(city, country, options.lang, !cityLevel);
      places.push(place);
      const source = cityLevel ? own : placeKey(country.id, null);
      shown.push([place.key, source]);
      data.push([place.key, placeValues(reading, source)]);
    }
    for (const id of countryIds) {
      const country = cat.countries.get(id);
      if (!country) continue;
      const place = parts.economy(country, options.lang);
      places.push(place);
      shown.push([economyKey(country.id), placeKey(country.id, null)]);
      data.push([economyKey(country.id), placeValues(reading, placeKey(country.id, null))]);
    }
    // The source's statuses of the values shown (`observation-flags.ts`): of the stored type, or of the stored type
    // a year-on-year change is computed from (a change into a projected year is projected too); other derived
    // types carry none. Held with the published values (no query); read for the back office's reads.
    const heldFlags = stored.flags;
    const flags =
      type.computeType !== 'stored' || (target.computeType !== 'stored' && !yoy)
        ? undefined
        : heldFlags
          ? chartFlags((key) => heldFlags(type.id, key), shown, years)
          : chartFlags(
              await repo.flags({
                typeId: type.id,
                seriesId: seriesRow.id,
                cityIds,
                countryIds: unique([...countryIds, ...cityIds.map((id) => cat.cities.get(id)?.countryId ?? 0)]),
                from,
                to,
                statuses: options.statuses,
              }),
              shown,
              years,
            );
    return {
      requestParams: {
        startYear: from,
        endYear: to,
        seriesId: String(seriesRow.id),
        typeId: String(type.id),
        cityIds: cityIds.map(String),
        countryIds: countryIds.map(String),
        resFlag: yoy ? 1 : 0,
      },
      data,
      ...(flags ? { flags } : {}),
      years,
      ...chartUnit(seriesRow, typeRow, yoy, options.lang),
      places,
      series: parts.series(seriesRow, options.lang),
      type: parts.type(typeRow, options.lang),
      yearOnYear: yoy,
      publicationVersion: String(version),
    };
  }

  return {
    version: () => catalogues.version(),
    unconfirmedSince,
    /**
     * The chart of a query. Public reads (no `statuses`) are cached per publication version (`chart-cache.ts`) from
     * the second time they are asked (`seen-keys.ts`):
     * a publish, unpublish, edit or deletion moves the version, so no cached reply outlives the data it showed.
     */
    async chart(query: ChartQuery, options: ChartOptions, knownVersion?: number): Promise<ChartData> {
      const version = knownVersion ?? (await catalogues.version());
      // Back-office reads are never cached: computed as they are, not serialized and read back.
      if (options.statuses !== undefined || options.scope !== undefined)
        return chartObject(await compute(query, options, version));
      return JSON.parse(resultJson(await this.entry(query, options, version))) as ChartData;
    },
    async entry(
      query: ChartQuery,
      options: ChartOptions,
      knownVersion?: number,
      aliasKey?: string,
    ): Promise<ChartEntry> {
      const version = knownVersion ?? (await catalogues.version());
      const key = cacheKey(query, options);
      if (options.statuses !== undefined || options.scope !== undefined) return entry(query, options, version, key);
      return cache.answer(version, key, () => entry(query, options, version, key), aliasKey);
    },
    /**
     * The computed chart of a query (`data` as a list of place and values, numbers only), for the downloads
     * (`chart-files.ts`): built from the held values, never from a reply's JSON parsed back.
     */
    async computed(query: ChartQuery, options: ChartOptions, knownVersion?: number): Promise<ComputedChart> {
      return compute(query, options, knownVersion ?? (await catalogues.version()), true);
    },
    /** A public answer already cached under a key (a normalized query, or a raw body: `chart-raw-hit.ts`). */
    cached(version: number, key: string): ChartEntry | undefined {
      return cache.get(version, key);
    },
    cacheStats: () => cache.stats(),
    /** Every place's first and last figure of a series in a span of years (`place-table.ts`). */
    table: (query: PlaceTableQuery, lang: Language, version: number): Promise<PlaceTable> =>
      placeTable(catalogues, published, version, query, lang),
  };
}
export type ChartService = ReturnType<typeof chartService>;

/**
 * A stable key of a query (also hashed into the ETag): its fields joined by `|`, lists by `,` (every field is
 * digits, empty, a year, a flag or a language, so no field can hold a separator).
 */
export function cacheKey(query: ChartQuery, options: { lang: Language; yoy: boolean }) {
  const type = query.typeId || query.dimensionInformationId || '';
  const cities = query.cityIds?.join(',') ?? '';
  const countries = query.countryIds?.join(',') ?? '';
  const yoy = options.yoy || query.resFlag === 1 ? 1 : 0;
  return `${query.seriesId}|${type}|${cities}|${countries}|${query.startYear ?? ''}|${query.endYear ?? ''}|${yoy}|${options.lang}`;
}

/** Whether the catalogue knows every place asked for. */
function knowsAll(cat: Catalogue, cityIds: number[], countryIds: number[]) {
  return cityIds.every((id) => cat.cities.has(id)) && countryIds.every((id) => cat.countries.has(id));
}

/** What a chart reads each place's values with. */
interface Reading {
  target: TypeDef;
  graph: Catalogue['graph'];
  stored: StoredLookup;
  from: number;
  to: number;
  years: readonly number[];
  /** Values as numbers, not as JSON text. */
  numbers: boolean;
}

/**
 * One place's values over the chart's years: a stored type as it is held (as JSON text when held in a block),
 * other types computed from their stored sources.
 * (Module functions rather than closures made per request: the server runs under tsx, which names every closure.)
 */
function placeValues(r: Reading, key: string): (number | null)[] | string {
  const values =
    r.target.computeType === 'stored'
      ? r.stored(r.target.id, key)
      : computeValues(r.target, r.from, r.to, r.graph, (id) => r.stored(id, key));
  return (r.numbers ? undefined : values?.json?.(r.from, r.to)) ?? r.years.map((y) => values?.get(y) ?? null);
}

/** The positive ids, each once, in the order first given. */
function unique(ids: (string | number)[]): number[] {
  const out: number[] = [];
  for (const id of ids) {
    const n = Number(id);
    if (n > 0 && !out.includes(n)) out.push(n);
  }
  return out;
}

/** Rows read from the database, looked up by type and place key ('c<cityId>' or 'e<countryId>'). */
function lookup(rows: ValueRow[]): StoredLookup {
  const out = new Map<number, Map<string, Map<number, number>>>();
  for (const r of rows) {
    const typeId = Number(r.typeId);
    let byPlace = out.get(typeId);
    if (!byPlace) {
      byPlace = new Map();
      out.set(typeId, byPlace);
    }
    const key = placeKey(Number(r.countryId), r.cityId === null ? null : Number(r.cityId));
    let years = byPlace.get(key);
    if (!years) {
      years = new Map();
      byPlace.set(key, years);
    }
    years.set(Number(r.year), Number(r.value));
  }
  return (typeId, key) => out.get(typeId)?.get(key);
}

function withExtra(graph: Catalogue['graph'], extra: TypeDef): Catalogue['graph'] {
  return { ...graph, type: (id) => (id === extra.id ? extra : graph.type(id)) };
}
