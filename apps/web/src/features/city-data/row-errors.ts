import { limits, readUploadErrorReport, type UploadErrorReport } from '@csp/contract/core';
import { isApiError } from '../../lib/api-error';
import type { ServerFieldError } from '../../lib/form-errors';

/**
 * Columns of an upload file, as the server names them in `rows.<line>.<column>`; `status` is the optional
 * observation status column (`obs_status`, issue 16). Each has a label in `upload.columns.<column>`.
 */
export const uploadColumns = ['series', 'type', 'economy', 'city', 'year', 'value', 'status'] as const;
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

/** One problem of a refused upload's report, as a table line; `first` marks the first problem of its row. */
export interface ReportLine {
  key: string;
  row: number;
  /** How many problems its row has (on the first line of the row; 0 on the others, for a merged row cell). */
  rowSpan: number;
  /** A known column, `row` (the whole row), or null for another column name. */
  column: UploadColumn | 'row' | null;
  /** The year column of a wide file, or a column name the client does not know. */
  header: string | null;
  value: string;
  message: string;
  suggestions: string[];
}

/** The server's report of a refused upload (`result.report`), when the reply has one. */
export function uploadReport(error: unknown): UploadErrorReport | null {
  if (!isApiError(error)) return null;
  return readUploadErrorReport((error.result as { report?: unknown } | null)?.report);
}

/** The report's rows as table lines: each problem of a row with its column, value and nearest names. */
export function reportLines(report: UploadErrorReport): ReportLine[] {
  return report.rows.flatMap((row) =>
    row.problems.map((p, i) => {
      const known = p.column === 'row' || isColumn(p.column);
      return {
        key: `${row.line}.${i}`,
        row: row.line,
        rowSpan: i === 0 ? row.problems.length : 0,
        column: known ? (p.column as UploadColumn | 'row') : null,
        header: p.header ?? (known ? null : p.column),
        value: p.value,
        message: p.message,
        suggestions: p.suggestions,
      };
    }),
  );
}

/**
 * The headline of a refused upload: the server's own text (`result.text`, with its counts filled in, e.g. "rows to
 * correct: 3") when the reply has one, else the error's localized message.
 */
export function uploadHeadline(error: unknown): string {
  if (isApiError(error)) {
    const text = (error.result as { text?: unknown } | null)?.text;
    if (typeof text === 'string' && text !== '') return text;
  }
  return error instanceof Error ? error.message : String(error);
}
