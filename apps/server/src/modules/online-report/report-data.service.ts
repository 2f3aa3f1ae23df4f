import type { FieldError, ParamInfoItem, QueryInfoItem, ReportDataQuery, RpColumns } from '@csp/contract';
import { AppError, badRequest, notFound } from '../../errors.js';
import type { DataSourcesService } from '../data-sources/data-sources.service.js';
import type { OnlineReportRepository, ReportRow } from './online-report.repository.js';
import { reportCache } from './report-cache.js';
import { runPage } from './report-runner.js';
import type { Filter } from './sql-compose.js';
import { checkReportSql } from './sql-guard.js';

const NUMBER = /^-?\d{1,30}(\.\d{1,30})?$/;
const DATE = /^\d{4}-\d{2}-\d{2}([ T]\d{2}:\d{2}(:\d{2})?)?$/;

type DataPage = { records: Record<string, unknown>[]; total: number };

/** The query fields' conditions from the request; a number or date of the wrong form is a 400 on its field. */
function filtersOf(report: ReportRow, query: Record<string, unknown>): Filter[] {
  const filters: Filter[] = [];
  const errors: FieldError[] = [];
  const take = (name: string, column: ReportRow['columns'][number], op: Filter['op']) => {
    const raw = query[name];
    const value = typeof raw === 'string' ? raw.trim() : '';
    if (!value) return;
    if (column.queryView === 'number' && !NUMBER.test(value)) errors.push({ field: name, message: 'invalidFormat' });
    else if (column.queryView === 'date' && !DATE.test(value)) errors.push({ field: name, message: 'invalidFormat' });
    else filters.push({ field: column.field, kind: column.queryView, op, value });
  };
  for (const column of report.columns.filter((c) => c.query)) {
    if (column.queryMode === 'group') {
      take(`${column.field}_begin`, column, 'gte');
      take(`${column.field}_end`, column, 'lte');
    } else take(column.field, column, 'match');
  }
  if (errors.length) throw badRequest('validationFailed', errors);
  return filters;
}

/** The popup's API (SPEC §7 "Online report"): columns with dictionaries, query items, parameters, data. */
export function reportDataService(repo: OnlineReportRepository, sources: DataSourcesService) {
  const cache = reportCache<DataPage>();
  const byId = async (id: number) => {
    const row = await repo.find(id);
    if (!row) throw notFound('reportNotExist');
    return row;
  };
  return {
    cache,
    async columns(code: string): Promise<RpColumns> {
      const row = await repo.findByCode(code);
      if (!row) throw notFound('reportNotExist');
      const dictCodes = [...new Set(row.columns.map((c) => c.dictCode).filter(Boolean))];
      const items = await repo.dictItems(dictCodes);
      const dictOptions: RpColumns['dictOptions'] = {};
      for (const column of row.columns.filter((c) => c.dictCode)) {
        dictOptions[column.field] = items
          .filter((item) => item.code === column.dictCode)
          .map((item) => ({
            value: item.value,
            text: item.textZh,
            textEn: item.textEn,
            label: item.textZh,
            title: item.textZh,
          }));
      }
      return {
        cgRpConfigId: String(row.id),
        cgRpConfigName: row.nameZh,
        cgRpConfigNameEn: row.nameEn,
        columns: row.columns.map((c) => ({
          field: c.field,
          title: c.title,
          titleEn: c.titleEn,
          dictCode: c.dictCode,
          hidden: c.hidden,
          sortable: c.sortable,
        })),
        dictOptions,
      };
    },
    async queryInfo(id: number): Promise<QueryInfoItem[]> {
      const row = await byId(id);
      return row.columns
        .filter((c) => c.query)
        .map((c) => ({
          field: c.field,
          label: c.title,
          labelEn: c.titleEn,
          mode: c.queryMode,
          view: c.queryView,
          dictCode: c.dictCode,
          hidden: c.queryHidden ? '1' : '0',
        }));
    },
    async paramsInfo(id: number): Promise<ParamInfoItem[]> {
      const row = await byId(id);
      return row.params.map((p) => ({
        field: p.name,
        label: p.title,
        labelEn: p.titleEn,
        defaultValue: p.defaultValue,
      }));
    },
    /** One page: parameters by name (else their default), query fields, a sortable column; cached when grouped. */
    async data(id: number, query: ReportDataQuery): Promise<DataPage> {
      const row = await byId(id);
      const sort = query.column ? row.columns.find((c) => c.field === query.column && c.sortable) : undefined;
      if (query.column && !sort) throw badRequest('validationFailed', [{ field: 'column', message: 'invalidOption' }]);
      const filters = filtersOf(row, query);
      const values = query as Record<string, unknown>;
      const params: Record<string, string | null> = {};
      for (const param of row.params) {
        const given = values[param.name];
        params[param.name] = typeof given === 'string' ? given : param.defaultValue;
      }
      const key = row.groupId
        ? JSON.stringify([
            row.id,
            row.updatedAt.getTime(),
            query.pageNo,
            query.pageSize,
            sort?.field ?? null,
            query.order,
            params,
            filters,
          ])
        : '';
      const hit = key ? cache.get(key) : undefined;
      if (hit) return hit;
      const source = await sources.source(row.dataSourceId);
      let checked: ReturnType<typeof checkReportSql>;
      try {
        checked = checkReportSql(row.sqlText, source.dialect);
      } catch (error) {
        // A stored definition that no longer passes (its source changed dialect, or the rules grew).
        if (error instanceof AppError) throw badRequest(error.key);
        throw error;
      }
      const page = await runPage(source, checked, {
        params,
        filters,
        sort: sort ? { field: sort.field, order: query.order } : undefined,
        limit: query.pageSize,
        offset: (query.pageNo - 1) * query.pageSize,
      });
      const result = { records: page.records, total: page.total };
      if (key) cache.set(key, result);
      return result;
    },
  };
}
export type ReportDataService = ReturnType<typeof reportDataService>;
