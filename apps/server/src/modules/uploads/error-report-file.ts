import { type Language, type MessageKey, messageText } from '@csp/contract';
import ExcelJS from 'exceljs';
import type { StoredReport } from './error-report.js';

export type ReportFormat = 'csv' | 'xlsx';

const labels: Record<string, { en: string; zh: string }> = {
  row: { en: 'Row', zh: '行号' },
  column: { en: 'Column', zh: '列' },
  value: { en: 'Value found', zh: '所填内容' },
  problem: { en: 'Problem', zh: '问题' },
  suggestions: { en: 'Closest matches', zh: '最接近的名称' },
  wholeRow: { en: 'whole row', zh: '整行' },
  series: { en: 'series', zh: '指标' },
  type: { en: 'type', zh: '统计类型' },
  economy: { en: 'economy', zh: '经济体' },
  city: { en: 'city', zh: '城市' },
  year: { en: 'year', zh: '年份' },
  status: { en: 'observation status', zh: '观测状态' },
  summary: { en: 'Summary', zh: '汇总' },
  more: {
    en: '{rows} rows have problems; this report lists the first {listed}.',
    zh: '共 {rows} 行有问题；本报告列出前 {listed} 行。',
  },
};

const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (params[name] === undefined ? whole : String(params[name])));

const label = (key: string, lang: Language) => labels[key]?.[lang] ?? key;

/** Where a problem is: the column's name in the reader's language, a wide file's year column as the year. */
function where(column: string, header: string | undefined, lang: Language): string {
  if (column === 'row') return label('wholeRow', lang);
  if (column === 'value' && header) return header;
  return labels[column] ? label(column, lang) : column;
}

/**
 * The lines of the downloadable report: one per problem, with the row, the column, the value found, the message
 * and the closest names (in the reader's language), then the row as the file has it under the file's header.
 */
export function reportLines(report: StoredReport, lang: Language): string[][] {
  const head = ['row', 'column', 'value', 'problem', 'suggestions'].map((k) => label(k, lang));
  const lines: string[][] = [[...head, ...report.header]];
  for (const row of report.rows) {
    for (const p of row.problems) {
      const text = messageText(p.key as MessageKey, lang);
      lines.push([
        String(row.line),
        where(p.column, p.header, lang),
        p.value,
        p.params ? fill(text, p.params) : text,
        p.suggestions.join('; '),
        ...row.cells,
      ]);
    }
  }
  return lines;
}

/** The report's summary lines (kind of problem and how many rows), and a note when not every row is listed. */
function summaryLines(report: StoredReport, lang: Language): string[] {
  const rows = (n: number) =>
    n === 1 ? messageText('uploadRowsOne', lang) : fill(messageText('uploadRowsMany', lang), { count: n });
  const out = report.kinds.map(([kind, n]) => fill(messageText(kind, lang), { rows: rows(n) }));
  if (report.rows.length < report.rowsWithErrors)
    out.push(fill(label('more', lang), { rows: report.rowsWithErrors, listed: report.rows.length }));
  return out;
}

/**
 * A cell a spreadsheet would take for a formula (`=`, `@`, or a sign not followed by a number) is prefixed with
 * an apostrophe, so opening the CSV cannot run what an uploaded file put in a cell.
 */
export function csvSafe(cell: string): string {
  if (/^[=@\t\r]/.test(cell) || /^[+-](?![\d\s.,]*$)/.test(cell)) return `'${cell}`;
  return cell;
}

/** A CSV cell: made harmless (`csvSafe`), quoted when it holds a quote, comma or line break. */
export const csvCell = (cell: string) => {
  const safe = csvSafe(cell);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The report as a file: CSV (UTF-8 with a byte-order mark, for Excel) or XLSX (a Problems and a Summary sheet). */
export async function reportFile(
  report: StoredReport,
  lang: Language,
  format: ReportFormat,
  uploadId: number,
): Promise<{ name: string; type: string; bytes: Buffer }> {
  const lines = reportLines(report, lang);
  const name = `upload-${uploadId}-errors.${format}`;
  if (format === 'csv') {
    const text = lines.map((line) => line.map(csvCell).join(',')).join('\r\n');
    return { name, type: 'text/csv; charset=utf-8', bytes: Buffer.from(`\ufeff${text}\r\n`, 'utf8') };
  }
  const book = new ExcelJS.Workbook();
  book.creator = 'APEC City Statistics';
  const sheet = book.addWorksheet(lang === 'zh' ? '问题' : 'Problems');
  for (const line of lines) sheet.addRow(line);
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const [i, width] of [8, 14, 18, 48, 36].entries()) sheet.getColumn(i + 1).width = width;
  const summary = book.addWorksheet(label('summary', lang));
  for (const line of summaryLines(report, lang)) summary.addRow([line]);
  summary.getColumn(1).width = 80;
  return {
    name,
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    bytes: Buffer.from(await book.xlsx.writeBuffer()),
  };
}
