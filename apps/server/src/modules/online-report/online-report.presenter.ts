import { DEFAULT_DATA_SOURCE, type ReportDetail } from '@csp/contract';
import { isoTime } from '../../lib/replies.js';
import type { ReportRow } from './online-report.repository.js';

const sourceCode = (row: ReportRow, codes: Map<number, string>) =>
  row.dataSourceId === null ? DEFAULT_DATA_SOURCE : (codes.get(row.dataSourceId) ?? String(row.dataSourceId));

export const presentReportSummary = (row: ReportRow, codes: Map<number, string>) => ({
  id: String(row.id),
  code: row.code,
  name: row.nameZh,
  nameEn: row.nameEn,
  dataSource: sourceCode(row, codes),
  groupId: row.groupId,
  createTime: isoTime(row.createdAt),
  updateTime: isoTime(row.updatedAt),
});

export const presentReport = (row: ReportRow, codes: Map<number, string>): ReportDetail => ({
  ...presentReportSummary(row, codes),
  sql: row.sqlText,
  columns: row.columns,
  params: row.params,
});

/** A value of a report row as plain JSON: instants as ISO text, big integers as text, bytes left out. */
export function plainValue(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Uint8Array) return `[${value.length} bytes]`;
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
  return value;
}

export const plainRecord = (row: Record<string, unknown>, fields: string[]) =>
  Object.fromEntries(fields.map((field) => [field, plainValue(row[field])]));
