/**
 * Online forms (JeecgBoot "Online表单开发", SPEC §2 "Several online-form … list views map to built-in views"):
 * an administrator defines a list/detail/edit screen over one of these tables. The allow-list is the security
 * boundary: a form names a table and columns from here only, and the server builds its SQL from its own column
 * objects for these names (modules/online-form/allowed-tables.ts), never from request text.
 */

export type OnlineFormColumnKind = 'text' | 'int' | 'time';

export interface OnlineFormColumnInfo {
  /** The column's name in forms and requests (the contract's camelCase name). */
  name: string;
  kind: OnlineFormColumnKind;
  /** Whether forms may let users change it (never ids, owners, tenants or times). */
  editable: boolean;
  /** Longest text accepted on edit. */
  max?: number;
  labelEn: string;
  labelZh: string;
}

export interface OnlineFormTableInfo {
  labelEn: string;
  labelZh: string;
  /** Rows belong to the user's tenant: reads and edits see that tenant's rows only. */
  tenantScoped: boolean;
  columns: readonly OnlineFormColumnInfo[];
}

const idColumn = { name: 'id', kind: 'int', editable: false, labelEn: 'ID', labelZh: 'ID' } as const;
const createdColumn = {
  name: 'createTime',
  kind: 'time',
  editable: false,
  labelEn: 'Created',
  labelZh: '创建时间',
} as const;

/** The tables online forms may show (business tables only: never users, sessions, keys or secrets). */
export const onlineFormTables = {
  positions: {
    labelEn: 'Positions',
    labelZh: '职务',
    tenantScoped: true,
    columns: [
      idColumn,
      { name: 'code', kind: 'text', editable: true, max: 50, labelEn: 'Code', labelZh: '编码' },
      { name: 'nameZh', kind: 'text', editable: true, max: 50, labelEn: 'Name (Chinese)', labelZh: '中文名称' },
      { name: 'nameEn', kind: 'text', editable: true, max: 50, labelEn: 'Name (English)', labelZh: '英文名称' },
      createdColumn,
    ],
  },
  categories: {
    labelEn: 'Categories',
    labelZh: '分类字典',
    tenantScoped: false,
    columns: [
      idColumn,
      { name: 'code', kind: 'text', editable: true, max: 50, labelEn: 'Code', labelZh: '编码' },
      { name: 'nameZh', kind: 'text', editable: true, max: 100, labelEn: 'Name (Chinese)', labelZh: '中文名称' },
      { name: 'nameEn', kind: 'text', editable: true, max: 100, labelEn: 'Name (English)', labelZh: '英文名称' },
      { name: 'sort', kind: 'int', editable: true, labelEn: 'Order', labelZh: '排序' },
      createdColumn,
    ],
  },
  dictItems: {
    labelEn: 'Dictionary items',
    labelZh: '字典项',
    tenantScoped: false,
    // Read only: the dictionaries screen keeps the dictionary cache in step with its edits.
    columns: [
      idColumn,
      { name: 'dictCode', kind: 'text', editable: false, labelEn: 'Dictionary', labelZh: '字典' },
      { name: 'value', kind: 'text', editable: false, labelEn: 'Value', labelZh: '值' },
      { name: 'textZh', kind: 'text', editable: false, labelEn: 'Text (Chinese)', labelZh: '中文名称' },
      { name: 'textEn', kind: 'text', editable: false, labelEn: 'Text (English)', labelZh: '英文名称' },
      { name: 'sort', kind: 'int', editable: false, labelEn: 'Order', labelZh: '排序' },
      { name: 'status', kind: 'int', editable: false, labelEn: 'Status', labelZh: '状态' },
    ],
  },
  announcements: {
    labelEn: 'Announcements',
    labelZh: '系统通告',
    tenantScoped: false,
    // Read only: releasing and revoking go through the announcements screen (it notifies the recipients).
    columns: [
      idColumn,
      { name: 'title', kind: 'text', editable: false, labelEn: 'Title', labelZh: '标题' },
      { name: 'priority', kind: 'text', editable: false, labelEn: 'Priority', labelZh: '优先级' },
      { name: 'category', kind: 'text', editable: false, labelEn: 'Category', labelZh: '类别' },
      { name: 'sendStatus', kind: 'text', editable: false, labelEn: 'Status', labelZh: '发布状态' },
      createdColumn,
    ],
  },
} as const satisfies Record<string, OnlineFormTableInfo>;

export type OnlineFormTable = keyof typeof onlineFormTables;
export const onlineFormTableNames = Object.keys(onlineFormTables) as [OnlineFormTable, ...OnlineFormTable[]];

/** The allow-listed column of a table, or undefined (a name not on the list). */
export function onlineFormColumn(table: OnlineFormTable, name: string): OnlineFormColumnInfo | undefined {
  return (onlineFormTables[table].columns as readonly OnlineFormColumnInfo[]).find((c) => c.name === name);
}

/** SPEC §9: remembered table-enhance records up to 16; detail list grid at most 4 columns. */
export const onlineFormLimits = {
  enhanceRecords: 16,
  detailColumnsMax: 4,
  fields: 30,
  pageSize: 10,
  pageSizeOptions: [10, 20, 50],
} as const;

/** Where a form's list view is reached: a menu entry with this path and the built-in view's component. */
export const onlineFormView = {
  component: 'online/CgformAutoList',
  pathPrefix: '/online/cgform/',
} as const;
export const onlineFormViewPath = (code: string) => `${onlineFormView.pathPrefix}${code}`;
