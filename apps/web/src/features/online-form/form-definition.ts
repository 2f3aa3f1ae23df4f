import {
  type OnlineFormColumnInfo,
  type OnlineFormField,
  type OnlineFormTable,
  onlineFormColumn,
  onlineFormTables,
  onlineFormView,
} from '@csp/contract/core';

/** The form a built-in view path names: `?code=` first, else the segment after /online/cgform/. */
export function formCodeOf(pathname: string, code: string | null): string | null {
  if (code?.trim()) return code.trim();
  const match = new RegExp(`^${onlineFormView.pathPrefix}([A-Za-z][A-Za-z0-9_]*)/?$`).exec(pathname);
  return match?.[1] ?? null;
}

/**
 * The fields a new form over `table` starts with: every allow-listed column with its English and Chinese labels,
 * in the list and the detail view; text columns are query fields; editable where the allow-list allows.
 */
export function defaultFields(table: OnlineFormTable): OnlineFormField[] {
  return (onlineFormTables[table].columns as readonly OnlineFormColumnInfo[]).map((c) => ({
    field: c.name,
    labelEn: c.labelEn,
    labelZh: c.labelZh,
    list: true,
    query: c.kind === 'text' && c.name !== 'id',
    detail: true,
    edit: c.editable,
    dictCode: '',
  }));
}

/** Whether the allow-list lets a column of the table be edited (the editor greys out the others). */
export const columnEditable = (table: OnlineFormTable, field: string) =>
  onlineFormColumn(table, field)?.editable ?? false;
