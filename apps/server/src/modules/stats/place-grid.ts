import {
  type ChartPlace,
  chartDefaultStartYear,
  type Language,
  type PlaceGrid,
  type PlaceGridQuery,
} from '@csp/contract';
import { badRequest, notFound } from '../../errors.js';
import type { CatalogueCache } from './catalogue.js';
import { chartUnit } from './chart.presenter.js';
import type { LeafRange } from './chart.repository.js';
import { chartParts } from './chart-parts.js';
import { needsOf } from './compute.js';
import { valuesAt } from './place-table.js';
import { type PublishedValues, placeKey } from './published-values.js';

const maxYears = 200;
/** The first year of a full download when none is asked for. */
export const fullDownloadStartYear = 1950;

export interface GridOptions {
  /** Drop the leading and trailing years no place has a figure for (full downloads). */
  trim?: boolean;
  /** Years when none are asked for (the full download starts earlier than the chart). */
  defaultFrom?: number;
}

/**
 * Every place's figures of one series and type, year by year, over published values: every city with its own
 * figures (never an economy's standing in for it), then every economy with figures. Read from the same held
 * blocks as the chart and the place table; derived types computed as the chart computes them.
 */
export async function placeGrid(
  catalogues: CatalogueCache,
  published: PublishedValues,
  version: number,
  query: PlaceGridQuery,
  lang: Language,
  options: GridOptions = {},
): Promise<PlaceGrid> {
  const cat = catalogues.held(version) ?? (await catalogues.get(version));
  const seriesRow = cat.series.get(Number(query.seriesId));
  if (!seriesRow?.open) throw notFound('seriesNotExist');
  const own = cat.graph.typesOf(seriesRow.id);
  const type = query.typeId ? own.find((t) => t.id === Number(query.typeId)) : own.find((t) => t.computeType !== 'yoy');
  const typeRow = type && cat.types.get(type.id);
  if (!type || !typeRow) throw notFound('dimensionNotExist');
  const from = query.startYear ?? options.defaultFrom ?? chartDefaultStartYear;
  const to = query.endYear ?? new Date().getFullYear();
  if (from > to) throw badRequest('TheStartTimeCannot', [{ field: 'startYear', message: 'TheStartTimeCannot' }]);
  if (to - from >= maxYears) throw badRequest('parameterError', [{ field: 'endYear', message: 'parameterError' }]);

  const leaves: LeafRange[] = [];
  for (const [typeId, span] of needsOf(type, from, to, cat.graph).leaves) {
    leaves.push({ typeId, seriesId: cat.graph.type(typeId)?.seriesId ?? 0, from: span.from, to: span.to });
  }
  const stored = published.held(version, leaves) ?? (await published.values(version, leaves));
  const parts = chartParts(cat);
  const places: ChartPlace[] = [];
  const rows: (number | null)[][] = [];
  const add = (place: ChartPlace, key: string) => {
    const values = valuesAt(type, cat.graph, stored, key, from, to);
    if (!values || values.size === 0) return;
    const row: (number | null)[] = [];
    let any = false;
    for (let year = from; year <= to; year++) {
      const value = values.get(year);
      const finite = value !== undefined && Number.isFinite(value);
      row.push(finite ? value : null);
      any ||= finite;
    }
    if (!any) return;
    places.push(place);
    rows.push(row);
  };
  for (const city of cat.cities.values()) {
    const country = cat.countries.get(city.countryId);
    if (!country) continue;
    const key = placeKey(country.id, city.id);
    // The city's own figures only: every stored type the figure needs has values for the city.
    if (leaves.length === 0 || !leaves.every((l) => (stored(l.typeId, key)?.size ?? 0) > 0)) continue;
    add(parts.city(city, country, lang, false), key);
  }
  for (const country of cat.countries.values()) add(parts.economy(country, lang), placeKey(country.id, null));

  let first = 0;
  let last = to - from;
  if (options.trim && rows.length > 0) {
    while (first < last && rows.every((r) => r[first] === null)) first++;
    while (last > first && rows.every((r) => r[last] === null)) last--;
  }
  const years: number[] = [];
  for (let i = first; i <= last; i++) years.push(from + i);
  const data: Record<string, (number | null)[]> = {};
  for (const [i, place] of places.entries()) data[place.key] = (rows[i] ?? []).slice(first, last + 1);
  return {
    startYear: from + first,
    endYear: from + last,
    years,
    ...chartUnit(seriesRow, typeRow, false, lang),
    series: parts.series(seriesRow, lang),
    type: parts.type(typeRow, lang),
    places,
    data,
    publicationVersion: String(version),
  };
}
