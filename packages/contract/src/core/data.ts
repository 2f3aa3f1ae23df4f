import type { UploadErrorReport } from '../data.js';

/**
 * Whether a string of digits fits PostgreSQL's bigint once read as a JavaScript number (the server reads ids as
 * numbers): 9223372036854775808 and above would be a database error, so they are a 400 instead.
 */
export const fitsBigint = (digits: string) => Number(digits) < 2 ** 63;

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isInt = (value: unknown): value is number => Number.isInteger(value);
const isText = (value: unknown): value is string => typeof value === 'string';
const isId = (value: unknown): value is string => isText(value) && /^\d{1,19}$/.test(value) && fitsBigint(value);

function problemOf(value: unknown): UploadErrorReport['rows'][number]['problems'][number] | null {
  if (!isFields(value)) return null;
  const { column, header, value: text, message, suggestions } = value;
  if (!isText(column) || !isText(text) || !isText(message)) return null;
  if (header !== undefined && !isText(header)) return null;
  if (!Array.isArray(suggestions) || !suggestions.every(isText)) return null;
  return { column, ...(header === undefined ? {} : { header }), value: text, message, suggestions: [...suggestions] };
}

function rowOf(value: unknown): UploadErrorReport['rows'][number] | null {
  if (!isFields(value) || !isInt(value.line) || !Array.isArray(value.problems)) return null;
  const problems = value.problems.map(problemOf);
  return problems.every((p) => p !== null) ? { line: value.line, problems } : null;
}

function summaryOf(value: unknown): UploadErrorReport['summary'][number] | null {
  if (!isFields(value) || !isText(value.kind) || !isInt(value.rows) || !isText(value.text)) return null;
  return { kind: value.kind, rows: value.rows, text: value.text };
}

/**
 * The report of a refused upload (`result.report` of the 400 reply) read without zod, for the web: the report
 * with only the fields `uploadErrorReportSchema` declares, or null where the value is not such a report. It
 * answers as the schema's `safeParse` does (`data.test.ts` checks the two side by side).
 */
export function readUploadErrorReport(value: unknown): UploadErrorReport | null {
  if (!isFields(value)) return null;
  const { uploadId, rowsWithErrors, rowsShown, rowsStored, summary, rows } = value;
  if (uploadId !== undefined && !isId(uploadId)) return null;
  if (!isInt(rowsWithErrors) || !isInt(rowsShown)) return null;
  if (rowsStored !== undefined && !isInt(rowsStored)) return null;
  if (!Array.isArray(summary) || !Array.isArray(rows)) return null;
  const summaryLines = summary.map(summaryOf);
  const rowLines = rows.map(rowOf);
  if (!summaryLines.every((s) => s !== null) || !rowLines.every((r) => r !== null)) return null;
  return {
    ...(uploadId === undefined ? {} : { uploadId }),
    rowsWithErrors,
    rowsShown,
    ...(rowsStored === undefined ? {} : { rowsStored }),
    summary: summaryLines,
    rows: rowLines,
  };
}
