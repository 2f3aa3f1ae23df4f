import type { ReadOnlySource } from '../data-sources/read-only-source.js';
import { plainRecord } from './online-report.presenter.js';
import { assertPlatformRelations } from './relation-guard.js';
import { reportError } from './report-errors.js';
import { composePage, composeProbe, type PageOptions } from './sql-compose.js';
import type { CheckedSql } from './sql-guard.js';

export interface ReportPage {
  fields: string[];
  records: Record<string, unknown>[];
  total: number;
}

/**
 * Runs a checked report on its source, in one read-only transaction (on the platform's own database as the
 * reports role, after the relation check), the count and the page. Database refusals become message keys (report-errors.ts);
 * `detail` keeps the database's words for the report's author.
 */
export async function runPage(
  source: ReadOnlySource,
  checked: CheckedSql,
  options: PageOptions,
  detail = false,
): Promise<ReportPage> {
  const { data, count } = composePage(checked, options);
  if (source.platform) assertPlatformRelations(checked);
  try {
    return await source.readOnly(async (query) => {
      const counted = await query(count.text, count.values);
      const total = Number(Object.values(counted.rows[0] ?? {})[0] ?? 0);
      const page = await query(data.text, data.values);
      return { fields: page.fields, records: page.rows.map((row) => plainRecord(row, page.fields)), total };
    });
  } catch (error) {
    throw reportError(error, detail);
  }
}

/** The result's field names, no rows (parameters bound as null). */
export async function probeFields(source: ReadOnlySource, checked: CheckedSql): Promise<string[]> {
  const statement = composeProbe(checked, {});
  if (source.platform) assertPlatformRelations(checked);
  try {
    return await source.readOnly(async (query) => {
      return (await query(statement.text, statement.values)).fields;
    });
  } catch (error) {
    throw reportError(error, true);
  }
}
