import {
  chartDefaultStartYear,
  type Language,
  type PlaceTable,
  type PlaceTableQuery,
  type PlaceTableRow,
} from '@csp/contract';
import { badRequest, notFound } from '../../errors.js';
import type { CatalogueCache } from './catalogue.js';
import { chartUnit } from './chart.presenter.js';
import type { LeafRange } from './chart.repository.js';
import { chartParts } from './chart-parts.js';
import { computeValues, needsOf, type TypeDef, type YearValues } from './compute.js';
import { type PublishedValues, placeKey, type StoredLookup } from './published-values.js';

const maxYears = 200;

/**
 * The place table of one series and type over published values: every city with its own figures (never an
 * economy's standing in for it) and every economy with figures, each with its first and last figure in the
 * years asked for. Read from the same held blocks as the chart (one block per stored type holds every place).
 */
export async function placeTable(
  catalogues: CatalogueCache,
  published: PublishedValues,
  version: number,
  query: PlaceTableQuery,
  lang: Language,
): Promise<PlaceTable> {
  const cat = catalogues.held(version) ?? (await catalogues.get(version));
  const seriesRow = cat.series.get(Number(query.seriesId));
  if (!seriesRow?.open) throw notFound('seriesNotExist');
  const own = cat.graph.typesOf(seriesRow.id);
  const type = query.typeId ? own.find((t) => t.id === Number(query.typeId)) : own.find((t) => t.computeType !== 'yoy');
  const typeRow = type && cat.types.get(type.id);
  if (!type || !typeRow) throw notFound('dimensionNotExist');
  const from = query.startYear ?? chartDefaultStartYear;
  const to = query.endYear ?? new Date().getFullYear();
  if (from > to) throw badRequest('TheStartTimeCannot', [{ field: 'startYear', message: 'TheStartTimeCannot' }]);
  if (to - from >= maxYears) throw badRequest('parameterError', [{ field: 'endYear', message: 'parameterError' }]);

  const leaves: LeafRange[] = [];
  for (const [typeId, span] of needsOf(type, from, to, cat.graph).leaves) {
    leaves.push({ typeId, seriesId: cat.graph.type(typeId)?.seriesId ?? 0, from: span.from, to: span.to });
  }
  const stored = published.held(version, leaves) ?? (await published.values(version, leaves));
  const parts = chartParts(cat);
  const rows: PlaceTableRow[] = [];
  for (const city of cat.cities.values()) {
    const country = cat.countries.get(city.countryId);
    if (!country) continue;
    const key = placeKey(country.id, city.id);
    // The city's own figures only: every stored type the figure needs has values for the city.
    if (leaves.length === 0 || !leaves.every((l) => (stored(l.typeId, key)?.size ?? 0) > 0)) continue;
    const ends = firstAndLast(valuesAt(type, cat.graph, stored, key, from, to), from, to);
    if (ends) rows.push({ place: parts.city(city, country, lang, false), ...ends });
  }
  for (const country of cat.countries.values()) {
    const ends = firstAndLast(valuesAt(type, cat.graph, stored, placeKey(country.id, null), from, to), from, to);
    if (ends) rows.push({ place: parts.economy(country, lang), ...ends });
  }
  return {
    startYear: from,
    endYear: to,
    ...chartUnit(seriesRow, typeRow, false, lang),
    series: parts.series(seriesRow, lang),
    type: parts.type(typeRow, lang),
    rows,
    publicationVersion: String(version),
  };
}

export function valuesAt(
  type: TypeDef,
  graph: Parameters<typeof computeValues>[3],
  stored: StoredLookup,
  key: string,
  from: number,
  to: number,
): YearValues | undefined {
  if (type.computeType === 'stored') return stored(type.id, key);
  return computeValues(type, from, to, graph, (id) => stored(id, key));
}

/** The first and last finite figure in [from, to], or undefined when there is none. */
function firstAndLast(values: YearValues | undefined, from: number, to: number) {
  if (!values || values.size === 0) return undefined;
  let start: [number, number] | undefined;
  let end: [number, number] | undefined;
  for (let year = from; year <= to; year++) {
    const value = values.get(year);
    if (value === undefined || !Number.isFinite(value)) continue;
    start ??= [year, value];
    end = [year, value];
  }
  if (!start || !end) return undefined;
  return { startYear: start[0], startValue: start[1], endYear: end[0], endValue: end[1] };
}
