import {
  type FieldError,
  type OnlineFormAdd,
  type OnlineFormEdit,
  type OnlineFormEnhance,
  type OnlineFormField,
  type OnlineFormTable,
  onlineFormColumn,
} from '@csp/contract';
import { badRequest, conflict, notFound } from '../../errors.js';
import { uniqueViolation } from '../../lib/db-errors.js';
import { toPage } from '../../lib/paging.js';
import { isoTime } from '../../lib/replies.js';
import { isAllowedTable } from './allowed-tables.js';
import type { OnlineFormRepository, OnlineFormRow } from './online-form.repository.js';

export const presentForm = (row: OnlineFormRow) => ({
  id: String(row.id),
  code: row.code,
  name: row.nameZh,
  nameEn: row.nameEn,
  tableName: row.tableName,
  detailColumns: row.detailColumns,
  fields: row.fields,
  enhanceRecords: row.enhanceRecords,
  menu: row.menu,
  createTime: isoTime(row.createdAt),
  updateTime: isoTime(row.updatedAt),
});

/**
 * The checks of a definition against the allow-list (the contract checks shapes and limits; here: every field is
 * an allowed column of the table, `edit` only where the column may be edited, query fields are not times,
 * dictionaries exist, table-enhance filters name query fields).
 */
async function checkDefinition(
  repo: OnlineFormRepository,
  table: OnlineFormTable,
  fields: OnlineFormField[],
  enhanceRecords: OnlineFormEnhance[],
) {
  const errors: FieldError[] = [];
  fields.forEach((f, i) => {
    const column = onlineFormColumn(table, f.field);
    if (!column) errors.push({ field: `fields.${i}.field`, message: 'onlineFormColumnNotAllowed' });
    else if (f.edit && !column.editable)
      errors.push({ field: `fields.${i}.edit`, message: 'onlineFormFieldNotEditable' });
    else if (f.query && column.kind === 'time') errors.push({ field: `fields.${i}.query`, message: 'parameterError' });
  });
  const dictCodes = [...new Set(fields.map((f) => f.dictCode).filter(Boolean))];
  const known = await repo.existingDicts(dictCodes);
  fields.forEach((f, i) => {
    if (f.dictCode && !known.has(f.dictCode))
      errors.push({ field: `fields.${i}.dictCode`, message: 'onlineFormDictNotExist' });
  });
  const queryFields = new Set(fields.filter((f) => f.query).map((f) => f.field));
  enhanceRecords.forEach((e, i) => {
    for (const key of Object.keys(e.filters))
      if (!queryFields.has(key))
        errors.push({ field: `enhanceRecords.${i}.filters.${key}`, message: 'parameterError' });
  });
  if (errors.length) throw badRequest('validationFailed', errors);
}

const duplicateCode = (error: unknown) => {
  if (uniqueViolation(error)) return conflict('duplicate', [{ field: 'code', message: 'duplicate' }]);
  return error;
};

/** Online form definitions (JeecgBoot onl_cgform_head): checked against the allow-list when saved. */
export function onlineFormService(repo: OnlineFormRepository) {
  return {
    async page(query: Parameters<OnlineFormRepository['page']>[0]) {
      const { rows, total } = await repo.page(query);
      return toPage(rows.map(presentForm), total, query);
    },
    async get(id: number) {
      const row = await repo.find(id);
      if (!row) throw notFound();
      return presentForm(row);
    },
    async add(body: OnlineFormAdd) {
      await checkDefinition(repo, body.tableName, body.fields, body.enhanceRecords);
      try {
        const id = await repo.insert({
          code: body.code,
          nameZh: body.name,
          nameEn: body.nameEn,
          tableName: body.tableName,
          detailColumns: body.detailColumns,
          fields: body.fields,
          enhanceRecords: body.enhanceRecords,
          menu: body.menu,
        });
        return { id: String(id) };
      } catch (error) {
        throw duplicateCode(error);
      }
    },
    async edit(body: OnlineFormEdit) {
      const id = Number(body.id);
      const row = await repo.find(id);
      if (!row) throw notFound();
      const table = body.tableName ?? row.tableName;
      if (!isAllowedTable(table))
        throw badRequest('validationFailed', [{ field: 'tableName', message: 'onlineFormColumnNotAllowed' }]);
      const fields = body.fields ?? row.fields;
      const enhanceRecords = body.enhanceRecords ?? row.enhanceRecords;
      await checkDefinition(repo, table, fields, enhanceRecords);
      try {
        await repo.update(
          id,
          {
            code: body.code,
            nameZh: body.name,
            nameEn: body.nameEn,
            tableName: table,
            detailColumns: body.detailColumns,
            fields,
            enhanceRecords,
            menu: body.menu,
          },
          row.code,
        );
      } catch (error) {
        throw duplicateCode(error);
      }
    },
    async remove(id: number) {
      if (!(await repo.remove(id))) throw notFound();
    },
  };
}
export type OnlineFormService = ReturnType<typeof onlineFormService>;
