import type { RawRow } from './row-reader.js';

const yearHeader = /^\d{4}$/;

/**
 * Accepts the wide layout of economy tables (e.g. GDP deflators): a header `economy, [name,] 1960, 1961, …`
 * and one row per economy. Each year cell becomes a long row `economy, year, value` on the same line number;
 * a file already in the long layout (it has a `year` column) passes through untouched.
 */
export async function* widen(rows: AsyncIterable<RawRow>): AsyncGenerator<RawRow> {
  let years: { index: number; year: string }[] | undefined;
  let economyIndex = 0;
  let passThrough = false;
  for await (const row of rows) {
    if (passThrough) {
      yield row;
      continue;
    }
    if (!years) {
      const found = row.cells.flatMap((cell, index) =>
        yearHeader.test(cell.trim()) ? [{ index, year: cell.trim() }] : [],
      );
      if (found.length === 0) {
        passThrough = true;
        yield row;
        continue;
      }
      years = found;
      const economy = row.cells.findIndex((c) =>
        /^(economy|country|economy_?code|country_?code|经济体|国家)$/i.test(c.trim()),
      );
      economyIndex = Math.max(economy, 0);
      yield { line: row.line, cells: ['economy', 'year', 'value'] };
      continue;
    }
    const economy = row.cells[economyIndex] ?? '';
    for (const { index, year } of years) {
      yield { line: row.line, cells: [economy, year, row.cells[index] ?? ''] };
    }
  }
}
