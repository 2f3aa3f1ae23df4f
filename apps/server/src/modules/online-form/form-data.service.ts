import {
  type FieldError,
  type OnlineFormColumnInfo,
  type OnlineFormDataQuery,
  type OnlineFormRecord,
  type OnlineFormRowEdit,
  type OnlineFormTable,
  onlineFormColumn,
} from '@csp/contract';
import { eq, getTableColumns, ilike, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { badRequest, conflict, notFound } from '../../errors.js';
import { uniqueViolation } from '../../lib/db-errors.js';
import { containsPattern, toPage } from '../../lib/paging.js';
import { allowedColumn, allowedTables, isAllowedTable } from './allowed-tables.js';
import type { OnlineFormRepository, OnlineFormRow } from './online-form.repository.js';

interface ViewField {
  field: string;
  info: OnlineFormColumnInfo;
  column: PgColumn;
  list: boolean;
  query: boolean;
  detail: boolean;
  edit: boolean;
  dictCode: string;
  labelZh: string;
  labelEn: string;
}

/**
 * A stored form as it is used now: the table and every field checked against the allow-list again (a form saved
 * before the list shrank loses the fields no longer on it; a table no longer on it makes the form unusable).
 */
function usable(row: OnlineFormRow) {
  if (!isAllowedTable(row.tableName)) throw notFound();
  const table: OnlineFormTable = row.tableName;
  const fields: ViewField[] = [];
  for (const f of row.fields) {
    const info = onlineFormColumn(table, f.field);
    const column = allowedColumn(table, f.field);
    if (!info || !column) continue;
    fields.push({ ...f, info, column, edit: f.edit && info.editable });
  }
  return { table, fields };
}

const cell = (value: unknown): string | number | null => {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  return String(value);
};

/** A row as the views get it: every selected field, `id` as text (ids are bigints). */
const record = (row: Record<string, unknown>, id: unknown): OnlineFormRecord => {
  const out: OnlineFormRecord = {};
  for (const [k, v] of Object.entries(row)) out[k] = cell(v);
  out.id = String(id);
  return out;
};

/** The property name of a column object in its table (what Drizzle's update takes). */
function propertyOf(table: OnlineFormTable, column: PgColumn): string | undefined {
  return Object.entries(getTableColumns(allowedTables[table].table)).find(([, c]) => c === column)?.[0];
}

/** Using online forms: the list view's query and page, a row's detail, and edits of the form's editable fields. */
export function formDataService(repo: OnlineFormRepository) {
  const load = async (code: string) => {
    const row = await repo.byCode(code);
    if (!row) throw notFound();
    return { row, ...usable(row) };
  };
  const dictOptions = async (fields: ViewField[]) => {
    const codes = [...new Set(fields.map((f) => f.dictCode).filter(Boolean))];
    const items = await repo.dictItems(codes);
    const options: Record<string, { value: string; text: string; textEn: string; label: string; title: string }[]> = {};
    for (const f of fields) {
      if (!f.dictCode) continue;
      options[f.field] = items
        .filter((i) => i.code === f.dictCode)
        .map((i) => ({ value: i.value, text: i.textZh, textEn: i.textEn, label: i.textZh, title: i.textZh }));
    }
    return options;
  };

  return {
    async view(code: string) {
      const { row, table, fields } = await load(code);
      return {
        id: String(row.id),
        code: row.code,
        name: row.nameZh,
        nameEn: row.nameEn,
        tableName: table,
        detailColumns: row.detailColumns,
        fields: fields.map(({ info, column: _column, ...f }) => ({ ...f, kind: info.kind })),
        enhanceRecords: row.enhanceRecords,
        dictOptions: await dictOptions(fields),
      };
    },
    async data(code: string, query: OnlineFormDataQuery, tenantId: number) {
      const { table, fields } = await load(code);
      const listed = fields.filter((f) => f.list);
      const select: Record<string, PgColumn> = { id: allowedTables[table].id };
      for (const f of listed) select[f.field] = f.column;
      let sort: PgColumn | undefined;
      if (query.column) {
        sort = listed.find((f) => f.field === query.column)?.column;
        if (!sort) throw badRequest('validationFailed', [{ field: 'column', message: 'parameterError' }]);
      }
      const where: SQL[] = [];
      const errors: FieldError[] = [];
      for (const f of fields.filter((x) => x.query)) {
        const raw = query[f.field];
        const value = typeof raw === 'string' ? raw.trim() : '';
        if (!value) continue;
        if (f.info.kind === 'int') {
          if (!/^-?\d{1,9}$/.test(value)) errors.push({ field: f.field, message: 'invalidFormat' });
          else where.push(eq(f.column, Number(value)));
        } else if (f.dictCode) where.push(eq(f.column, value));
        else where.push(ilike(f.column, containsPattern(value)));
      }
      if (errors.length) throw badRequest('validationFailed', errors);
      const { rows, total } = await repo.rows(table, {
        select,
        where,
        tenantId,
        sort,
        order: query.order,
        pageNo: query.pageNo,
        pageSize: query.pageSize,
      });
      return toPage(
        rows.map((r) => record(r, r.id)),
        total,
        query,
      );
    },
    async detail(code: string, id: number, tenantId: number) {
      const { table, fields } = await load(code);
      const select: Record<string, PgColumn> = { id: allowedTables[table].id };
      for (const f of fields.filter((x) => x.detail || x.edit)) select[f.field] = f.column;
      const row = await repo.row(table, select, id, tenantId);
      if (!row) throw notFound();
      return record(row, row.id);
    },
    /** Changes only fields the form lets users edit and the allow-list marks editable; anything else is refused. */
    async edit(code: string, body: OnlineFormRowEdit, tenantId: number) {
      const { table, fields } = await load(code);
      const options = await dictOptions(fields);
      const set: Record<string, unknown> = {};
      const errors: FieldError[] = [];
      for (const [name, value] of Object.entries(body.values)) {
        const f = fields.find((x) => x.field === name);
        const property = f?.edit ? propertyOf(table, f.column) : undefined;
        if (!f || !property) {
          errors.push({ field: `values.${name}`, message: 'onlineFormFieldNotEditable' });
          continue;
        }
        if (f.info.kind === 'int') {
          const n = typeof value === 'number' ? value : Number(String(value ?? '').trim());
          if (value === null || !Number.isInteger(n) || Math.abs(n) > 1e9)
            errors.push({ field: `values.${name}`, message: 'invalidFormat' });
          else set[property] = n;
          continue;
        }
        const text = typeof value === 'string' ? value.trim() : '';
        if (!text) errors.push({ field: `values.${name}`, message: 'fieldRequired' });
        else if (f.info.max && text.length > f.info.max)
          errors.push({ field: `values.${name}`, message: 'invalidFormat' });
        else if (f.dictCode && !options[f.field]?.some((o) => o.value === text))
          errors.push({ field: `values.${name}`, message: 'parameterError' });
        else set[property] = text;
      }
      if (errors.length) throw badRequest('validationFailed', errors);
      try {
        if (!(await repo.updateRow(table, set, Number(body.id), tenantId))) throw notFound();
      } catch (error) {
        if (uniqueViolation(error)) throw conflict('duplicate', []);
        throw error;
      }
    },
  };
}
export type FormDataService = ReturnType<typeof formDataService>;
