/** Reading the published source files in ../shared/data. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { parseNumber } from './compute.js';
import { owidFile, type ValueSource } from './series-defs.js';

export type Row = Record<string, string>;
/** economy code → year → value */
export type EconomyValues = Map<string, Map<number, number>>;

export function readCsv(dir: string, file: string): Row[] {
  const rows: Row[] = parse(readFileSync(path.join(dir, file), 'utf8'), {
    columns: true,
    skip_empty_lines: true,
    bom: true,
  });
  if (rows.length === 0) throw new Error(`${file}: no rows`);
  return rows;
}

function column(row: Row, name: string, file: string): string {
  const cell = row[name];
  if (cell === undefined) throw new Error(`${file}: no column "${name}"`);
  return cell;
}

function put(out: EconomyValues, economy: string, yearText: string, cell: string | undefined, file: string): void {
  const year = Number(yearText);
  if (!Number.isInteger(year)) throw new Error(`${file}: bad year "${yearText}" for ${economy}`);
  const value = parseNumber(cell);
  if (value === undefined) return;
  let years = out.get(economy);
  if (!years) {
    years = new Map();
    out.set(economy, years);
  }
  if (years.has(year)) throw new Error(`${file}: two values for ${economy} ${year}`);
  years.set(year, value);
}

/** The stored (not derived) values of one indicator, for the given economies only. */
export function readStoredValues(dir: string, source: ValueSource, economies: ReadonlySet<string>): EconomyValues {
  const out: EconomyValues = new Map();
  switch (source.kind) {
    case 'long': {
      for (const row of readCsv(dir, source.file)) {
        const economy = column(row, 'Country Code', source.file);
        if (!economies.has(economy)) continue;
        put(out, economy, column(row, 'Year', source.file), column(row, source.column, source.file), source.file);
      }
      break;
    }
    case 'wide': {
      for (const row of readCsv(dir, source.file)) {
        const economy = column(row, 'country', source.file);
        if (!economies.has(economy) || column(row, 'indicator', source.file) !== source.indicator) continue;
        for (const [key, cell] of Object.entries(row)) {
          if (/^\d{4}$/.test(key)) put(out, economy, key, cell, source.file);
        }
      }
      break;
    }
    case 'owid': {
      for (const row of readCsv(dir, owidFile)) {
        const economy = column(row, 'iso_code', owidFile);
        if (!economies.has(economy)) continue;
        put(out, economy, column(row, 'year', owidFile), column(row, source.column, owidFile), owidFile);
      }
      break;
    }
    default:
      throw new Error(`not a stored source: ${source.kind}`);
  }
  if (out.size === 0) throw new Error(`no values read for ${JSON.stringify(source)}`);
  return out;
}
