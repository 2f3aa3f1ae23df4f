import { type OnlineFormTable, onlineFormTables } from '@csp/contract';
import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { announcements, categories, dictItems, dicts, positions } from '../../db/schema/index.js';

/**
 * The server's half of the online forms' allow-list (the contract's `onlineFormTables` names the tables and
 * columns): for each allowed table, the Drizzle table and a column object per allowed name. SQL is built from
 * these objects only; a name a request brings is looked up here and refused when absent, never quoted into SQL.
 * The type makes every table of the contract's list present here.
 */
export interface AllowedTable {
  table: PgTable;
  id: PgColumn;
  /** The tenant column of a tenant-scoped table (the contract's `tenantScoped`). */
  tenant?: PgColumn;
  columns: Record<string, PgColumn>;
  /** A table read together with this one (dictionary items name their dictionary by its code). */
  join?: { table: PgTable; on: SQL };
}

export const allowedTables: Record<OnlineFormTable, AllowedTable> = {
  positions: {
    table: positions,
    id: positions.id,
    tenant: positions.tenantId,
    columns: {
      id: positions.id,
      code: positions.code,
      nameZh: positions.nameZh,
      nameEn: positions.nameEn,
      createTime: positions.createdAt,
    },
  },
  categories: {
    table: categories,
    id: categories.id,
    columns: {
      id: categories.id,
      code: categories.code,
      nameZh: categories.nameZh,
      nameEn: categories.nameEn,
      sort: categories.sort,
      createTime: categories.createdAt,
    },
  },
  dictItems: {
    table: dictItems,
    id: dictItems.id,
    join: { table: dicts, on: eq(dicts.id, dictItems.dictId) },
    columns: {
      id: dictItems.id,
      dictCode: dicts.code,
      value: dictItems.value,
      textZh: dictItems.textZh,
      textEn: dictItems.textEn,
      sort: dictItems.sort,
      status: dictItems.status,
    },
  },
  announcements: {
    table: announcements,
    id: announcements.id,
    columns: {
      id: announcements.id,
      title: announcements.title,
      priority: announcements.priority,
      category: announcements.category,
      sendStatus: announcements.sendStatus,
      createTime: announcements.createdAt,
    },
  },
};

/** Whether the table is on the list (an own key: `constructor` or `__proto__` are not tables). */
export const isAllowedTable = (name: string): name is OnlineFormTable => Object.hasOwn(onlineFormTables, name);

/** The column object of an allowed name, or undefined. */
export function allowedColumn(table: OnlineFormTable, name: string): PgColumn | undefined {
  const columns = allowedTables[table].columns;
  return Object.hasOwn(columns, name) ? columns[name] : undefined;
}
