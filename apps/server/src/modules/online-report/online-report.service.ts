import type { FieldError, ReportAdd, ReportColumn, ReportEdit, ReportParam } from '@csp/contract';
import { badRequest, conflict, notFound } from '../../errors.js';
import { toPage } from '../../lib/paging.js';
import type { DataSourcesService } from '../data-sources/data-sources.service.js';
import { presentReport, presentReportSummary } from './online-report.presenter.js';
import type { OnlineReportRepository } from './online-report.repository.js';
import { assertPlatformRelations } from './relation-guard.js';
import { probeFields, runPage } from './report-runner.js';
import { checkReportSql } from './sql-guard.js';

/**
 * The rules of a definition: its SQL passes the guard for its source's dialect (on the platform's own database
 * it reads only the `reports` views), every `${name}` it uses is a
 * defined parameter, and no name is used twice among the parameters and the query fields' inputs
 * (`field`, or `field_begin` / `field_end` for a range) and the paging names, nor among the columns.
 */
export function assertDefinition(
  sql: string,
  dialect: 'postgres' | 'mysql',
  columns: ReportColumn[],
  params: ReportParam[],
) {
  const checked = checkReportSql(sql, dialect);
  const defined = new Set(params.map((p) => p.name));
  const unknown = checked.params.filter((name) => !defined.has(name));
  if (unknown.length) throw badRequest('reportParamUnknown', [{ field: 'params', message: 'reportParamUnknown' }]);
  const clash: FieldError[] = [];
  const fields = new Set<string>();
  for (const [index, column] of columns.entries()) {
    if (fields.has(column.field)) clash.push({ field: `columns.${index}.field`, message: 'reportNameClash' });
    fields.add(column.field);
  }
  // Names the data query uses itself (paging, sort, the client's time stamp).
  const inputs = new Set<string>(['pageNo', 'pageSize', 'column', 'order', '_t']);
  for (const [index, column] of columns.entries()) {
    if (!column.query) continue;
    const names = column.queryMode === 'group' ? [`${column.field}_begin`, `${column.field}_end`] : [column.field];
    if (names.some((name) => inputs.has(name)))
      clash.push({ field: `columns.${index}.field`, message: 'reportNameClash' });
    for (const name of names) inputs.add(name);
  }
  for (const [index, param] of params.entries()) {
    if (inputs.has(param.name)) clash.push({ field: `params.${index}.name`, message: 'reportNameClash' });
    inputs.add(param.name);
  }
  if (clash.length) throw badRequest('reportNameClash', clash);
  return checked;
}

/** Report definitions: list, read, add, edit, delete; the editor's SQL analysis and test run. */
export function onlineReportService(repo: OnlineReportRepository, sources: DataSourcesService) {
  const codeFree = async (code: string, exceptId?: number) => {
    if (await repo.codeTaken(code, exceptId)) throw conflict('duplicate', [{ field: 'code', message: 'duplicate' }]);
  };
  return {
    async page(query: Parameters<OnlineReportRepository['page']>[0]) {
      const [{ rows, total }, codes] = await Promise.all([repo.page(query), repo.sourceCodes()]);
      return toPage(
        rows.map((row) => presentReportSummary(row, codes)),
        total,
        query,
      );
    },
    async get(id: number) {
      const row = await repo.find(id);
      if (!row) throw notFound('reportNotExist');
      return presentReport(row, await repo.sourceCodes());
    },
    async add(body: ReportAdd) {
      const source = await sources.resolve(body.dataSource);
      const checked = assertDefinition(body.sql, source.dialect, body.columns, body.params);
      if (source.id === null) assertPlatformRelations(checked);
      await codeFree(body.code);
      const id = await repo.insert({
        code: body.code,
        nameZh: body.name,
        nameEn: body.nameEn ?? '',
        dataSourceId: source.id,
        sqlText: body.sql,
        groupId: body.groupId ?? '',
        columns: body.columns,
        params: body.params,
      });
      return { id: String(id) };
    },
    async edit(body: ReportEdit) {
      const id = Number(body.id);
      const row = await repo.find(id);
      if (!row) throw notFound('reportNotExist');
      const codes = await repo.sourceCodes();
      const current = presentReport(row, codes);
      const source = await sources.resolve(body.dataSource ?? current.dataSource);
      const checked = assertDefinition(
        body.sql ?? row.sqlText,
        source.dialect,
        body.columns ?? row.columns,
        body.params ?? row.params,
      );
      if (source.id === null) assertPlatformRelations(checked);
      if (body.code) await codeFree(body.code, id);
      await repo.update(id, {
        code: body.code,
        nameZh: body.name,
        nameEn: body.nameEn,
        dataSourceId: source.id,
        sqlText: body.sql,
        groupId: body.groupId,
        columns: body.columns,
        params: body.params,
      });
    },
    async remove(id: number) {
      if (!(await repo.delete(id)).length) throw notFound('reportNotExist');
    },
    /** The result's field names and the parameters the SQL uses (the editor fills its tables with them). */
    async parse(body: { sql: string; dataSource: string }) {
      const resolved = await sources.resolve(body.dataSource);
      const checked = checkReportSql(body.sql, resolved.dialect);
      const fields = await probeFields(await sources.source(resolved.id), checked);
      return { fields, params: checked.params };
    },
    /** One page of an unsaved definition with the given parameter values. */
    async testRun(body: {
      sql: string;
      dataSource: string;
      params: Record<string, string>;
      pageNo: number;
      pageSize: number;
    }) {
      const resolved = await sources.resolve(body.dataSource);
      const checked = checkReportSql(body.sql, resolved.dialect);
      const params = Object.fromEntries(checked.params.map((name) => [name, body.params[name] ?? null]));
      const offset = (body.pageNo - 1) * body.pageSize;
      const source = await sources.source(resolved.id);
      return runPage(source, checked, { params, limit: body.pageSize, offset }, true);
    },
  };
}
export type OnlineReportService = ReturnType<typeof onlineReportService>;
