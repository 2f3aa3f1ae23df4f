import type { FieldError, MessageKey } from '@csp/contract';
import { candidateList, type PlaceIndex } from '../cities/place-names.js';
import { type AreaScope, scopeCovers } from '../data/area-scope.js';
import type { RawRow } from './row-reader.js';

/** Columns of an upload (long format: one value per row). Headers match case- and spacing-insensitively. */
const aliases: Record<Column, string[]> = {
  series: ['series', 'seriesnumber', 'series_number', 'number', '指标编号', '指标'],
  type: ['type', 'typecode', 'type_code', 'statisticaltype', 'statistical_type', '统计类型'],
  economy: ['economy', 'economycode', 'economy_code', 'country', 'countrycode', 'country_code', '经济体', '国家'],
  city: ['city', 'cityid', 'city_id', '城市'],
  year: ['year', '年份'],
  value: ['value', '数值', '值'],
};
type Column = 'series' | 'type' | 'economy' | 'city' | 'year' | 'value';
export type Columns = Partial<Record<Column, number>>;

const norm = (s: string) => s.toLowerCase().replace(/[\s_-]/g, '');

/** Finds the columns in a header row; economy, year and value are required, series unless fixed by the request. */
export function readHeader(cells: string[], fixedSeries: boolean): { columns: Columns; missing: Column[] } {
  const columns: Columns = {};
  cells.forEach((cell, i) => {
    for (const [col, names] of Object.entries(aliases) as [Column, string[]][]) {
      if (columns[col] === undefined && names.some((n) => norm(n) === norm(cell))) columns[col] = i;
    }
  });
  const required: Column[] = fixedSeries ? ['economy', 'year', 'value'] : ['series', 'economy', 'year', 'value'];
  return { columns, missing: required.filter((c) => columns[c] === undefined) };
}

export interface SeriesLookup {
  id: number;
  types: { id: number; code: string; computeType: string }[];
}

/** Everything a row is checked against, loaded once per upload. */
export interface Lookups {
  series: Map<string, SeriesLookup>;
  /** Economies by id, ISO3 or ISO2 code, English or Chinese name (`cities/place-names.ts`). */
  countries: PlaceIndex;
  /** Cities in use by id, code, or any name in either language, within an economy. */
  cities: PlaceIndex;
}

export interface ResolvedRow {
  seriesId: number;
  dimensionId: number;
  countryId: number;
  cityId: number | null;
  year: number;
  value: number;
}

const numberPattern = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

/**
 * Checks one row; returns the resolved value, `null` for a row to skip (blank, or no value given), or the
 * row's errors (field `rows.<line>.<column>`, message a key) — unknown series, type, economy or city, a type
 * that is not stored, a missing or impossible year, a malformed number, a place outside the uploader's area.
 */
export function resolveRow(
  row: RawRow,
  columns: Columns,
  lookups: Lookups,
  scope: AreaScope,
  fixedSeries: string | undefined,
): ResolvedRow | FieldError[] | null {
  const cell = (c: Column) => (columns[c] === undefined ? '' : (row.cells[columns[c]] ?? '').trim());
  if (row.cells.every((c) => c.trim() === '')) return null;
  const raw = cell('value').replace(/\s/g, '');
  if (raw === '') return null;
  const errors: FieldError[] = [];
  const fail = (column: Column, key: MessageKey) => errors.push({ field: `rows.${row.line}.${column}`, message: key });

  const series = lookups.series.get(fixedSeries ?? cell('series'));
  const typeCode = cell('type');
  const type = series
    ? typeCode
      ? series.types.find((t) => t.code === typeCode)
      : series.types.find((t) => t.computeType === 'stored')
    : undefined;
  if (!series) fail('series', 'seriesNotExist');
  else if (!type) fail('type', typeCode ? 'dimensionNotExist' : 'typeNotStored');
  else if (type.computeType !== 'stored') fail('type', 'typeNotStored');

  const economy = lookups.countries.resolve(cell('economy'));
  const countryId = economy.kind === 'one' ? economy.id : undefined;
  if (economy.kind === 'none') fail('economy', 'countryNotExist');
  else if (economy.kind === 'ambiguous') {
    errors.push({
      field: `rows.${row.line}.economy`,
      message: 'countryAmbiguous',
      params: { candidates: candidateList(economy.candidates) },
    });
  }
  const cityText = cell('city');
  let cityId: number | null = null;
  if (cityText !== '' && countryId !== undefined) {
    const found = lookups.cities.resolve(cityText, countryId);
    if (found.kind === 'one') cityId = found.id;
    else if (found.kind === 'ambiguous') {
      const candidates = candidateList(found.candidates);
      errors.push({ field: `rows.${row.line}.city`, message: 'cityAmbiguous', params: { candidates } });
    } else fail('city', lookups.cities.byId(Number(cityText)) ? 'cityNotContain' : 'cityNotExist');
  }

  const yearText = cell('year');
  const year = Number(yearText);
  if (yearText === '') fail('year', 'YearNotNull');
  else if (!Number.isInteger(year) || year < 1900 || year > 2100) fail('year', 'yearOutOfRange');

  const value = Number(raw);
  if (!numberPattern.test(raw) || !Number.isFinite(value)) fail('value', 'valueNotNumber');

  if (countryId !== undefined && errors.length === 0 && !scopeCovers(scope, { countryId, cityId })) {
    fail(cityText === '' ? 'economy' : 'city', scope.kind === 'city' ? 'notHereAdmin' : 'notJurisdiction');
  }
  if (errors.length > 0 || !series || !type || countryId === undefined) return errors;
  return { seriesId: series.id, dimensionId: type.id, countryId, cityId, year, value };
}

/**
 * Remembers the points seen so far, to refuse the same value twice in one file: a bit per year (1900–2100)
 * for each type and place, so a million rows take a few hundred kilobytes.
 */
export function duplicateGuard() {
  const seen = new Map<number, Map<number, Uint32Array>>();
  return (r: ResolvedRow) => {
    let byPlace = seen.get(r.dimensionId);
    if (!byPlace) {
      byPlace = new Map();
      seen.set(r.dimensionId, byPlace);
    }
    const place = r.cityId ?? -r.countryId;
    let years = byPlace.get(place);
    if (!years) {
      years = new Uint32Array(7);
      byPlace.set(place, years);
    }
    const bit = r.year - 1900;
    const word = bit >>> 5;
    const mask = 1 << (bit & 31);
    if (((years[word] as number) & mask) !== 0) return true;
    years[word] = (years[word] as number) | mask;
    return false;
  };
}
