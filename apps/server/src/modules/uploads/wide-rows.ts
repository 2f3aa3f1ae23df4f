import type { RawRow } from './row-reader.js';

const yearHeader = /^\d{4}$/;
const economyHeader = /^(economy|country|economy_?code|country_?code|经济体|国家)$/i;

/**
 * Accepts the wide layout of economy tables (e.g. GDP deflators): a header `economy, [name,] 1960, 1961, …`
 * and one row per economy. Each year cell becomes a long row `economy, year, value` on the same line number;
 * a file already in the long layout (no year columns in its header) passes through untouched.
 */
export async function* widen(batches: AsyncIterable<RawRow[]>): AsyncGenerator<RawRow[]> {
  let years: { index: number; year: string }[] | undefined;
  let economyIndex = 0;
  let passThrough = false;
  for await (const rows of batches) {
    if (passThrough) {
      yield rows;
      continue;
    }
    const out: RawRow[] = [];
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
        economyIndex = Math.max(
          row.cells.findIndex((c) => economyHeader.test(c.trim())),
          0,
        );
        out.push({ line: row.line, cells: ['economy', 'year', 'value'] });
      } else {
        const economy = row.cells[economyIndex] ?? '';
        for (const { index, year } of years)
          out.push({ line: row.line, cells: [economy, year, row.cells[index] ?? ''] });
      }
    }
    yield out;
  }
}
