import { badRequest } from '../../errors.js';

/**
 * The columns of a sheet's header row: where each known column stands (names compared trimmed and in lower
 * case; unknown columns are ignored). 400 `columnMissing` on `columns.<name>` for every required one absent.
 * The one reading of a plain header, for the series import and the users import.
 */
export function readSheetHeader<C extends string>(
  cells: readonly string[],
  columns: readonly C[],
  required: readonly C[],
): Partial<Record<C, number>> {
  const index: Partial<Record<C, number>> = {};
  for (const [i, cell] of cells.entries()) {
    const name = cell.trim().toLowerCase() as C;
    if (columns.includes(name)) index[name] = i;
  }
  const missing = required.filter((c) => index[c] === undefined);
  if (missing.length) {
    throw badRequest(
      'columnMissing',
      missing.map((c) => ({ field: `columns.${c}`, message: 'columnMissing' })),
    );
  }
  return index;
}

/** A data row's cells by column, trimmed ('' where the header has no such column). */
export function cellsByColumn<C extends string>(
  cells: readonly string[],
  columns: readonly C[],
  index: Partial<Record<C, number>>,
): Record<C, string> {
  return Object.fromEntries(
    columns.map((c) => {
      const at = index[c];
      return [c, at === undefined ? '' : (cells[at] ?? '').trim()];
    }),
  ) as Record<C, string>;
}

/** A row with nothing in it (skipped by the imports). */
export const isBlankRow = (cells: readonly string[]) => cells.every((c) => c.trim() === '');
