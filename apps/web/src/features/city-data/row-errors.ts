import { limits } from '@csp/contract';
import type { ServerFieldError } from '../../lib/form-errors';

/** Columns of an upload file, as the server names them in `rows.<line>.<column>`. */
export const uploadColumns = ['series', 'type', 'economy', 'city', 'year', 'value'] as const;
export type UploadColumn = (typeof uploadColumns)[number];

/** One line of the error report of a refused upload. */
export interface RowErrorLine {
  key: string;
  /** The line of the file (the header is line 1); null for a problem of the whole file. */
  row: number | null;
  /** The column; null for the whole row or file. */
  column: UploadColumn | null;
  /** Set for a missing column (`columns.<name>`). */
  missingColumn: boolean;
  message: string;
}

const isColumn = (value: string | undefined): value is UploadColumn =>
  (uploadColumns as readonly string[]).includes(value ?? '');

/**
 * The field errors of a refused upload (`rows.<line>.<column>`, `rows.<line>`, `columns.<column>`, `file`,
 * messages already localized by the server) as report lines: file-wide problems first, then by line and column.
 */
export function uploadErrorRows(errors: readonly ServerFieldError[]): RowErrorLine[] {
  const lines = errors.map((error, index): RowErrorLine => {
    const [kind, first, second] = error.field.split('.');
    if (kind === 'rows' && first !== undefined && /^\d+$/.test(first)) {
      return {
        key: `${index}`,
        row: Number(first),
        column: isColumn(second) ? second : null,
        missingColumn: false,
        message: error.message,
      };
    }
    if (kind === 'columns') {
      return {
        key: `${index}`,
        row: null,
        column: isColumn(first) ? first : null,
        missingColumn: true,
        message: error.message,
      };
    }
    return { key: `${index}`, row: null, column: null, missingColumn: false, message: error.message };
  });
  const order = (c: UploadColumn | null) => (c === null ? -1 : uploadColumns.indexOf(c));
  return lines.sort((a, b) => (a.row ?? 0) - (b.row ?? 0) || order(a.column) - order(b.column));
}

export type FileProblem = 'fileType' | 'fileTooLarge' | 'fileEmpty';

/** File types the upload takes (SPEC §5: excel or csv within 50M). */
export const acceptedDataFiles = '.xlsx,.xls,.csv';

/** Whether a chosen file can be sent: an excel or csv file, not empty, within 50 MB. */
export function checkDataFile(file: { name: string; size: number }): FileProblem | null {
  if (!/\.(xlsx|xls|csv)$/i.test(file.name)) return 'fileType';
  if (file.size === 0) return 'fileEmpty';
  if (file.size > limits.dataFileBytes) return 'fileTooLarge';
  return null;
}
