import { badRequest } from '../../errors.js';
import type { CheckedSql } from './sql-guard.js';

/**
 * On the platform's own database (the source `default`) a report reads only the views of the schema
 * `reports` (migration 0009_report_reader): statistics and reference data, never accounts, sessions, keys,
 * codes, mails, logs or data sources' passwords. The statement runs as the role `csp_report_reader`, which may
 * read those views and nothing else, with `search_path` set to `reports` (read-only-source.ts); before that,
 * the parser's list of relations (CTEs resolved by scope, postgres-guard.ts) must name only these views,
 * unqualified or as `reports.<view>`, so PGlite and a misconfigured role refuse them too.
 */
export const REPORT_VIEWS = new Set([
  'countries',
  'cities',
  'city_names',
  'city_codes',
  'city_files',
  'series',
  'dimensions',
  'data_values',
  'categories',
  'dicts',
  'dict_items',
  'departments',
  'positions',
  'roles',
  'tenants',
]);

/** Refuses (400 `reportSqlForbidden` on `sql`) a statement that reads anything but the `reports` views. */
export function assertPlatformRelations(checked: CheckedSql): void {
  const allowed =
    checked.relations?.every(
      (r) => !r.catalog && (r.schema === undefined || r.schema === 'reports') && REPORT_VIEWS.has(r.name),
    ) ?? false;
  if (!allowed) throw badRequest('reportSqlForbidden', [{ field: 'sql', message: 'reportSqlForbidden' }]);
}
