import { type FieldError, type MessageKey, type ObservationStatus, readObservationStatus } from '@csp/contract';
import { type AreaScope, scopeCovers } from '../../db/area-scope.js';
import type { RawRow } from '../../lib/spreadsheet/row-reader.js';
import { candidateList, type PlaceIndex } from '../cities/place-names.js';
import { readNumber } from './number-reader.js';

/** Columns of an upload (long format: one value per row). Headers match case- and spacing-insensitively. */
const aliases: Record<Column, string[]> = {
  series: ['series', 'seriesnumber', 'series_number', 'number', '指标编号', '指标'],
  type: ['type', 'typecode', 'type_code', 'statisticaltype', 'statistical_type', '统计类型'],
  economy: ['economy', 'economycode', 'economy_code', 'country', 'countrycode', 'country_code', '经济体', '国家'],
  city: ['city', 'cityid', 'city_id', '城市'],
  year: ['year', '年份'],
  value: ['value', '数值', '值'],
  economyName: ['economy_name', 'country_name', '经济体名称'],
  indicator: ['indicator_code'],
  // Optional: the source's status of the value (issue 16). Not a bare "status": the product's own exports name the
  // review state so (pending … published), and a file exported and uploaded again must not read it as this.
  status: ['obs_status', 'observation_status', 'obsstatus', 'flag', '观测状态'],
};
export type Column = 'series' | 'type' | 'economy' | 'city' | 'year' | 'value' | 'economyName' | 'indicator' | 'status';
export type Columns = Partial<Record<Column, number>>;

const norm = (s: string) => s.toLowerCase().replace(/[\s_-]/g, '');

/** Whether a header cell names the economy column (a header row must have one; lines above it are notes). */
export const isEconomyHeader = (cell: string) => aliases.economy.some((n) => norm(n) === norm(cell));

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

/** At most this many texts are remembered per index (a file naming more places than that resolves the rest anew). */
const rememberedTexts = 50_000;

/**
 * The same look-ups, each economy and city text resolved once per upload (issue 22: a million rows name a few
 * thousand places; resolving normalises the text and searches codes and names every time). Same answers: a
 * resolution depends only on the text, the economy it is looked for in and the index, which an upload never changes.
 */
export function rememberingLookups(lookups: Lookups): Lookups {
  const remember = (index: PlaceIndex): PlaceIndex => {
    const known = new Map<number | undefined, Map<string, ReturnType<PlaceIndex['resolve']>>>();
    let size = 0;
    return {
      ...index,
      resolve(text: string, within?: number) {
        let texts = known.get(within);
        const found = texts?.get(text);
        if (found) return found;
        const answer = index.resolve(text, within);
        if (size < rememberedTexts) {
          if (!texts) {
            texts = new Map();
            known.set(within, texts);
          }
          texts.set(text, answer);
          size += 1;
        }
        return answer;
      },
    };
  };
  return { ...lookups, countries: remember(lookups.countries), cities: remember(lookups.cities) };
}

export interface ResolvedRow {
  seriesId: number;
  dimensionId: number;
  countryId: number;
  cityId: number | null;
  year: number;
  /** The number (0 for a removal). */
  value: number;
  /** The source's status of the value (estimate, projection...); null: none. */
  obsStatus: ObservationStatus | null;
  /** The row removes the stored value of its point instead (a value cell reading `removalMarks`). */
  remove?: true;
}

/**
 * What a value cell says to remove the point's stored value (issue 17: "an explicit way to remove values in an
 * upload"), matched case-insensitively; in the long layout and in a year column of the wide one alike.
 */
export const removalMarks = ['remove', 'delete', '删除', '移除'] as const;
const isRemoval = (raw: string) => (removalMarks as readonly string[]).includes(raw.toLowerCase());

/** One problem of a row: the column, the text found there, a message key and, for names, the closest matches. */
export interface RowProblem {
  /** The column; undefined for the whole row (a duplicate). */
  column?: Column;
  value: string;
  key: MessageKey;
  params?: Record<string, string>;
  /** The nearest known names, computed only for the rows that are reported. */
  suggest?: () => string[];
}

/** The problems of a row as field errors `rows.<line>.<column>` (message keys). */
export const fieldErrorsOf = (line: number, problems: RowProblem[]): FieldError[] =>
  problems.map((p) => ({
    field: p.column ? `rows.${line}.${p.column}` : `rows.${line}`,
    message: p.key,
    ...(p.params ? { params: p.params } : {}),
  }));

/** A row of a World Bank file naming an economy the product does not hold (an aggregate such as "World"). */
export interface SkippedRow {
  skipped: { economy: string; name: string };
}

/**
 * Checks one row; returns the resolved value, `null` for a row to skip (blank, or no value given), a skipped
 * row (`skipUnknownEconomies`: aggregates of World Bank files) or the row's problems — unknown series, type,
 * economy or city (with the nearest names), a type that is not stored, a missing or impossible year, a number
 * that does not read one way only (`number-reader.ts`), a place outside the uploader's area. A value cell reading
 * a removal mark (`removalMarks`) resolves to a removal of the point, checked like any row.
 */
export function resolveRow(
  row: RawRow,
  columns: Columns,
  lookups: Lookups,
  scope: AreaScope,
  fixedSeries: string | undefined,
  skipUnknownEconomies = false,
): ResolvedRow | RowProblem[] | SkippedRow | null {
  const cell = (c: Column) => (columns[c] === undefined ? '' : (row.cells[columns[c]] ?? '').trim());
  if (row.cells.every((c) => c.trim() === '')) return null;
  const raw = cell('value');
  if (raw === '') return null;
  const economyText = cell('economy');
  const economy = lookups.countries.resolve(economyText);
  if (economy.kind === 'none' && skipUnknownEconomies) {
    return { skipped: { economy: economyText, name: cell('economyName') } };
  }
  const errors: RowProblem[] = [];
  const fail = (column: Column, key: MessageKey, extra: Partial<RowProblem> = {}) =>
    errors.push({ column, key, value: cell(column), ...extra });

  const series = lookups.series.get(fixedSeries ?? cell('series'));
  const typeCode = cell('type');
  const type = series
    ? typeCode
      ? series.types.find((t) => t.code === typeCode)
      : series.types.find((t) => t.computeType === 'stored')
    : undefined;
  if (!series) fail('series', 'seriesNotExist', fixedSeries ? { value: fixedSeries } : {});
  else if (!type) fail('type', typeCode ? 'dimensionNotExist' : 'typeNotStored');
  else if (type.computeType !== 'stored') fail('type', 'typeNotStored');

  const countryId = economy.kind === 'one' ? economy.id : undefined;
  if (economy.kind === 'none')
    fail('economy', 'countryNotExist', { suggest: () => lookups.countries.nearest(economyText) });
  else if (economy.kind === 'ambiguous') {
    fail('economy', 'countryAmbiguous', {
      params: { candidates: candidateList(economy.candidates) },
      suggest: () => economy.candidates.map((c) => `${c.label} #${c.id}`),
    });
  }
  const cityText = cell('city');
  let cityId: number | null = null;
  if (cityText !== '' && countryId !== undefined) {
    const found = lookups.cities.resolve(cityText, countryId);
    if (found.kind === 'one') cityId = found.id;
    else if (found.kind === 'ambiguous') {
      fail('city', 'cityAmbiguous', {
        params: { candidates: candidateList(found.candidates) },
        suggest: () => found.candidates.map((c) => `${c.label} #${c.id}`),
      });
    } else if (lookups.cities.byId(Number(cityText))) fail('city', 'cityNotContain');
    else fail('city', 'cityNotExist', { suggest: () => lookups.cities.nearest(cityText, countryId) });
  }

  const yearText = cell('year');
  const year = Number(yearText);
  if (yearText === '') fail('year', 'YearNotNull');
  else if (!Number.isInteger(year) || year < 1900 || year > 2100) fail('year', 'yearOutOfRange');

  const remove = isRemoval(raw);
  const number = remove ? ({ ok: true, value: 0 } as const) : readNumber(raw);
  if (!number.ok) fail('value', number.reason);
  const obsStatus = readObservationStatus(cell('status'));
  if (obsStatus === undefined) fail('status', 'obsStatusUnknown');

  if (countryId !== undefined && errors.length === 0 && !scopeCovers(scope, { countryId, cityId })) {
    fail(cityText === '' ? 'economy' : 'city', scope.kind === 'city' ? 'notHereAdmin' : 'notJurisdiction');
  }
  if (errors.length > 0 || !series || !type || countryId === undefined || !number.ok || obsStatus === undefined)
    return errors;
  const resolved = {
    seriesId: series.id,
    dimensionId: type.id,
    countryId,
    cityId,
    year,
    value: number.value,
    obsStatus,
  };
  return remove ? { ...resolved, remove: true } : resolved;
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
