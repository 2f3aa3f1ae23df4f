import type { SearchHit, SearchResult } from '@csp/contract';
import { searchLimits } from '@csp/contract';
import type { SearchRepository } from './search.repository.js';
import { type Entry, keysOf, loadPinyin, type SearchIndex, searchIndex } from './search-index.js';

/** Builds the index from the database's names (every economy, city in use and public series). */
async function buildIndex(repo: SearchRepository): Promise<SearchIndex> {
  const [pinyinOf, countryRows, cityRows, nameRows, seriesRows, figures] = await Promise.all([
    loadPinyin(),
    repo.listCountries(),
    repo.listCities(),
    repo.listCityNames(),
    repo.listSeries(),
    repo.withFigures(),
  ]);
  const countryById = new Map(countryRows.map((c) => [c.id, c]));
  const otherNames = new Map<number, string[]>();
  for (const row of nameRows) {
    const list = otherNames.get(row.cityId);
    if (list) list.push(row.name);
    else otherNames.set(row.cityId, [row.name]);
  }
  const hit = (h: Omit<SearchHit, 'matched'>): SearchHit => ({ ...h, matched: null });
  const economies: Entry[] = countryRows.map((c, order) => ({
    order,
    hit: hit({
      kind: 'economy',
      id: String(c.id),
      nameEn: c.nameEn,
      nameZh: c.nameZh,
      countryId: String(c.id),
      countryNameEn: c.nameEn,
      countryNameZh: c.nameZh,
      hasFigures: figures.countries.has(c.id),
    }),
    keys: keysOf([c.nameEn, c.nameZh], [], [c.code, c.iso2], pinyinOf),
  }));
  const cities: Entry[] = cityRows.map((c, order) => {
    const country = countryById.get(c.countryId);
    return {
      order,
      hit: hit({
        kind: 'city',
        id: String(c.id),
        nameEn: c.nameEn,
        nameZh: c.nameZh,
        countryId: String(c.countryId),
        countryNameEn: country?.nameEn ?? null,
        countryNameZh: country?.nameZh ?? null,
        hasFigures: figures.cities.has(c.id),
      }),
      keys: keysOf([c.nameEn, c.nameZh], otherNames.get(c.id) ?? [], [], pinyinOf),
    };
  });
  const indicators: Entry[] = seriesRows.map((s, order) => ({
    order,
    hit: hit({
      kind: 'indicator',
      id: String(s.id),
      nameEn: s.nameEn,
      nameZh: s.nameZh,
      countryId: null,
      countryNameEn: null,
      countryNameZh: null,
      hasFigures: figures.series.has(s.id),
    }),
    keys: keysOf([s.nameEn, s.nameZh], [], [], pinyinOf),
  }));
  return { cities, economies, indicators };
}

/**
 * The explorer's search (issue 19). The index is held in memory and rebuilt when the economies, cities, their
 * names, the series or the publication version change (`repo.version`, read on each search: a few milliseconds).
 */
export function searchService(repo: SearchRepository) {
  let held: { version: string; index: Promise<SearchIndex> } | undefined;
  async function current(): Promise<SearchIndex> {
    const version = await repo.version();
    if (held?.version !== version) {
      const index = buildIndex(repo);
      held = { version, index };
      index.catch(() => {
        if (held?.index === index) held = undefined;
      });
    }
    return held.index;
  }
  return {
    async search(q: string, limit: number = searchLimits.defaultLimit): Promise<SearchResult> {
      return searchIndex(await current(), q, limit);
    },
  };
}
export type SearchService = ReturnType<typeof searchService>;
