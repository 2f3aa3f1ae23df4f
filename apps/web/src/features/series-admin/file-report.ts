import { limits } from '@csp/contract/core';
import type { ServerFieldError } from '../../lib/form-errors';

/** One line of the report of a refused import file. */
export interface ReportLine {
  key: string;
  /** The line of the file (the header is line 1); null for a problem of the whole file. */
  row: number | null;
  /** The column as the server names it (`value`, `name_en`...); null for the whole row or file. */
  column: string | null;
  /** A required column is missing from the header (`columns.<name>`). */
  missingColumn: boolean;
  message: string;
}

/**
 * The field errors of a refused import (`rows.<line>.<column>`, `rows.<line>`, `columns.<column>`, `file`; messages
 * already localized by the server) as report lines: problems of the whole file first, then by line.
 */
export function fileReport(errors: readonly ServerFieldError[]): ReportLine[] {
  const lines = errors.map((error, index): ReportLine => {
    const [kind, first, ...rest] = error.field.split('.');
    const base = { key: String(index), message: error.message };
    if (kind === 'rows' && first !== undefined && /^\d+$/.test(first)) {
      return { ...base, row: Number(first), column: rest.length ? rest.join('.') : null, missingColumn: false };
    }
    if (kind === 'columns' && first) return { ...base, row: null, column: first, missingColumn: true };
    return { ...base, row: null, column: null, missingColumn: false };
  });
  return lines.sort((a, b) => (a.row ?? 0) - (b.row ?? 0) || Number(a.key) - Number(b.key));
}

export type FileProblem = 'fileType' | 'fileTooLarge' | 'fileEmpty';

/** What the import calls take (SPEC §5: excel or csv within 50 MB); the server says which it cannot read. */
export const acceptedImportFiles = '.xlsx,.xls,.csv';

/** Whether a chosen file can be sent: a spreadsheet or csv, not empty, within 50 MB. */
export function checkImportFile(file: { name: string; size: number }): FileProblem | null {
  if (!/\.(xlsx|xls|csv)$/i.test(file.name)) return 'fileType';
  if (file.size === 0) return 'fileEmpty';
  if (file.size > limits.dataFileBytes) return 'fileTooLarge';
  return null;
}
