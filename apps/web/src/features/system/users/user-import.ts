import type { FieldError } from '@csp/contract/core';
import { userSheetColumns } from '@csp/contract/core';

export type SheetColumn = (typeof userSheetColumns)[number];

/** One line of the report of a refused users import. */
export interface ImportErrorLine {
  key: string;
  /** The line of the file (the header is line 1); null for the whole file. */
  row: number | null;
  /** The column; null for the whole file or row. */
  column: SheetColumn | null;
  message: string;
}

const isColumn = (value: string | undefined): value is SheetColumn =>
  (userSheetColumns as readonly string[]).includes(value ?? '');

/**
 * The field errors of a refused import (`rows.<line>.<column>`, `columns.<column>`, `file`; messages already
 * localized by the server) as report lines: file-wide problems first, then by line in the sheet's column order.
 */
export function importErrorLines(errors: readonly FieldError[]): ImportErrorLine[] {
  const lines = errors.map((error, index): ImportErrorLine => {
    const [kind, first, second] = error.field.split('.');
    if (kind === 'rows' && first !== undefined && /^\d+$/.test(first)) {
      return {
        key: String(index),
        row: Number(first),
        column: isColumn(second) ? second : null,
        message: error.message,
      };
    }
    if (kind === 'columns')
      return { key: String(index), row: null, column: isColumn(first) ? first : null, message: error.message };
    return { key: String(index), row: null, column: null, message: error.message };
  });
  const order = (c: SheetColumn | null) => (c === null ? -1 : userSheetColumns.indexOf(c));
  return lines.sort((a, b) => (a.row ?? 0) - (b.row ?? 0) || order(a.column) - order(b.column));
}

/** A template of the import: the header row and one example line, as CSV text. */
export function importTemplateCsv(): string {
  return `${userSheetColumns.join(',')}\njdoe,John Doe,jdoe@example.org,+1 555 0100,Change#Me1,1,user\n`;
}
