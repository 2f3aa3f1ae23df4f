import { badRequest } from '../../errors.js';
import type { RunQuery } from '../data-sources/read-only-source.js';
import type { Bound } from './sql-compose.js';

/**
 * On the platform's own database (the source `default`) a report reads only the statistics and reference
 * tables below: the tables holding password hashes, sessions, keys, codes, mails or other connections'
 * passwords are out of reach even through `*`, a whole-row value or a view. The planner is asked which
 * relations the statement scans (EXPLAIN, which runs nothing), so no table name can hide from the check.
 * A report on anything else reads a data source whose database role grants what it may see.
 */
export const PLATFORM_REPORT_TABLES = new Set([
  'countries',
  'cities',
  'city_files',
  'series',
  'dimensions',
  'data_values',
  'data_logs',
  'departments',
  'positions',
  'categories',
  'dicts',
  'dict_items',
  'tenants',
  'roles',
  'announcements',
]);

function relationsOf(plan: unknown, found: Set<string>): Set<string> {
  if (Array.isArray(plan)) for (const item of plan) relationsOf(item, found);
  else if (plan && typeof plan === 'object') {
    for (const [key, value] of Object.entries(plan)) {
      if (key === 'Relation Name' && typeof value === 'string') found.add(value);
      else relationsOf(value, found);
    }
  }
  return found;
}

/** Refuses (400 `reportSqlForbidden` on `sql`) a statement that scans a table outside the list. */
export async function assertPlatformRelations(query: RunQuery, statement: Bound): Promise<void> {
  const { rows } = await query(`explain (format json) ${statement.text}`, statement.values);
  const cell = Object.values(rows[0] ?? {})[0];
  const plan = typeof cell === 'string' ? JSON.parse(cell) : cell;
  for (const relation of relationsOf(plan, new Set())) {
    if (!PLATFORM_REPORT_TABLES.has(relation)) {
      throw badRequest('reportSqlForbidden', [{ field: 'sql', message: 'reportSqlForbidden' }]);
    }
  }
}
