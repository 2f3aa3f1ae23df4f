import type { ReportColumn, ReportParam } from '@csp/contract/core';

/** The report editor's pure steps: merging an SQL analysis into the tables, and the body it saves. */

export const newColumn = (field: string): ReportColumn => ({
  field,
  title: field,
  titleEn: '',
  dictCode: '',
  hidden: false,
  sortable: false,
  query: false,
  queryMode: 'single',
  queryView: 'text',
  queryHidden: false,
});

export const newParam = (name: string): ReportParam => ({ name, title: name, titleEn: '', defaultValue: '' });

/**
 * The columns after "Analyse SQL": one per result field in the SQL's order, a field's earlier settings kept;
 * columns the SQL no longer returns are dropped. Parameters: the SQL's, earlier settings kept, others kept too
 * only when they are not empty rows.
 */
export function mergeParsed(
  current: { columns?: Partial<ReportColumn>[]; params?: Partial<ReportParam>[] },
  parsed: { fields: string[]; params: string[] },
): { columns: ReportColumn[]; params: ReportParam[] } {
  const columns = parsed.fields.map((field) => {
    const known = current.columns?.find((c) => c?.field === field);
    return { ...newColumn(field), ...(known ?? {}) } as ReportColumn;
  });
  const params = parsed.params.map((name) => {
    const known = current.params?.find((p) => p?.name === name);
    return { ...newParam(name), ...(known ?? {}) } as ReportParam;
  });
  return { columns, params };
}

export interface ReportFormValues {
  code: string;
  name: string;
  nameEn?: string;
  dataSource: string;
  groupId?: string;
  sql: string;
  columns?: Partial<ReportColumn>[];
  params?: Partial<ReportParam>[];
}

/** The add/edit body: empty optional texts left out, the tables' rows completed with their defaults. */
export function toReportBody(values: ReportFormValues) {
  const text = (v: string | undefined | null) => (v ?? '').trim();
  return {
    code: text(values.code),
    name: text(values.name),
    nameEn: text(values.nameEn),
    dataSource: values.dataSource,
    groupId: text(values.groupId),
    sql: values.sql ?? '',
    columns: (values.columns ?? []).map((c) => ({ ...newColumn(text(c.field)), ...c, field: text(c.field) })),
    params: (values.params ?? []).map((p) => ({ ...newParam(text(p.name)), ...p, name: text(p.name) })),
  };
}

/** The field names a popup may copy: every column of the report (hidden ones too). */
export const columnFields = (columns: Partial<ReportColumn>[] | undefined) =>
  (columns ?? []).map((c) => c?.field ?? '').filter(Boolean);
