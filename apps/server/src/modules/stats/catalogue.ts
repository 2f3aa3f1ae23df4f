import type { ChartRepository } from './chart.repository.js';
import type { TypeGraph } from './compute.js';
import { buildTypeGraph } from './type-graph.js';

type Rows = Awaited<ReturnType<ChartRepository['catalogue']>>;
export type SeriesRow = Rows['seriesRows'][number];
export type TypeRowFull = Rows['typeRows'][number];
export type CountryRow = Rows['countryRows'][number];
export type CityRow = Rows['cityRows'][number];

/** Series, statistical types and places, held in memory for one publication version. */
export interface Catalogue {
  version: number;
  loadedAt: number;
  series: Map<number, SeriesRow>;
  types: Map<number, TypeRowFull>;
  graph: TypeGraph;
  countries: Map<number, CountryRow>;
  cities: Map<number, CityRow>;
}

/** Places may change without a publication; a catalogue older than this is reloaded anyway. */
const maxAgeMs = 30_000;
/**
 * A catalogue this old is read again in the background while it keeps answering, so that under steady traffic no
 * chart waits for the reload (every chart computed meanwhile would, and then make its places' text again) and none
 * is answered from a catalogue older than `maxAgeMs`. A background read that failed is tried again after `retryMs`.
 */
const refreshAfterMs = 20_000;
const retryMs = 1000;

/**
 * Reads of the publication version, shared by concurrent callers without ever answering from a read that began
 * before the call: a call that finds a read in flight waits for the next one, which starts when that read ends
 * and serves every call that arrived meanwhile. So a visitor never sees a version older than the last commit
 * before the request, on any instance, and the database sees at most one version read at a time per instance.
 */
export function sharedReads(read: () => Promise<number>): () => Promise<number> {
  let current: Promise<number> | undefined;
  let queued: Promise<number> | undefined;
  const start = () => {
    const p: Promise<number> = read().finally(() => {
      if (current === p) current = undefined;
    });
    current = p;
    return p;
  };
  return () => {
    if (!current) return start();
    queued ??= current
      .catch(() => undefined)
      .then(() => {
        queued = undefined;
        return current ?? start();
      });
    return queued;
  };
}

/**
 * The catalogue of the current publication version (`publication-version.ts`): series, types and places are
 * rebuilt only when the version moves (or after 30 s, for places: read again in the background from 20 s on).
 */
export function catalogueCache(repo: ChartRepository, version: () => number | Promise<number>) {
  let current: Catalogue | undefined;
  let loading: { version: number; promise: Promise<Catalogue> } | undefined;
  /** No background read before this time (ms since the epoch): one failed a moment ago. */
  let quietUntil = 0;

  async function load(version: number): Promise<Catalogue> {
    const rows = await repo.catalogue();
    const seriesNumber = new Map(rows.seriesRows.map((s) => [s.id, s.number]));
    const graph = buildTypeGraph(
      rows.typeRows.map((t) => ({
        id: t.id,
        seriesId: t.seriesId,
        seriesNumber: seriesNumber.get(t.seriesId) ?? '',
        code: t.code,
        computeType: t.computeType,
        formula: t.formula,
        parameters: t.parameters,
        coefficient: t.coefficient,
        sort: t.sort,
      })),
    );
    return {
      version,
      loadedAt: Date.now(),
      series: new Map(rows.seriesRows.map((s) => [s.id, s])),
      types: new Map(rows.typeRows.map((t) => [t.id, t])),
      graph,
      countries: new Map(rows.countryRows.map((c) => [c.id, c])),
      cities: new Map(rows.cityRows.map((c) => [c.id, c])),
    };
  }

  /** Reads the catalogue of a version (a running read of it is shared unless `refresh`); it becomes `current`. */
  function reload(version: number, refresh: boolean): Promise<Catalogue> {
    if (!loading || loading.version < version || refresh) {
      const promise = load(version).then((loaded) => {
        if (!current || loaded.version >= current.version) current = loaded;
        return loaded;
      });
      loading = { version, promise };
      promise
        .finally(() => {
          if (loading?.promise === promise) loading = undefined;
        })
        .catch(() => undefined);
    }
    return loading.promise;
  }

  /** The catalogue of a version when it is held and fresh, else undefined; an ageing one is read again meanwhile. */
  const held = (version: number): Catalogue | undefined => {
    if (!current || current.version !== version) return undefined;
    const now = Date.now();
    const age = now - current.loadedAt;
    if (age >= maxAgeMs) return undefined;
    if (age >= refreshAfterMs && !loading && now >= quietUntil) {
      reload(version, false).catch(() => {
        quietUntil = Date.now() + retryMs;
      });
    }
    return current;
  };

  return {
    version,
    /** The catalogue of a version when it is held and fresh, without waiting; else undefined (`get` it). */
    held,
    /** The catalogue of a version; `refresh` forces a reload (e.g. a place asked for is not in it). */
    async get(version: number, refresh = false): Promise<Catalogue> {
      const fresh = held(version);
      // A forced reload (an unknown place was asked for) happens at most once a second.
      if (fresh && (!refresh || Date.now() - fresh.loadedAt < 1000)) return fresh;
      return reload(version, refresh);
    },
  };
}
export type CatalogueCache = ReturnType<typeof catalogueCache>;
