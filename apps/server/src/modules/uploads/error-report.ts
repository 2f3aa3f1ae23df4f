import { type FieldError, type Language, type MessageKey, messageText, type UploadErrorReport } from '@csp/contract';
import { AppError } from '../../errors.js';
import type { RowProblem } from './row-validator.js';

/** At most this many rows (not cells: a wide file's row holds many) are reported in full in the reply. */
export const maxReportedRows = 100;
/** At most this many rows are kept for the downloadable report (the reply's first 100 and the rest); all are counted. */
export const maxStoredRows = 5000;

/** The summary line a row problem counts under. */
const kindOf: Partial<Record<MessageKey, MessageKey>> = {
  seriesNotExist: 'uploadSumSeries',
  dimensionNotExist: 'uploadSumSeries',
  typeNotStored: 'uploadSumSeries',
  countryNotExist: 'uploadSumCountryNotExist',
  cityNotExist: 'uploadSumCityNotExist',
  cityNotContain: 'uploadSumCityNotContain',
  cityAmbiguous: 'uploadSumAmbiguous',
  countryAmbiguous: 'uploadSumAmbiguous',
  notJurisdiction: 'uploadSumOutsideArea',
  notHereAdmin: 'uploadSumOutsideArea',
  YearNotNull: 'uploadSumYear',
  yearOutOfRange: 'uploadSumYear',
  valueNotNumber: 'uploadSumValue',
  valueDecimalComma: 'uploadSumValue',
  valueSeparatorsUnclear: 'uploadSumValue',
  rowDuplicate: 'uploadSumDuplicate',
  uploadRemoveNotAllowed: 'uploadSumRemove',
};

interface Problem {
  column: string;
  /** The header of the cell's column when it is not the column's own name (a year column of a wide file). */
  header?: string;
  value: string;
  key: MessageKey;
  params?: Record<string, string>;
  suggestions: string[];
}

interface ReportRow {
  line: number;
  /** The row as the file has it (a wide row: the whole row with every year). */
  cells: string[];
  problems: Problem[];
}

/**
 * The full report of a refused upload as stored with it (`uploads.report`): message keys, not texts, so the
 * download speaks the reader's language.
 */
export interface StoredReport {
  header: string[];
  rowsWithErrors: number;
  kinds: [MessageKey, number][];
  rows: ReportRow[];
}

/** Fills `{name}` placeholders of a message's text. */
const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (params[name] === undefined ? whole : String(params[name])));

const rowsText = (count: number, lang: Language) =>
  count === 1 ? messageText('uploadRowsOne', lang) : fill(messageText('uploadRowsMany', lang), { count });

/**
 * The refusal of an upload with row problems: the headline names what kind of problem it is, the summary how
 * many rows each kind has, and the first rows each with their problems (column, value found, message, nearest
 * names). The flat `errors` list stays as before (`rows.<line>.<column>`, one entry per problem and row).
 */
export class UploadRefused extends AppError {
  constructor(
    key: MessageKey,
    fieldErrors: FieldError[],
    private readonly report: {
      rowsWithErrors: number;
      kinds: Map<MessageKey, number>;
      rows: ReportRow[];
      header: string[];
    },
    /** The refused upload's record, whose full report downloads (`GET /city/data/manager/upload/:id/errorReport`). */
    readonly uploadId?: number,
  ) {
    super(key, 400, fieldErrors);
  }

  /** The full report as stored with the upload. */
  stored(): StoredReport {
    return {
      header: this.report.header,
      rowsWithErrors: this.report.rowsWithErrors,
      kinds: [...this.report.kinds],
      rows: this.report.rows,
    };
  }

  /** What the error handler adds to the reply's `result`, in the request's language. */
  replyResult(lang: Language): { text: string; report: UploadErrorReport } {
    const text = (key: MessageKey, params?: Record<string, string>) =>
      params ? fill(messageText(key, lang), params) : messageText(key, lang);
    const shown = this.report.rows.slice(0, maxReportedRows);
    return {
      text: text(this.key, { count: String(this.report.rowsWithErrors) }),
      report: {
        ...(this.uploadId !== undefined ? { uploadId: String(this.uploadId) } : {}),
        rowsWithErrors: this.report.rowsWithErrors,
        rowsShown: shown.length,
        rowsStored: this.report.rows.length,
        summary: [...this.report.kinds].map(([kind, rows]) => ({
          kind,
          rows,
          text: text(kind, { rows: rowsText(rows, lang) }),
        })),
        rows: shown.map((r) => ({
          line: r.line,
          problems: r.problems.map((p) => ({
            column: p.column,
            ...(p.header !== undefined ? { header: p.header } : {}),
            value: p.value,
            message: text(p.key, p.params),
            suggestions: p.suggestions,
          })),
        })),
      },
    };
  }
}

/** Gathers the problems of an upload's rows (lines come in file order; a wide row's cells come together). */
export function errorReport() {
  const rows: ReportRow[] = [];
  let fileHeader: string[] = [];
  /** Nearest names per problem and text (a file repeats the same unknown name on many rows). */
  const nearest = new Map<string, string[]>();
  const suggestionsOf = (p: RowProblem) => {
    if (!p.suggest) return [];
    const key = `${p.key}\u0000${p.column ?? ''}\u0000${p.value}`;
    let found = nearest.get(key);
    if (!found) {
      found = p.suggest();
      nearest.set(key, found);
    }
    return found;
  };
  const kinds = new Map<MessageKey, number>();
  let rowsWithErrors = 0;
  let lastLine = -1;
  let lineKinds = new Set<MessageKey>();
  return {
    get failed() {
      return rowsWithErrors > 0;
    },
    /** The file's header row as it came (for the downloadable report's original columns). */
    header(cells: string[]) {
      fileHeader = cells;
    },
    /**
     * The problems of one (long) row; `header`: the year column a wide row's value came from; `cells`: the row
     * as the file has it.
     */
    add(line: number, problems: RowProblem[], header?: string, cells: string[] = []) {
      if (line !== lastLine) {
        lastLine = line;
        lineKinds = new Set();
        rowsWithErrors += 1;
        if (rows.length < maxStoredRows) rows.push({ line, cells, problems: [] });
      }
      for (const p of problems) {
        const kind = kindOf[p.key] ?? 'uploadRowsRefused';
        if (!lineKinds.has(kind)) {
          lineKinds.add(kind);
          kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
        }
      }
      const row = rows.at(-1);
      if (!row || row.line !== line) return; // beyond the reported rows: counted only
      for (const p of problems) {
        const column = p.column ?? 'row';
        const cellHeader = column === 'value' ? header : undefined;
        const same = row.problems.some(
          (q) => q.column === column && q.key === p.key && q.value === p.value && q.header === cellHeader,
        );
        if (same) continue; // a wide row's economy problem, once per row, not once per year column
        row.problems.push({
          column,
          ...(cellHeader !== undefined ? { header: cellHeader } : {}),
          value: p.value,
          key: p.key,
          ...(p.params ? { params: p.params } : {}),
          suggestions: suggestionsOf(p),
        });
      }
    },
    /** The refusal: a headline for value problems only, or for rows to correct. */
    error(uploadId?: number): UploadRefused {
      const onlyValues = [...kinds.keys()].every((k) => k === 'uploadSumValue');
      const fieldErrors: FieldError[] = [];
      for (const row of rows.slice(0, maxReportedRows)) {
        const seen = new Set<string>();
        for (const p of row.problems) {
          const field = p.column === 'row' ? `rows.${row.line}` : `rows.${row.line}.${p.column}`;
          if (seen.has(`${field}\u0000${p.key}`)) continue;
          seen.add(`${field}\u0000${p.key}`);
          fieldErrors.push({ field, message: p.key, ...(p.params ? { params: p.params } : {}) });
        }
      }
      return new UploadRefused(
        onlyValues ? 'uploadValuesUnreadable' : 'uploadRowsRefused',
        fieldErrors,
        { rowsWithErrors, kinds, rows, header: fileHeader },
        uploadId,
      );
    },
  };
}
