import type { RawRow } from '../../lib/spreadsheet/row-reader.js';
import { isEconomyHeader } from './row-validator.js';

const yearHeader = /^\d{4}$/;
/** Lines above the header that are skipped when they are notes (World Bank files have four). */
const maxLinesBeforeHeader = 10;

/**
 * Drops the note lines above the header row: the header is the first of the first ten rows that names an
 * economy column ("economy", "Country Code", …). World Bank downloads start with "Data Source", "Last Updated
 * Date" and blank lines. When no such row comes, every row goes on untouched (the header check then reports
 * the missing columns as before).
 */
export async function* fromHeader(batches: AsyncIterable<RawRow[]>): AsyncGenerator<RawRow[]> {
  const held: RawRow[] = [];
  let found = false;
  for await (const rows of batches) {
    if (found) {
      yield rows;
      continue;
    }
    for (const [i, row] of rows.entries()) {
      if (row.cells.some((c) => isEconomyHeader(c.trim()))) {
        found = true;
        yield rows.slice(i);
        break;
      }
      held.push(row);
      if (held.length >= maxLinesBeforeHeader) {
        found = true;
        yield [...held, ...rows.slice(i + 1)];
        break;
      }
    }
  }
  if (!found && held.length > 0) yield held;
}

/** A long row made from one year cell of a wide row: `header` is the year column it came from. */
export interface WideRow extends RawRow {
  header?: string;
  /** The row as the file has it (a wide row: every year; shared by its long rows, not copied). */
  source?: string[];
}

/**
 * Accepts the wide layout: a header with the place columns (economy, [city,] [names…]) and one column per year
 * (`1960`, `1961`, …; World Bank downloads), one row per place. Each year cell becomes a long row (the place
 * cells, year, value) on the same line number; a file in the long layout (no year columns) passes through.
 */
export async function* widen(batches: AsyncIterable<RawRow[]>): AsyncGenerator<WideRow[]> {
  let years: { index: number; year: string }[] | undefined;
  let kept: number[] = [];
  let passThrough = false;
  for await (const rows of batches) {
    if (passThrough) {
      yield rows;
      continue;
    }
    const out: WideRow[] = [];
    for (const row of rows) {
      if (passThrough) {
        out.push(row);
      } else if (!years) {
        const found = row.cells.flatMap((cell, index) =>
          yearHeader.test(cell.trim()) ? [{ index, year: cell.trim() }] : [],
        );
        if (found.length === 0) {
          passThrough = true;
          out.push(row);
          continue;
        }
        years = found;
        const yearIndexes = new Set(found.map((y) => y.index));
        kept = row.cells.flatMap((_, index) => (yearIndexes.has(index) ? [] : [index]));
        out.push({
          line: row.line,
          cells: [...kept.map((i) => row.cells[i] ?? ''), 'year', 'value'],
          source: row.cells,
        });
      } else {
        const place = kept.map((i) => row.cells[i] ?? '');
        for (const { index, year } of years)
          out.push({
            line: row.line,
            cells: [...place, year, row.cells[index] ?? ''],
            header: year,
            source: row.cells,
          });
      }
    }
    yield out;
  }
}
